import { z } from 'zod';
import { RESERVED_USERNAMES } from './app-routes.ts';
import { type ProfileType, profileTypeSchema } from './auth.ts';
import { LIMITS } from './limits.ts';
import { hasUsername, PROFILE_MESSAGES, USERNAME_NEEDS, USERNAME_PATTERN } from './profiles-text.ts';
import type { RouteDef } from './route-def.ts';
import { MESSAGES } from './ui-text.ts';

// Spec §3 profiles and content types; the onboarding model (§2, §4, §9) is at the end of this file.

export const CONTENT_TYPES = ['straight', 'bi', 'gay', 'lesbian', 'male_with_ftm', 'male_with_mtf', 'anything_goes'] as const;
export const CONTENT_TYPE_LABELS: Record<(typeof CONTENT_TYPES)[number], string> = {
  straight: 'Straight',
  bi: 'Bi',
  gay: 'Gay',
  lesbian: 'Lesbian',
  male_with_ftm: 'Male with Trans (FTM)',
  male_with_mtf: 'Male with Trans (MTF)',
  anything_goes: 'Anything Goes',
};
export const contentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof contentTypeSchema>;

/** The header's content filter (spec §2): All Content, Gay, Straight, Bi. */
export const CONTENT_FILTERS = ['all', 'gay', 'straight', 'bi'] as const;
export const CONTENT_FILTER_LABELS: Record<(typeof CONTENT_FILTERS)[number], string> = {
  all: 'All Content',
  gay: 'Gay',
  straight: 'Straight',
  bi: 'Bi',
};
export const contentFilterSchema = z.enum(CONTENT_FILTERS);
export type ContentFilter = z.infer<typeof contentFilterSchema>;

export {
  hasUsername,
  isProfileUuid,
  isUsername,
  PROFILE_MESSAGES,
  PROFILE_TYPE_LABELS,
  profilePageDescription,
  profilePageTitle,
  profilePath,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_NEEDS,
  USERNAME_PATTERN,
} from './profiles-text.ts';

/** Who may see a profile page. Ours (the spec is silent): public, or signed-in members only. */
export const PROFILE_VISIBILITIES = ['public', 'members'] as const;
export const profileVisibilitySchema = z.enum(PROFILE_VISIBILITIES);
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;

export const AVATAR_MODERATION_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export { AVATAR_MIME_TYPES } from './limits.ts';

// ---------------------------------------------------------------------------------------------
// Usernames

/**
 * Never usernames: the first segment of every page address (a member at /{slug} must not shadow a page)
 * plus the server's own paths and words that would confuse people. Derived from the page table in
 * app-routes.ts, where a new page is added.
 */
export { RESERVED_USERNAMES };

/** Trimmed, lower-cased, required, 3-30 of [a-z0-9_.-] with a letter or digit, not reserved (spec §5). */
export const usernameSchema = z
  .string(MESSAGES.usernameRequired.description)
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.usernameRequired.description)
  .pipe(
    z
      .string()
      .regex(USERNAME_PATTERN, PROFILE_MESSAGES.usernameFormat)
      .regex(USERNAME_NEEDS, PROFILE_MESSAGES.usernameFormat)
      .refine((u) => !RESERVED_USERNAMES.has(u), PROFILE_MESSAGES.usernameReserved),
  );

/**
 * The paid subscription on a member's profiles row (spec §3 subscription_status, subscription_end_date).
 * The billing feature writes it through the profiles service (`setSubscriptionState`):
 * - `active`: paid through subscription_end_date (auto-rebill on or off); Pro while that date is ahead.
 * - `past_due`: the renewal failed and the provider may still retry; the paid period ended at the end date.
 * - `cancelled`: the member or the provider stopped it; Pro runs to the end date, then lapses.
 * - `refunded`, `chargeback`: money returned; the end date is set to the moment it happened.
 * - `expired`: the grace period is over and the Pro content was removed (the pro feature sets it).
 * A paid period that ended (end date past) in any state but `expired` is in the 14-day grace period.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled', 'refunded', 'chargeback', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Reads

/** The signed-in member's own profile (owner view). */
export const myProfileSchema = z.object({
  id: z.uuid(),
  profile_type: profileTypeSchema,
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  content_types: z.array(contentTypeSchema),
  default_content_filter: contentFilterSchema,
  /** The latest upload, which may still be pending moderation (the owner sees it blurred). */
  avatar_url: z.string().nullable(),
  avatar_moderation_status: z.enum(AVATAR_MODERATION_STATUSES),
  /** Why the last upload was not approved (the moderator's words), while the status is 'rejected'. */
  avatar_rejection_reason: z.string().nullable(),
  onboarding_completed: z.boolean(),
  onboarding_step: z.number().int(),
  onboarding_last_seen: z.string().nullable(),
  verification_skipped: z.boolean(),
  verification_status: z.string().nullable(),
  vaulth_verified: z.boolean(),
  vaulth_verification_status: z.string().nullable(),
  domain_name: z.string().nullable(),
  domain_verified: z.boolean(),
  subscription_status: z.string().nullable(),
  subscription_end_date: z.string().nullable(),
  updated_at: z.string(),
  // Added by the profiles feature:
  /** 128 px version of avatar_url. */
  avatar_thumb_url: z.string().nullable(),
  /** What everyone else sees while a newer avatar waits for moderation (null: the default image). */
  avatar_approved_url: z.string().nullable(),
  visibility: profileVisibilitySchema,
  /** Opted out of search-engine indexing: the public page says noindex. */
  noindex: z.boolean(),
  /** The member has a business profile (a draft or a registered listing); from the business feature. */
  has_business_profile: z.boolean(),
  /** Spec §4 'complete business profile': registered (not a draft) with a name. */
  business_complete: z.boolean(),
  /** True when this very read created the missing profile (spec §8 'Profile setup required'). */
  is_new: z.boolean(),
  created_at: z.string(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** What anyone may see. Never e-mail, verification data, subscription or anything legal. */
export const publicProfileSchema = z.object({
  id: z.uuid(),
  profile_type: profileTypeSchema,
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  content_types: z.array(contentTypeSchema),
  avatar_url: z.string().nullable(),
  verified: z.boolean(),
  /** Pro member (spec §3 Pro status); the profile shows a Pro badge. */
  pro: z.boolean(),
  visibility: profileVisibilitySchema,
  noindex: z.boolean(),
  member_since: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const profileIdentifierParams = z.object({ identifier: z.string().trim().min(1).max(100) });

// ---------------------------------------------------------------------------------------------
// Writes

const optionalText = (max: number, message: string) => z.string().trim().max(max, message);

/** Onboarding step 2 and /profile/edit: one schema, so browser and server say the same thing. */
export const profileDetailsSchema = z.object({
  username: usernameSchema,
  display_name: optionalText(60, PROFILE_MESSAGES.displayNameTooLong),
  bio: optionalText(1000, PROFILE_MESSAGES.bioTooLong),
  location: optionalText(120, PROFILE_MESSAGES.locationTooLong),
  content_types: z.array(contentTypeSchema).max(CONTENT_TYPES.length),
  default_content_filter: contentFilterSchema,
});
export type ProfileDetailsInput = z.input<typeof profileDetailsSchema>;

export const profilePrivacySchema = z.object({ visibility: profileVisibilitySchema, noindex: z.boolean() });

/** PATCH: any subset. Unknown keys (id, profile_type, onboarding fields...) are refused, not ignored. */
export const profileUpdateInput = profileDetailsSchema.extend(profilePrivacySchema.shape).partial().strict();
export type ProfileUpdateInput = z.input<typeof profileUpdateInput>;

// ---------------------------------------------------------------------------------------------
// Business registration is the business feature's (business.ts); these stay importable from here.

export { BUSINESS_CATEGORIES, type BusinessCategory } from './business.ts';

// ---------------------------------------------------------------------------------------------
// Onboarding (spec §2 'Onboarding dialog', §4 'Onboarding', §9)

/**
 * Step indexes. Creators have 6 steps (0-5), every other account type 8 (0-7). Steps 0-4 are the
 * same for everyone; skippable indexes are 1 and 3 (§9), and skipping at 3 jumps to 5 (§4):
 *
 *   index  creator (6)                       business, studio, enterprise (8)
 *   0      welcome                           welcome + two-phase explanation
 *   1      avatar (skippable)                avatar (skippable)
 *   2      personal profile                  personal profile
 *   3      identity verification (skip->5)   identity verification (skip->5)
 *   4      verification status               verification status
 *   5      final 'Enter {product}'           business registration
 *   6      -                                 domain verification (Skip Domain Verification)
 *   7      -                                 final 'Enter {product}'
 *
 * So step 5 is business registration for non-creators and the final screen for creators, and a
 * creator who skips verification lands on the final screen with its reminder.
 */
export const ONBOARDING_STEPS = {
  welcome: 0,
  avatar: 1,
  personal: 2,
  verification: 3,
  verificationStatus: 4,
  business: 5,
  domain: 6,
} as const;
export type OnboardingStepKind =
  | 'welcome'
  | 'avatar'
  | 'personal'
  | 'verification'
  | 'verificationStatus'
  | 'business'
  | 'domain'
  | 'final';

export const isCreatorFlow = (t: ProfileType) => t === 'creator';
export const onboardingStepCount = (t: ProfileType) => (isCreatorFlow(t) ? LIMITS.onboardingStepsCreator : LIMITS.onboardingStepsBusiness);
export const lastOnboardingStep = (t: ProfileType) => onboardingStepCount(t) - 1;
export const isSkippableStep = (step: number) => (LIMITS.onboardingSkippableSteps as readonly number[]).includes(step);

export function onboardingStepKind(t: ProfileType, step: number): OnboardingStepKind {
  if (step >= lastOnboardingStep(t)) return 'final';
  const kinds: OnboardingStepKind[] = ['welcome', 'avatar', 'personal', 'verification', 'verificationStatus', 'business', 'domain'];
  return kinds[Math.max(0, step)] ?? 'final';
}

/**
 * Where a returning member resumes (§4): the saved step, clamped to the flow, but never past a step
 * whose requirement is missing: no username means step 2; a non-creator without a business profile
 * (draft or registered) goes back to step 5. (A complete business profile completes onboarding on
 * the server when the profile is read: GET /profiles/me.)
 */
export function resumeOnboardingStep(p: {
  profile_type: ProfileType;
  onboarding_step: number;
  username: string | null;
  has_business_profile: boolean;
}) {
  let step = Math.min(Math.max(0, Math.trunc(p.onboarding_step)), lastOnboardingStep(p.profile_type));
  if (step > ONBOARDING_STEPS.personal && !hasUsername(p.username)) step = ONBOARDING_STEPS.personal;
  if (!isCreatorFlow(p.profile_type) && step > ONBOARDING_STEPS.business && !p.has_business_profile) step = ONBOARDING_STEPS.business;
  return step;
}

/** The wizard stays open until onboarding is completed (what the gate checks while it is showing). */
export const needsOnboarding = (p: { onboarding_completed: boolean }) => !p.onboarding_completed;

/**
 * Spec §4, whether to open the wizard when the app loads: onboarding_completed is false and the
 * username or profile type is missing, or a non-creator has no complete business profile. Ours on top:
 * a non-creator who registered inside the wizard and stands on a later step (domain, final) finishes
 * them. Once open, the wizard stays open until completed (needsOnboarding), so setting a username at
 * step 2 does not close it. A complete business profile found on load completes onboarding on the
 * server (GET /profiles/me), so such a member passes the complete-profile guard.
 */
export const needsOnboardingAtLoad = (p: {
  onboarding_completed: boolean;
  username: string | null;
  profile_type: ProfileType | null;
  onboarding_step: number;
  business_complete: boolean;
}) => {
  if (p.onboarding_completed) return false;
  if (!hasUsername(p.username) || !p.profile_type) return true;
  if (isCreatorFlow(p.profile_type)) return false;
  return !p.business_complete || p.onboarding_step > ONBOARDING_STEPS.business;
};

/**
 * What onboarding requires before the rest may be skipped (spec §4's 'needed' rule turned round): a
 * username and an account type, and for a business, studio or enterprise a complete business profile
 * (registered, not a draft). 'Skip onboarding' is offered, and accepted by the server, only then; the
 * avatar, identity verification and domain steps can always wait.
 */
export const onboardingRequiredDone = (p: { username: string | null; profile_type: ProfileType | null; business_complete: boolean }) =>
  hasUsername(p.username) && p.profile_type !== null && (isCreatorFlow(p.profile_type) || p.business_complete);

export const onboardingActionInput = z.discriminatedUnion('action', [
  /** The wizard opened (resumed): record last-seen only. */
  z.object({ action: z.literal('seen') }),
  /** Step 0: choose (or confirm) the account type, then go to step 1. */
  z.object({ action: z.literal('start'), profile_type: profileTypeSchema }),
  /** Next/Back/Skip Avatar/Skip Domain: save the step and last-seen. */
  z.object({
    action: z.literal('step'),
    step: z
      .number()
      .int()
      .min(0)
      .max(LIMITS.onboardingStepsBusiness - 1),
  }),
  /** Step 3 'Skip Verification for Now': verification_skipped, then step 5. */
  z.object({ action: z.literal('skip_verification') }),
  /** Final screen: onboarding_completed with the last step index. */
  z.object({ action: z.literal('complete') }),
  /**
   * 'Skip onboarding' once what is required is done (onboardingRequiredDone): onboarding_completed, the
   * step left where it was. Without it a member who skipped stayed incomplete and was kept out of the
   * complete-profile pages for good (issue 31).
   */
  z.object({ action: z.literal('skip') }),
]);
export type OnboardingAction = z.infer<typeof onboardingActionInput>;

/** Profiles (features/profiles): the member's own profile, its avatar and onboarding, and the public profile. */
export const profileRoutes = {
  myProfile: {
    method: 'GET',
    path: '/api/v1/profiles/me',
    summary: "The signed-in member's own profile (created on first read if missing)",
    tag: 'profiles',
    access: 'user',
    delegated: 'viewer',
    response: myProfileSchema,
  },
  updateMyProfile: {
    method: 'PATCH',
    path: '/api/v1/profiles/me',
    summary: 'Edit your own profile (any subset of the editable fields)',
    tag: 'profiles',
    access: 'user',
    delegated: 'manager',
    body: profileUpdateInput,
    response: myProfileSchema,
  },
  uploadAvatar: {
    method: 'POST',
    path: '/api/v1/profiles/me/avatar',
    summary: 'Upload a new avatar (multipart field "file"; JPEG, PNG or WebP up to 5 MB); pending moderation until approved',
    tag: 'profiles',
    access: 'user',
    delegated: 'manager',
    multipart: true,
    response: myProfileSchema,
  },
  onboarding: {
    method: 'POST',
    path: '/api/v1/profiles/me/onboarding',
    summary: 'Move through onboarding: start, save a step, skip verification, complete, or skip the rest once what is required is done',
    tag: 'profiles',
    access: 'user',
    delegated: 'manager',
    body: onboardingActionInput,
    response: myProfileSchema,
  },
  publicProfile: {
    method: 'GET',
    path: '/api/v1/profiles/:identifier',
    summary: 'A member profile by username or id (members-only profiles need a session)',
    tag: 'profiles',
    access: 'public',
    delegated: 'viewer',
    params: profileIdentifierParams,
    response: publicProfileSchema,
  },
} as const satisfies Record<string, RouteDef>;
