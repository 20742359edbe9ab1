import type { ProfileType } from '@mb/contract/auth';
import { PROFILE_UNAVAILABLE } from '@mb/contract/geoblock';
import { locationText } from '@mb/contract/location';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import {
  hasUsername,
  isCreatorFlow,
  lastOnboardingStep,
  ONBOARDING_STEPS,
  type OnboardingAction,
  onboardingRequiredDone,
  PROFILE_MESSAGES,
  type ProfileUpdateInput,
  resumeOnboardingStep,
  type SubscriptionStatus,
} from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { emit, provision } from '../../platform/modules.ts';
import { validateAndSanitizeInput } from '../../platform/sanitize.ts';
import { accountHidden, hiddenAccountIds } from '../auth/index.ts';
import { notify } from '../notifications/index.ts';
import { geoHiddenFrom, geoHiddenOwners, geoHidesSomewhere } from './geo.ts';
import { findByIdentifier } from './pages.ts';
import { decideProfileType } from './policy.ts';
import { graceOfRow, isProRow, presentMemberCard, presentMyProfile, presentPublicProfile } from './presenter.ts';
import * as repo from './repository.ts';

/** The profile of a new account, made inside the sign-up transaction (on 'auth.member_created'). */
export async function createProfile(tx: Executor, userId: string, profileType: ProfileType) {
  await repo.insertProfileIfMissing(tx, userId, profileType);
}

/** Spec §7 ensure_user_profile: the profile row exists afterwards (creator unless told otherwise). */
export async function ensureProfile(db: Executor, userId: string, profileType: ProfileType = 'creator') {
  // Sign-up makes the row, so one read is the usual cost; the insert is for accounts older than profiles.
  const existing = await repo.findProfileById(db, userId);
  if (existing) return { profile: existing, created: false };
  const created = await repo.insertProfileIfMissing(db, userId, profileType);
  const profile = await repo.findProfileById(db, userId);
  if (!profile) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  return { profile, created };
}

const published = (ctx: AppContext, tx: Executor, userId: string) =>
  ctx.bus.publish({ type: 'profile.updated', topic: `user:${userId}`, data: { id: userId } }, tx);

/** What profiles needs to know of a member's business profile (spec §4, §7 check_business_account_completeness). */
export interface BusinessProfileState {
  has_business_profile: boolean;
  /** Not a draft and has a name. */
  business_complete: boolean;
}

declare module '../../platform/modules.ts' {
  interface FeatureEvents {
    /** A member's identity first recorded as verified (spec §3 vaulth_verified false -> true), in that transaction: the feed's 'verified' milestone. */
    'profiles.member_verified': { tx: Executor; userId: string };
    /**
     * A block, or its lifting, inside its transaction: the network ends the two members' follows and
     * connections on a block; messages turns their open conversation read-only (or writable again), live.
     */
    'profiles.block_changed': { tx: Executor; blockerId: string; blockedId: string; change: 'block' | 'unblock' };
  }
  interface Provisions {
    /** The business feature answers it (it calls this service, so this service must not import it). */
    'business.profile_state': (db: Executor, userId: string) => Promise<BusinessProfileState>;
  }
}

const businessStateOf = (ctx: AppContext, db: Executor, userId: string) => provision(ctx, 'business.profile_state')(db, userId);

export async function presentOwn(ctx: AppContext, db: Executor, p: repo.ProfileRow, isNew = false) {
  return ownView(ctx, db, p, await businessStateOf(ctx, db, p.id), isNew);
}

async function ownView(ctx: AppContext, db: Executor, p: repo.ProfileRow, business: BusinessProfileState, isNew: boolean) {
  const own = presentMyProfile(p, { business, isNew });
  if (!p.avatar_url || !(await geoHidesSomewhere(ctx, p.id, db))) return own;
  // A member hiding from places gets their own pictures signed for them: where they hide from (often
  // where they live) they still see their own avatar (the avatars guard, geo.ts, refuses it to others).
  return {
    ...own,
    avatar_url: ownAvatarUrl(ctx, own.avatar_url),
    avatar_thumb_url: ownAvatarUrl(ctx, own.avatar_thumb_url),
    avatar_approved_url: ownAvatarUrl(ctx, own.avatar_approved_url),
  };
}

const AVATAR_PATH = '/storage/avatars/';
function ownAvatarUrl<T extends string | null>(ctx: AppContext, url: T): T {
  if (!url?.startsWith(AVATAR_PATH) || url.includes('?')) return url;
  return ctx.storage.url('avatars', url.slice(AVATAR_PATH.length), { audience: 'owner' }) as T;
}

/**
 * Spec §4's resume rules tied to the business profile, applied when the member's profile is read (the
 * app's load): a creator with a business profile is corrected to business; a non-creator with a complete
 * business profile who has not gone past registration in the wizard ('Business Profile Found') has
 * onboarding completed at the last step. One inside the wizard who registered there goes on to the
 * domain step (the submission moved them to it), so their onboarding is left to finish.
 */
async function reconcileOnboarding(ctx: AppContext, tx: Executor, profile: repo.ProfileRow, state: BusinessProfileState) {
  const patch: repo.ProfilePatch = {};
  if (state.has_business_profile && profile.profile_type === 'creator') patch.profile_type = 'business';
  const type = patch.profile_type ?? profile.profile_type;
  if (
    !profile.onboarding_completed &&
    !isCreatorFlow(type) &&
    state.business_complete &&
    hasUsername(profile.username) &&
    profile.onboarding_step <= ONBOARDING_STEPS.business
  ) {
    patch.onboarding_completed = true;
    patch.onboarding_step = lastOnboardingStep(type);
  }
  if (Object.keys(patch).length === 0) return profile;
  const updated = await repo.updateProfile(tx, profile.id, patch);
  if (!updated) return profile;
  await published(ctx, tx, profile.id);
  return updated;
}

export async function getMyProfile(ctx: AppContext, userId: string) {
  const { profile, created } = await ensureProfile(ctx.db, userId);
  const state = await businessStateOf(ctx, ctx.db, userId);
  const needsFix =
    (state.has_business_profile && profile.profile_type === 'creator') || (state.business_complete && !profile.onboarding_completed);
  const current = needsFix ? await ctx.db.transaction((tx) => reconcileOnboarding(ctx, tx, profile, state)) : profile;
  return ownView(ctx, ctx.db, current, state, created);
}

/**
 * Called by the business feature inside its submission transaction: a member registering from the
 * wizard's step 5 moves on to the domain step, so reading the profile meanwhile does not end the wizard.
 */
export async function advancePastBusinessStep(ctx: AppContext, tx: Executor, userId: string) {
  const profile = await repo.findProfileById(tx, userId);
  if (!profile || profile.onboarding_completed || isCreatorFlow(profile.profile_type)) return;
  if (profile.onboarding_step !== ONBOARDING_STEPS.business) return;
  await repo.updateProfile(tx, userId, { onboarding_step: ONBOARDING_STEPS.domain, onboarding_last_seen: new Date() });
  await published(ctx, tx, userId);
}

const usernameTaken = () => new AppError('conflict', MESSAGES.usernameTaken.description, { username: MESSAGES.usernameTaken.description });
const usernameRequired = () =>
  new AppError('validation_failed', MESSAGES.usernameRequired.description, { username: MESSAGES.usernameRequired.description });

/** A guard only: each field's own maximum is the contract's, checked before the service runs. */
const TEXT_GUARD = 10_000;
/**
 * Member-written text is stored clean (validate_and_sanitize_input, spec §7, as plain text): no
 * control characters or bidi overrides, trimmed, capped. The contract has already checked lengths;
 * React escapes it when shown, so markup stays visible text and is never interpreted.
 */
const memberText = (v: string | undefined) =>
  v === undefined ? undefined : validateAndSanitizeInput(v, { maxLength: TEXT_GUARD }) || null;

/** 'Berlin' → city; 'Berlin, Germany' → city, country; 'Austin, Texas, USA' → city, region, country. */
export function locationParts(text: string | null) {
  const parts = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const [city = null, second = null, ...rest] = parts;
  const split = parts.length <= 2 ? { city, region: null, country: second } : { city, region: second, country: rest.join(', ') };
  return { ...split, location: locationText(split), location_updated_at: new Date() };
}

export async function updateMyProfile(ctx: AppContext, userId: string, input: ProfileUpdateInput) {
  // The contract parsed the body: the username is trimmed, lower-cased and in the allowed form.
  const username = input.username;
  const patch: repo.ProfilePatch = {
    username,
    display_name: memberText(input.display_name),
    bio: memberText(input.bio),
    location: memberText(input.location),
    content_types: input.content_types ? [...new Set(input.content_types)] : undefined,
    default_content_filter: input.default_content_filter,
    visibility: input.visibility,
    noindex: input.noindex,
  };
  for (const k of Object.keys(patch) as (keyof repo.ProfilePatch)[]) if (patch[k] === undefined) delete patch[k];
  try {
    if (patch.location !== undefined) {
      // The free text and /location's parts stay in step: text typed in the profile editor that is not
      // 'City, Region, Country' of the stored parts is split at its commas into them (the coordinates stay).
      const current = await repo.findLocation(ctx.db, userId);
      if (current && patch.location !== locationText(current)) Object.assign(patch, locationParts(patch.location ?? null));
    }
    return await ctx.db.transaction(async (tx) => {
      // One UPDATE … RETURNING: no read first (the row exists since sign-up; an older account gets
      // it made on the rare miss), and no username lookup (the unique index answers below).
      let updated = await repo.updateProfile(tx, userId, patch);
      if (!updated) {
        await ensureProfile(tx, userId);
        updated = await repo.updateProfile(tx, userId, patch);
      }
      if (!updated) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
      // Discovery's typo vocabulary learns the words of the name as saved.
      if (patch.username !== undefined || patch.display_name !== undefined)
        await repo.addNameWords(tx, updated.username, updated.display_name);
      await published(ctx, tx, userId);
      return presentOwn(ctx, tx, updated);
    });
  } catch (e) {
    // A name someone else holds (in any letter case): the unique index on lower(username) refuses it.
    if (isUniqueViolation(e, 'profiles_username_key')) throw usernameTaken();
    throw e;
  }
}

const notAllowed = () => new AppError('conflict', PROFILE_MESSAGES.stepNotAllowed);

/**
 * Spec §4 onboarding transitions, enforced here so the wizard cannot be walked around: no step
 * past the next one, no step after 2 without a username, no step after 5 for a non-creator without
 * a business profile (a draft or registered), skipping verification only at step 3, completing only
 * from the last step, skipping the rest only once what is required is done.
 */
export async function onboardingAction(ctx: AppContext, userId: string, action: OnboardingAction) {
  return ctx.db.transaction(async (tx) => {
    const { profile } = await ensureProfile(tx, userId);
    if (profile.onboarding_completed) throw new AppError('conflict', PROFILE_MESSAGES.onboardingDone);
    const business = await businessStateOf(ctx, tx, userId);
    const hasBusiness = business.has_business_profile;
    const current = resumeOnboardingStep({ ...profile, has_business_profile: hasBusiness });
    const last = lastOnboardingStep(profile.profile_type);
    const patch: repo.ProfilePatch = { onboarding_last_seen: new Date() };
    switch (action.action) {
      case 'seen':
        break;
      case 'start': {
        patch.profile_type = decideProfileType({
          current: profile.profile_type,
          desired: action.profile_type,
          hasBusinessProfile: hasBusiness,
          onboardingCompleted: profile.onboarding_completed,
        });
        patch.onboarding_step = ONBOARDING_STEPS.avatar;
        break;
      }
      case 'step': {
        const target = action.step;
        if (target > last || target > current + 1) throw notAllowed();
        if (target > ONBOARDING_STEPS.personal && !hasUsername(profile.username)) throw usernameRequired();
        if (!isCreatorFlow(profile.profile_type) && target > ONBOARDING_STEPS.business && !hasBusiness) {
          throw new AppError('conflict', PROFILE_MESSAGES.businessDraftRequired);
        }
        patch.onboarding_step = target;
        break;
      }
      case 'skip_verification': {
        if (current !== ONBOARDING_STEPS.verification) throw notAllowed();
        patch.verification_skipped = true;
        patch.onboarding_step = ONBOARDING_STEPS.business;
        break;
      }
      case 'complete': {
        if (current !== last) throw notAllowed();
        patch.onboarding_completed = true;
        patch.onboarding_step = last;
        break;
      }
      case 'skip': {
        // The rest may wait only once a username (and a non-creator's complete business profile) exists.
        if (!onboardingRequiredDone({ ...profile, business_complete: business.business_complete })) {
          throw new AppError('conflict', PROFILE_MESSAGES.onboardingRequiredMissing);
        }
        patch.onboarding_completed = true;
        break;
      }
    }
    const updated = await repo.updateProfile(tx, userId, patch);
    if (!updated) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
    await published(ctx, tx, userId);
    if (patch.onboarding_completed) {
      // The member's first notification, in the same transaction as the completion (issue 8).
      await notify(ctx, tx, userId, {
        type: 'system_update',
        title: words(NOTICE_TEXT.profiles.welcome, { product: ctx.config.PRODUCT_NAME }),
        content: NOTICE_TEXT.profiles.welcomeContent,
        action_url: '/profile/edit',
      });
    }
    return presentMyProfile(updated, { business });
  });
}

/**
 * Spec §7 fix_profile_type(user_id, desired_profile_type) for the business feature to call (in its
 * transaction) once it knows whether the user has a business profile. Returns the resulting type.
 */
export async function fixProfileType(db: Executor, userId: string, desired: ProfileType, opts: { hasBusinessProfile: boolean }) {
  const { profile } = await ensureProfile(db, userId, desired);
  const next = decideProfileType({
    current: profile.profile_type,
    desired,
    hasBusinessProfile: opts.hasBusinessProfile,
    onboardingCompleted: profile.onboarding_completed,
  });
  if (next !== profile.profile_type) await repo.updateProfile(db, userId, { profile_type: next });
  return next;
}

/**
 * A block between two members in either direction. Every feature that lets one member reach another
 * (search, messages, follows, members-only content) must ask this and refuse when it is true.
 */
export async function isBlocked(ctx: AppContext, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  return repo.blockedEitherWay(ctx.db, a, b);
}

/** Members blocked by `userId` or blocking them, in one read: the feed leaves them out. */
export async function blockedEitherWayIds(ctx: AppContext, userId: string): Promise<string[]> {
  return repo.blockedEitherWayIds(ctx.db, userId);
}

/** The members `userId` muted, for feeds to leave out. */
export async function mutedBy(ctx: AppContext, userId: string): Promise<string[]> {
  return repo.mutedIds(ctx.db, userId);
}

export { myRelations, relationWith, setRelation } from './relations.ts';

/**
 * Of `ids`, the members `viewerId` (null: signed out) may see listed, as profile rows: not a block
 * between them either way, and not a members-only profile to a signed-out viewer (lists of followers,
 * following and connections; the same rules as the profile page).
 */
export async function listableMembers(ctx: AppContext, viewerId: string | null, ids: readonly string[]) {
  if (!ids.length) return new Map<string, repo.ProfileRow>();
  const [rows, blocked, hidden, geoHidden] = await Promise.all([
    repo.findProfilesByIds(ctx.db, ids),
    viewerId ? repo.blockedAmong(ctx.db, viewerId, ids) : Promise.resolve(new Set<string>()),
    hiddenAccountIds(ctx.db, ids),
    geoHiddenOwners(ctx, viewerId),
  ]);
  const shown = (r: repo.ProfileRow) =>
    !blocked.has(r.id) && !hidden.has(r.id) && !geoHidden.has(r.id) && (viewerId || r.visibility !== 'members');
  return new Map(rows.filter(shown).map((r) => [r.id, r]));
}

/** A profile row by username or id, with no visibility rule: for features that then check the type themselves (enterprise links). */
export const profileByIdentifier = (db: Executor, identifier: string) => findByIdentifier(db, identifier);

/**
 * A profile by username or id (spec §2 /model/{identifier}); members-only profiles need a session.
 * Those who may not see one (a visitor on a members-only profile, a member the owner blocked) get the
 * same 404 as for a profile that does not exist, so neither the account nor the block is revealed;
 * a suspended account's profile answers that 404 to everyone.
 */
export async function getPublicProfile(ctx: AppContext, identifier: string, actor: Actor | null) {
  const row = await findByIdentifier(ctx.db, identifier);
  if (!row) throw new AppError('not_found', PROFILE_MESSAGES.profileNotFound);
  if (row.visibility === 'members' && !actor) throw new AppError('not_found', PROFILE_MESSAGES.profileNotFound);
  if (actor && (await repo.hasBlocked(ctx.db, row.id, actor.userId))) throw new AppError('not_found', PROFILE_MESSAGES.profileNotFound);
  // A suspended account's profile is shown to nobody, as if it did not exist (its owner cannot sign in).
  if (await accountHidden(ctx.db, row.id)) throw new AppError('not_found', PROFILE_MESSAGES.profileNotFound);
  // Hidden from the request's place (geo-blocking): the neutral answer, never which rule.
  if (await geoHiddenFrom(ctx, row.id, actor?.userId ?? null)) throw new AppError('not_found', PROFILE_UNAVAILABLE);
  return presentPublicProfile(row);
}

/**
 * Whether a member is Pro now (spec §3 Pro status, §6 'Users without Pro ... cannot upload or edit').
 * Every feature asks here; the subscription feature will change what it reads, not who asks.
 */
export async function proStatusOf(ctx: Pick<AppContext, 'db'>, userId: string): Promise<{ is_pro: boolean; in_grace: boolean }> {
  const row = await repo.findProfileById(ctx.db, userId);
  if (!row) return { is_pro: false, in_grace: false };
  const now = new Date();
  return { is_pro: isProRow(row, now), in_grace: graceOfRow(row, now).active };
}

export { graceOfRow, isGrantedProRow, isPaidProRow, isProRow } from './presenter.ts';

/** The profiles row (the pro feature reads the Pro fields; `db` may be a transaction). */
export const profileRowOf = (db: Executor, userId: string) => repo.findProfileById(db, userId);

/** The row locked for the rest of `tx` (the grace downgrade: one of two concurrent runs waits, then sees `expired`). */
export const lockProfileRow = (tx: Executor, userId: string) => repo.findProfileForUpdate(tx, userId);

/** Members whose paid period ended and who are not yet downgraded (the pro feature's grace sweep). */
export const lapsedSubscriptions = (db: Executor, limit: number) => repo.lapsedSubscriptions(db, limit);

/**
 * The statuses admins set (spec §6 sponsor, ambassador, moderator-granted Pro with its end date), in the
 * pro feature's transaction; the member's open tabs refresh their Pro status through `profile.updated`.
 */
export async function setProGrants(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  v: { moderator_granted_end_date?: Date | null; is_sponsor?: boolean; is_ambassador?: boolean },
) {
  await ensureProfile(tx, userId);
  const updated = await repo.updateProfile(tx, userId, v);
  if (updated) await published(ctx, tx, userId);
  return updated;
}

/** Usernames of the given users (staff names in the moderation queue); a user without a profile maps to null. */
export async function usernamesOf(db: Executor, ids: string[]): Promise<Map<string, string | null>> {
  const rows = await repo.findProfilesByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r.username]));
  return new Map(ids.map((id) => [id, byId.get(id) ?? null]));
}

/** What a reviewer sees of a member: public identity and verification state (spec §6: verified skip the wait). */
export async function memberCards(db: Executor, ids: string[]) {
  const rows = await repo.findProfilesByIds(db, ids);
  return new Map(rows.map((r) => [r.id, presentMemberCard(r)]));
}

export { pageAnswerForSlug, profilePageMeta } from './pages.ts';

// ---------------------------------------------------------------------------------------------------
// What staff administration (the staff feature) asks of profiles. Rows go back as they are: the staff
// feature's presenter picks the fields an admin sees.

export type ProfileRow = repo.ProfileRow;

export const searchProfilesForStaff = (ctx: AppContext, opts: { text: string; ids: readonly string[]; offset: number; limit: number }) =>
  repo.searchProfiles(ctx.db, opts);
export const profilesByIds = (ctx: AppContext, ids: readonly string[]) => repo.findProfilesByIds(ctx.db, ids);

/** Members by profile type and new profiles per UTC day over the last `days` days (oldest first, zeros included). */
export async function memberFigures(ctx: AppContext, days: number) {
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  const [byType, perDay] = await Promise.all([repo.countProfilesByType(ctx.db), repo.countSignupsPerDay(ctx.db, start)]);
  const counts = new Map(perDay.map((r) => [r.day, r.n]));
  const series = Array.from({ length: days }, (_, i) => {
    const d = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { day: d, count: counts.get(d) ?? 0 };
  });
  return { byType: Object.fromEntries(byType.map((r) => [r.type, r.n])) as Partial<Record<ProfileType, number>>, perDay: series };
}

/**
 * Accounts management: identity verification back to not started (the member verifies again), in the
 * staff member's transaction; the member's open tabs refresh their profile.
 */
export async function resetVerification(ctx: AppContext, tx: Executor, userId: string) {
  const updated = await repo.updateProfile(tx, userId, {
    verification_status: null,
    verification_skipped: false,
    vaulth_verified: false,
    vaulth_verification_status: null,
    vaulth_user_id: null,
  });
  if (updated) await published(ctx, tx, userId);
  return updated;
}

/** Display name of a profile made by staff (a Post-Production Editor account), in the same transaction. */
export async function createStaffMadeProfile(tx: Executor, userId: string, displayName: string) {
  await repo.insertProfileIfMissing(tx, userId, 'creator');
  await repo.updateProfile(tx, userId, { display_name: displayName });
  await repo.addNameWords(tx, displayName);
}

/**
 * The compliance feature's copy of the hub's identity decision (spec §3 vaulth_verified,
 * vaulth_verification_status, vaulth_user_id), in its transaction; the member's open tabs refresh.
 */
export async function setVaulthState(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  v: { vaulth_verified: boolean; vaulth_verification_status: string; vaulth_user_id: string | null },
) {
  await ensureProfile(tx, userId);
  const before = await repo.findProfileById(tx, userId);
  const updated = await repo.updateProfile(tx, userId, v);
  if (updated) await published(ctx, tx, userId);
  if (updated && v.vaulth_verified && !before?.vaulth_verified) await emit(ctx, 'profiles.member_verified', { tx, userId });
  return updated;
}

/**
 * The paid subscription on the profiles row (spec §3; states in the contract's SUBSCRIPTION_STATUSES),
 * written by the billing feature in its webhook's transaction (and by the pro feature when a grace
 * period ends); the member's open tabs refresh their Pro status through `profile.updated`.
 */
export async function setSubscriptionState(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  v: { subscription_status: SubscriptionStatus | null; subscription_end_date: Date | null },
) {
  await ensureProfile(tx, userId);
  const updated = await repo.updateProfile(tx, userId, v);
  if (updated) await published(ctx, tx, userId);
  return updated;
}

/** Spec §4 domain step: domain_name, domain_verified and the manual-review verification_status. */
export async function setDomainState(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  v: { domain_name?: string | null; domain_verified?: boolean; verification_status?: string | null },
) {
  await ensureProfile(tx, userId);
  const updated = await repo.updateProfile(tx, userId, v);
  if (updated) await published(ctx, tx, userId);
  return updated;
}

export { geoHiddenFrom, geoHiddenOwners, geoHidesSomewhere, ownerPictureGuard, unlistedOwners } from './geo.ts';
export { type DiscoveredMember, type DiscoverFilters, discoverMembers, getMyLocation, updateMyLocation } from './location.ts';
