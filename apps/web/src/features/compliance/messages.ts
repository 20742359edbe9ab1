import { MESSAGES } from '@mb/contract/messages';

// Spec §8 words the compliance screens show. The browser-only ones live here; the server's own
// (e-mail, domain id) come back in its error answers.
export const COMPLIANCE_TEXT = {
  verificationSetupFailed: 'Verification Setup Failed',
  ssoTokenFailed: 'Failed to generate SSO token',
  verificationUrlFailed: 'Verification URL Generation Failed',
  verificationUrlFailedDetail: 'Failed to generate verification URL',
  openFailed: 'Failed to Open Verification',
  openFailedHint: 'Your browser blocked the new tab. Allow pop-ups for this site, or open the verification yourself with the link below.',
  statusFailed: 'Failed to check verification status',
  verificationFailed: MESSAGES.verificationFailed,
  verificationUnknown: MESSAGES.verificationUnknown,
  domainsFailed: 'Failed to fetch domains from vAulth',
  domainSelectFailed: 'Failed to select domain',
  manualRequestFailed: 'Failed to request manual verification',
  ssoRedirectFailed: 'SSO Redirect Failed',
  ssoInitiateFailed: 'Failed to initiate SSO',
  ssoValidationFailed: 'SSO validation failed',
} as const;
