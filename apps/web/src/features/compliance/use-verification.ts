import { COMPLIANCE_MESSAGES, type ComplianceMe, type VerificationType } from '@mb/contract/compliance';
import { LIMITS } from '@mb/contract/limits';
import { useCallback, useEffect, useReducer } from 'react';
import { toast } from '../../lib/toast';
import { HubLinkError } from './hub-link';
import { useCheckCompliance, useMakeHubLink } from './queries';
import { type CardState, cardReducer, initialCardState } from './verification-machine';

/**
 * Opens a hub page in a new tab (spec §7). Without 'noopener' in the features, so a blocked pop-up is
 * seen (window.open answers null); the opener is cut right after.
 */
export function openHubTab(url: string): boolean {
  const w = window.open(url, '_blank');
  if (!w) return false;
  try {
    w.opener = null;
  } catch {
    /* a cross-origin window refuses: it has no opener access anyway */
  }
  return true;
}

export interface Verification {
  state: CardState;
  /** ready / verifying: open the hub's verification page (a blocked pop-up shows the hint and a link). */
  open: () => void;
  /** The member opened the link by hand (the fallback under a blocked pop-up). */
  openedByHand: () => void;
  retry: () => void;
  checkAgain: () => void;
}

interface Deps {
  check: () => Promise<ComplianceMe>;
  makeLink: (type: VerificationType, returnUrl: string) => Promise<string>;
  open: (url: string) => boolean;
}

/** The verification card's side effects: what each state of verification-machine.ts asks for. */
export function useVerificationWith({ check, makeLink, open }: Deps, returnUrl: string): Verification {
  const [state, dispatch] = useReducer(cardReducer, initialCardState);

  useEffect(() => {
    if (state.kind !== 'loading') return;
    let live = true;
    check().then(
      (me) => live && dispatch({ type: 'loaded', status: me.identity.status }),
      () => live && dispatch({ type: 'load_failed' }),
    );
    return () => {
      live = false;
    };
  }, [state.kind, check]);

  useEffect(() => {
    if (state.kind !== 'generating') return;
    let live = true;
    makeLink('identity', returnUrl).then(
      (url) => live && dispatch({ type: 'generated', url }),
      (e: unknown) =>
        live &&
        dispatch({
          type: 'generate_failed',
          stage: e instanceof HubLinkError ? e.stage : 'token',
          message: e instanceof HubLinkError ? e.serverMessage : null,
        }),
    );
    return () => {
      live = false;
    };
  }, [state.kind, makeLink, returnUrl]);

  // Polling (spec §4, §9): one check 5 s after the previous answer, for about 24 attempts.
  const polling = state.kind === 'verifying' && !state.exhausted;
  const attempt = state.kind === 'verifying' ? state.attempt : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt changes with each answer, which schedules the next check
  useEffect(() => {
    if (!polling) return;
    let live = true;
    const timer = setTimeout(() => {
      check().then(
        (me) => live && dispatch({ type: 'polled', status: me.identity.status }),
        () => live && dispatch({ type: 'poll_failed' }),
      );
    }, LIMITS.verificationPollMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [polling, attempt, check]);

  const url = state.kind === 'ready' || state.kind === 'verifying' ? state.url : null;
  const openNow = useCallback(() => {
    if (!url) return;
    if (open(url)) dispatch({ type: 'opened' });
    else {
      dispatch({ type: 'blocked' });
      toast.error(COMPLIANCE_MESSAGES.openVerificationFailed, { description: COMPLIANCE_MESSAGES.popupBlockedHint });
    }
  }, [url, open]);

  return {
    state,
    open: openNow,
    openedByHand: useCallback(() => dispatch({ type: 'opened' }), []),
    retry: useCallback(() => dispatch({ type: 'retry' }), []),
    checkAgain: useCallback(() => dispatch({ type: 'check_again' }), []),
  };
}

/** The verification card for the signed-in member, coming back to `returnUrl` from the hub. */
export function useVerification(returnUrl: string): Verification {
  const check = useCheckCompliance();
  const makeLink = useMakeHubLink();
  return useVerificationWith({ check, makeLink, open: openHubTab }, returnUrl);
}
