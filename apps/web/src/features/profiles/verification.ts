import type { MyProfile } from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';
import { t, tm } from '../../lib/i18n';

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

/** What each state says, in the current language. */
export function verificationText(state: VerificationState): { title: string; message: string } {
  switch (state) {
    case 'verified':
      return {
        title: t('profiles.verification.verified', 'Identity verified'),
        message: t('profiles.verification.verifiedText', 'Your identity is verified. Your profile shows the verified badge.'),
      };
    case 'pending':
      return {
        title: t('profiles.verification.pending', 'Verification in progress'),
        message: t('profiles.verification.pendingText', 'Your verification is being reviewed. This usually takes 5-10 minutes.'),
      };
    case 'failed':
      return { title: t('profiles.verification.failed', 'Verification failed'), message: tm(MESSAGES.verificationFailed) };
    case 'not_started':
      return {
        title: t('profiles.verification.notStarted', 'Not verified yet'),
        message: t('profiles.verification.notStartedText', 'You have not verified your identity yet. You can do it later at any time.'),
      };
    default:
      return { title: t('profiles.verification.unknown', 'Status unknown'), message: tm(MESSAGES.verificationUnknown) };
  }
}

// The same texts by state, read when used (so in the current language): the pages that show them index it.
export const VERIFICATION_TEXT: Readonly<Record<VerificationState, { title: string; message: string }>> = {
  get verified() {
    return verificationText('verified');
  },
  get pending() {
    return verificationText('pending');
  },
  get failed() {
    return verificationText('failed');
  },
  get not_started() {
    return verificationText('not_started');
  },
  get unknown() {
    return verificationText('unknown');
  },
};
