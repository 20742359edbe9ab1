import { COMPLIANCE_MESSAGES as C, type IdentityStatus } from '@mb/contract/compliance';
import { LIMITS } from '@mb/contract/limits';
import { MESSAGES } from '@mb/contract/ui-text';

// The embedded identity verification card's states (spec §4 'Verification UI'): loading, generating,
// ready, verifying, completed, error. Pure, so every transition is unit-tested without a browser
// (verification-machine.test.ts); use-verification.ts runs the side effects each state asks for.
//
//   loading ──loaded(not_started)──► generating ──generated──► ready ──opened──► verifying ──polled(verified)──► completed
//      │         loaded(verified) ─────────────────────────────────────────────────────────────────────────► completed
//      │         loaded(pending) ──────────────────────────────────────────► verifying (the hub has the documents)
//      │         loaded(failed) ──► error (failed: Try Again generates a new link)
//      └─load_failed─► error        generating ──generate_failed──► error (Try Again)
//   verifying polls every 5 s for about 24 attempts (§9), then waits for 'Check Again'; polled(failed) ► error.

export type ErrorReason = 'status' | 'token' | 'url' | 'failed';

export type CardState =
  | { kind: 'loading' }
  | { kind: 'generating' }
  /** The link is made; `blocked` once the browser refused to open the tab (a pop-up blocker). */
  | { kind: 'ready'; url: string; blocked: boolean }
  /** Polling; `url` to open the hub again (null when the verification was started elsewhere). */
  | { kind: 'verifying'; url: string | null; attempt: number; exhausted: boolean }
  | { kind: 'completed' }
  | { kind: 'error'; reason: ErrorReason; title: string; message: string };

export type CardEvent =
  | { type: 'loaded'; status: IdentityStatus }
  | { type: 'load_failed' }
  /** Start over: Try Again after an error or a failed verification. */
  | { type: 'retry' }
  | { type: 'generated'; url: string }
  | { type: 'generate_failed'; stage: 'token' | 'url'; message?: string | null }
  | { type: 'opened' }
  | { type: 'blocked' }
  | { type: 'polled'; status: IdentityStatus }
  /** One poll could not reach us: it counts as an attempt, the next one may. */
  | { type: 'poll_failed' }
  | { type: 'check_again' };

export const initialCardState: CardState = { kind: 'loading' };

/** Titles and messages of spec §8 for each way the card can fail. */
export const CARD_ERRORS: Record<ErrorReason, { title: string; message: string }> = {
  status: { title: C.checkStatusFailed, message: MESSAGES.verificationUnknown },
  token: { title: C.verificationSetupFailed, message: C.ssoTokenFailed },
  url: { title: C.verificationUrlGenerationFailed, message: C.verificationUrlFailed },
  failed: { title: 'Verification failed', message: MESSAGES.verificationFailed },
};

const error = (reason: ErrorReason, message?: string | null): CardState => ({
  kind: 'error',
  reason,
  title: CARD_ERRORS[reason].title,
  message: message || CARD_ERRORS[reason].message,
});

const verifying = (url: string | null): CardState => ({ kind: 'verifying', url, attempt: 0, exhausted: false });

function afterStatus(status: IdentityStatus, url: string | null): CardState {
  if (status === 'verified') return { kind: 'completed' };
  if (status === 'failed') return error('failed');
  if (status === 'pending') return verifying(url);
  return { kind: 'generating' };
}

export function cardReducer(state: CardState, event: CardEvent): CardState {
  switch (event.type) {
    case 'loaded':
      return state.kind === 'loading' ? afterStatus(event.status, null) : state;
    case 'load_failed':
      return state.kind === 'loading' ? error('status') : state;
    case 'retry':
      // A failed verification or a failed link: make a new link. A status that could not be read: read it again.
      if (state.kind !== 'error') return state;
      return state.reason === 'status' ? { kind: 'loading' } : { kind: 'generating' };
    case 'generated':
      return state.kind === 'generating' ? { kind: 'ready', url: event.url, blocked: false } : state;
    case 'generate_failed':
      return state.kind === 'generating' ? error(event.stage, event.message) : state;
    case 'opened':
      if (state.kind === 'ready') return verifying(state.url);
      if (state.kind === 'verifying') return verifying(state.url);
      return state;
    case 'blocked':
      return state.kind === 'ready' ? { ...state, blocked: true } : state;
    case 'polled': {
      if (state.kind !== 'verifying' || state.exhausted) return state;
      if (event.status === 'verified') return { kind: 'completed' };
      if (event.status === 'failed') return error('failed');
      return next(state);
    }
    case 'poll_failed':
      return state.kind === 'verifying' && !state.exhausted ? next(state) : state;
    case 'check_again':
      return state.kind === 'verifying' ? verifying(state.url) : state;
  }
}

function next(state: Extract<CardState, { kind: 'verifying' }>): CardState {
  const attempt = state.attempt + 1;
  return { ...state, attempt, exhausted: attempt >= LIMITS.verificationPollAttempts };
}
