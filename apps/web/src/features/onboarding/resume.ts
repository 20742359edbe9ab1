// The hub's return address (/onboarding) reopens the wizard even when spec §4's load rule would not
// (a creator with a username who left at step 3 to verify elsewhere): the return page asks, the gate
// listens. A flag in sessionStorage covers the gate mounting after the ask (a fresh load of /onboarding).

const KEY = 'mb.onboarding.resume';
const EVENT = 'mb:onboarding-resume';

export function askToResumeOnboarding() {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the event below still reaches a mounted gate.
  }
  window.dispatchEvent(new Event(EVENT));
}

/** True once per ask: the flag is cleared when read. */
export function takeResumeAsk(): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== '1') return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}

export function onResumeAsked(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
