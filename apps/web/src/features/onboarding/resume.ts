// Asks to reopen the wizard even when spec §4's load rule would not: the hub's return address
// (/onboarding) for a creator with a username who left at step 3 to verify elsewhere, and the
// complete-profile guard for a member who left onboarding unfinished (issue 31), who names the page
// they wanted so that finishing takes them there. The asker asks, the gate listens. A flag in
// sessionStorage covers the gate mounting after the ask (a fresh load of /onboarding).

const KEY = 'mb.onboarding.resume';
const EVENT = 'mb:onboarding-resume';

export interface ResumeAsk {
  /** The page to open once onboarding is finished (an in-app path), or null: the usual landing. */
  returnTo: string | null;
}

/** An in-app path only ('/network?x=1'), never another origin ('//host', 'https://...'). */
const inAppPath = (p: unknown): p is string => typeof p === 'string' && p.startsWith('/') && !p.startsWith('//') && !p.includes('\\');

export function askToResumeOnboarding(returnTo?: string) {
  const ask: ResumeAsk = { returnTo: inAppPath(returnTo) ? returnTo : null };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(ask));
  } catch {
    // Storage refused (private mode): the event below still reaches a mounted gate.
  }
  window.dispatchEvent(new CustomEvent<ResumeAsk>(EVENT, { detail: ask }));
}

/** The ask, once: the flag is cleared when read. */
export function takeResumeAsk(): ResumeAsk | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(KEY);
    const returnTo = (JSON.parse(raw) as { returnTo?: unknown } | null)?.returnTo;
    return { returnTo: inAppPath(returnTo) ? returnTo : null };
  } catch {
    return null;
  }
}

/** Calls `listener` with each ask made while the gate is mounted (clearing the stored flag). */
export function onResumeAsked(listener: (ask: ResumeAsk) => void): () => void {
  const heard = (e: Event) => listener(takeResumeAsk() ?? (e as CustomEvent<ResumeAsk>).detail);
  window.addEventListener(EVENT, heard);
  return () => window.removeEventListener(EVENT, heard);
}
