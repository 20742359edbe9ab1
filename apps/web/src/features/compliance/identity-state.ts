import type { ComplianceMe } from '@mb/contract/compliance';
import type { MyProfile } from '@mb/contract/profiles';
import { type VerificationState, verificationState } from '../profiles';

/**
 * The identity status to show (spec §4 status screen): the hub's when it answered, else the stored
 * one (the server's fallback, or the profile's copy when even our server did not answer). `stale` says
 * it is the stored one.
 */
export function identityState(
  me: ComplianceMe | undefined,
  failed: boolean,
  profile: Pick<MyProfile, 'vaulth_verified' | 'vaulth_verification_status' | 'verification_status'>,
): { state: VerificationState; stale: boolean } {
  if (me) return { state: me.identity.status, stale: me.identity.source === 'stored' };
  return { state: verificationState(profile), stale: failed };
}
