import { TWOFACTOR_MESSAGES } from '@mb/contract/twofactor';
import { api } from '../../lib/api';
import { setSession } from '../../lib/session';

// Passkey sign-in (issue 18). Loaded only when the member clicks a passkey button: @simplewebauthn/browser
// stays out of the /auth page's first load (the visitor JS budget).

/** Why a WebAuthn call failed, in the member's words. */
export function passkeyError(e: unknown): string {
  const name = (e as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return TWOFACTOR_MESSAGES.passkeyCancelled;
  if (e instanceof Error && ('status' in e || e.message === TWOFACTOR_MESSAGES.passkeysUnsupported)) return e.message;
  return TWOFACTOR_MESSAGES.passkeyFailed;
}

/**
 * Signs in with a passkey: password-less (a discoverable passkey picks the account), or with
 * `challengeToken` as the second factor of the sign-in whose password was right. Stores the session.
 */
export async function signInWithPasskey(challengeToken?: string) {
  const { startAuthentication, browserSupportsWebAuthn } = await import('@simplewebauthn/browser');
  if (!browserSupportsWebAuthn()) throw new Error(TWOFACTOR_MESSAGES.passkeysUnsupported);
  const { ceremony_token, options } = await api('passkeyOptions', {
    body: challengeToken ? { challenge_token: challengeToken } : {},
  });
  const response = await startAuthentication({ optionsJSON: options as never });
  const session = await api('passkeySignIn', { body: { ceremony_token, response: response as unknown as Record<string, unknown> } });
  setSession(session);
  return session;
}
