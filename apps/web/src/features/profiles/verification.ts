import type { MyProfile } from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';

export type VerificationState = 'verified' | 'pending' | 'failed' | 'not_started' | 'unknown';

/** Spec §4 verification status screen: verified, pending, failed or not_started (from the stored status). */
export function verificationState(
  p: Pick<MyProfile, 'vaulth_verified' | 'vaulth_verification_status' | 'verification_status'>,
): VerificationState {
  if (p.vaulth_verified) return 'verified';
  const s = p.vaulth_verification_status ?? p.verification_status;
  if (!s || s === 'not_started') return 'not_started';
  if (s === 'verified' || s === 'pending' || s === 'failed') return s;
  return 'unknown';
}

export const VERIFICATION_TEXT: Record<VerificationState, { title: string; message: string }> = {
  verified: { title: 'Identity verified', message: 'Your identity is verified. Your profile shows the verified badge.' },
  pending: {
    title: 'Verification in progress',
    message: 'Your verification is being reviewed. This usually takes 5-10 minutes.',
  },
  failed: { title: 'Verification failed', message: MESSAGES.verificationFailed },
  not_started: {
    title: 'Not verified yet',
    message: 'You have not verified your identity yet. You can do it later at any time.',
  },
  unknown: {
    title: 'Status unknown',
    message: MESSAGES.verificationUnknown,
  },
};
