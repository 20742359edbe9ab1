import type { ProfileType } from '@mb/contract/auth';

// Authorization for profiles is structural: every write goes to /profiles/me and the repository
// scopes it to the signed-in user's id, so nobody can address another member's row. What remains
// are the rules about who may become which kind of account.

/**
 * Spec §7 fix_profile_type / §4: the account type a profile should have.
 * - A user with a business profile is never a creator: a creator is corrected to business (§4). Studio
 *   and enterprise accounts register their business too (onboarding step 5 is every non-creator's), so
 *   they keep their type and its menus.
 * - Otherwise the type is chosen at sign-up or onboarding step 0, and stays fixed once onboarding
 *   is complete (later changes go through support, not the member's own request).
 */
export function decideProfileType(input: {
  current: ProfileType;
  desired: ProfileType;
  hasBusinessProfile: boolean;
  onboardingCompleted: boolean;
}): ProfileType {
  const type = input.onboardingCompleted ? input.current : input.desired;
  return input.hasBusinessProfile && type === 'creator' ? 'business' : type;
}
