import { RESERVED_USERNAMES } from './app-routes.ts';
import { BUSINESS_MESSAGES } from './business-text.ts';
import type { ProfileType } from './profile-types.ts';

// Profiles' words, the username rule and the profile's links and meta without zod: a profile's page
// reads them on its first paint. profiles.ts builds the schemas from these and re-exports them.

export const PROFILE_TYPE_LABELS: Record<ProfileType, string> = {
  creator: 'Creator / model',
  studio: 'Studio',
  business: 'Business',
  enterprise: 'Enterprise',
};

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PROFILE_MESSAGES = {
  usernameFormat: `Usernames are ${USERNAME_MIN}-${USERNAME_MAX} characters: lowercase letters a-z, numbers, dots (.), dashes (-) and underscores (_).`,
  usernameReserved: 'This username is reserved. Please choose another.',
  displayNameTooLong: 'Display name must be at most 60 characters.',
  bioTooLong: 'Bio must be at most 1000 characters.',
  locationTooLong: 'Location must be at most 120 characters.',
  membersOnly: 'This profile is visible to signed-in members only.',
  /** Shown to visitors on any profile the server answers 404: it may be members only (the server does not say which). */
  notFoundSignIn: 'Some profiles are visible to signed-in members only. Sign in to see them.',
  profileNotFound: 'No member has this profile address.',
  onboardingDone: 'Onboarding is already complete.',
  stepNotAllowed: 'Finish the current step first.',
  businessDraftRequired: 'Save your business details to continue.',
  onboardingRequiredMissing: 'Choose a username (and, for a business account, register your business) before skipping the rest.',
  onboardingFinishFailed: 'We could not save the end of your setup. Please try again.',
  creatorNoBusiness: BUSINESS_MESSAGES.creatorNoBusiness,
  noSuchProfile: 'No such profile.',
  // Spec §5 business registration messages: business.ts owns them.
  businessNameRequired: BUSINESS_MESSAGES.businessNameRequired,
  categoryRequired: BUSINESS_MESSAGES.categoryRequired,
  categoryMax: BUSINESS_MESSAGES.categoryMax,
  invalidUrl: BUSINESS_MESSAGES.invalidUrl,
} as const;

/** A username's characters (usernameSchema in profiles.ts and isUsername below): 3-30 of [a-z0-9_.-]... */
export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,30}$/;
/** ...with at least one letter or digit. */
export const USERNAME_NEEDS = /[a-z0-9]/;

/**
 * Whether usernameSchema (profiles.ts) accepts a string, without zod: trimmed and lower-cased, 3-30 of
 * [a-z0-9_.-] with a letter or digit, not reserved (spec §5). profiles.test.ts checks they agree.
 */
export function isUsername(raw: string): boolean {
  const u = raw.trim().toLowerCase();
  return USERNAME_PATTERN.test(u) && USERNAME_NEEDS.test(u) && !RESERVED_USERNAMES.has(u);
}

/** Spec §5: empty or whitespace counts as absent. */
export const hasUsername = (u: string | null | undefined): u is string => typeof u === 'string' && u.trim().length > 0;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** Spec §5: UUID versions 1 to 5, any case. */
export const isProfileUuid = (s: string) => UUID_RE.test(s);

/** The profile link (spec §2 'View My Profile'): /model/{username}, or /model/{id} when the username is empty. */
export const profilePath = (p: { id: string; username: string | null }) =>
  `/model/${encodeURIComponent(hasUsername(p.username) ? p.username.trim() : p.id)}`;

/** A profile page's own words for search results and link previews, the same on the server (first HTML) and in the browser. */
type ProfileMetaFields = {
  display_name: string | null;
  username: string | null;
  profile_type: ProfileType;
  bio?: string | null;
  location?: string | null;
};

/** '{Stage name} (@username) · {type} | {product}'; without a stage name, '@username · {type} | {product}'. */
export function profilePageTitle(p: ProfileMetaFields, product: string) {
  const name = p.display_name?.trim();
  const handle = hasUsername(p.username) ? `@${p.username.trim()}` : null;
  const who = name ? (handle ? `${name} (${handle})` : name) : (handle ?? 'Member');
  return `${who} · ${PROFILE_TYPE_LABELS[p.profile_type]} | ${product}`;
}

/** The bio's first ~160 characters on one line, or one sentence from the type and location. */
export function profilePageDescription(p: ProfileMetaFields, product: string) {
  const bio = p.bio?.replace(/\s+/g, ' ').trim();
  if (bio) return bio.length > 160 ? `${bio.slice(0, 157).trimEnd()}…` : bio;
  const name = p.display_name?.trim() || (hasUsername(p.username) ? `@${p.username.trim()}` : 'This member');
  const where = p.location?.trim() ? ` based in ${p.location.trim()}` : '';
  return `${name} is on ${product}: ${PROFILE_TYPE_LABELS[p.profile_type].toLowerCase()}${where}. See their portfolio, credits and links.`;
}
