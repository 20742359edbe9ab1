import { LIMITS } from '@mb/contract/limits';
import type { ContentType, MyProfile, PublicProfile } from '@mb/contract/profiles';
import { CONTENT_TYPES } from '@mb/contract/profiles';
import type { ProfileRow } from './repository.ts';

/**
 * Pro status (spec §3 Pro status, §6 'Pro, moderator-granted Pro'). Paid Pro: a subscription state
 * other than `expired` whose paid period runs past now (`active` with no end date: open-ended);
 * granted Pro: an admin's grant whose end date is ahead. This is the one place the rule lives:
 * `proStatusOf` and the pro feature read it, and discoverMembers' `proOnly` is the same rule in SQL.
 */
type ProFields = Pick<ProfileRow, 'subscription_status' | 'subscription_end_date' | 'moderator_granted_end_date'>;
export const isPaidProRow = (p: Omit<ProFields, 'moderator_granted_end_date'>, now = new Date()) =>
  p.subscription_status !== null &&
  p.subscription_status !== 'expired' &&
  (p.subscription_end_date === null ? p.subscription_status === 'active' : p.subscription_end_date > now);
export const isGrantedProRow = (p: Pick<ProfileRow, 'moderator_granted_end_date'>, now = new Date()) =>
  p.moderator_granted_end_date !== null && p.moderator_granted_end_date > now;
export const isProRow = (p: ProFields, now = new Date()) => isPaidProRow(p, now) || isGrantedProRow(p, now);

const DAY_MS = 86_400_000;
/**
 * The grace period (spec §4 Grace period, contract SUBSCRIPTION_STATUSES): a paid period that ended
 * (end date at or before now) in any state but `expired` starts 14 days of grace from that end date.
 * It lasts until the downgrade sets `expired` (at `end`, the expiry job runs it); a renewal (end date
 * ahead again) or an admin's Pro grant lifts it. `end` is when the Pro content is deleted.
 */
export function graceOfRow(p: ProFields, now = new Date()): { active: boolean; end: Date | null } {
  const lapsed =
    p.subscription_status !== null &&
    p.subscription_status !== 'expired' &&
    p.subscription_end_date !== null &&
    p.subscription_end_date <= now;
  if (!lapsed || !p.subscription_end_date) return { active: false, end: null };
  const end = new Date(p.subscription_end_date.getTime() + LIMITS.gracePeriodDays * DAY_MS);
  return { active: !isGrantedProRow(p, now), end };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** Only known content types leave the server, whatever an old row holds. */
export const contentTypesOnly = (v: string[]) => v.filter((t): t is ContentType => (CONTENT_TYPES as readonly string[]).includes(t));

/** The owner's view: everything the onboarding wizard, dashboard and settings need. */
export function presentMyProfile(
  p: ProfileRow,
  extra: { business: { has_business_profile: boolean; business_complete: boolean }; isNew?: boolean },
): MyProfile {
  return {
    id: p.id,
    profile_type: p.profile_type,
    username: p.username,
    display_name: p.display_name,
    bio: p.bio,
    location: p.location,
    content_types: contentTypesOnly(p.content_types),
    default_content_filter: p.default_content_filter,
    avatar_url: p.avatar_url,
    avatar_thumb_url: p.avatar_thumb_url,
    avatar_approved_url: p.avatar_approved_url,
    avatar_moderation_status: p.avatar_moderation_status,
    avatar_rejection_reason: p.avatar_moderation_status === 'rejected' ? p.avatar_rejection_reason : null,
    onboarding_completed: p.onboarding_completed,
    onboarding_step: p.onboarding_step,
    onboarding_last_seen: iso(p.onboarding_last_seen),
    verification_skipped: p.verification_skipped,
    verification_status: p.verification_status,
    vaulth_verified: p.vaulth_verified,
    vaulth_verification_status: p.vaulth_verification_status,
    domain_name: p.domain_name,
    domain_verified: p.domain_verified,
    subscription_status: p.subscription_status,
    subscription_end_date: iso(p.subscription_end_date),
    visibility: p.visibility,
    noindex: p.noindex,
    has_business_profile: extra.business.has_business_profile,
    business_complete: extra.business.business_complete,
    is_new: extra.isNew ?? false,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

/**
 * Everyone else's view. Built field by field (never a spread of the row), so e-mail, verification
 * data, subscription and moderation details cannot leak; the avatar is the last approved one.
 */
export function presentPublicProfile(p: ProfileRow): PublicProfile {
  return {
    id: p.id,
    profile_type: p.profile_type,
    username: p.username,
    display_name: p.display_name,
    bio: p.bio,
    location: p.location,
    content_types: contentTypesOnly(p.content_types),
    avatar_url: p.avatar_approved_url,
    verified: p.vaulth_verified,
    pro: isProRow(p),
    visibility: p.visibility,
    noindex: p.noindex,
    member_since: p.created_at.toISOString(),
  };
}

/** For staff tools: who the member is and where their verification stands; no contact data. */
export function presentMemberCard(p: ProfileRow) {
  return {
    id: p.id,
    username: p.username,
    display_name: p.display_name,
    avatar_url: p.avatar_approved_thumb_url ?? p.avatar_approved_url,
    profile_type: p.profile_type,
    verified: p.vaulth_verified,
    verification_status: p.vaulth_verification_status ?? p.verification_status,
    member_since: p.created_at.toISOString(),
  };
}
