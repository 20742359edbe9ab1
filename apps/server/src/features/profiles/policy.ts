import type { ProfileType } from '@mb/contract/auth';

// Authorization for profiles is structural: every write goes to /profiles/me and the repository
// scopes it to the signed-in user's id, so nobody can address another member's row. What remains
// are the rules about who may become which kind of account.

/**
 * Spec §7 fix_profile_type / §4: the account type a profile should have.
 * - A user with a business profile is a business, whatever else was asked for or stored.
 * - Otherwise the type is chosen at sign-up or onboarding step 0, and stays fixed once onboarding
 *   is complete (later changes go through support, not the member's own request).
 */
export function decideProfileType(input: {
  current: ProfileType;
  desired: ProfileType;
  hasBusinessProfile: boolean;
  onboardingCompleted: boolean;
}): ProfileType {
  if (input.hasBusinessProfile) return 'business';
  if (input.onboardingCompleted) return input.current;
  return input.desired;
}
