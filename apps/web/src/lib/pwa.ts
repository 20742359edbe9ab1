import { getSession } from './session';
import { toast } from './toast';

// The service worker (issue 36; its text is the server's, apps/server/src/features/push/service-worker.ts),
// registered once the page has loaded so it never competes with the first page's downloads. A new
// release's worker waits: the member is offered "Update available" and chooses when to reload, so a
// running tab never mixes two releases' files.

export const UPDATE_TOAST = { title: 'Update available', action: 'Reload' } as const;
const CHECK_EVERY_MS = 60 * 60 * 1000;

let started = false;

export async function startServiceWorker(): Promise<void> {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  let reg: ServiceWorkerRegistration;
  try {
    reg = await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  } catch {
    return; // no worker (a private window, a blocked origin): the app works as a plain site
  }
  if (!reg) return;
  const offer = (worker: ServiceWorker) => {
    // Only an update: the first worker of a tab that had none is no release change.
    if (!navigator.serviceWorker.controller) return;
    toast(UPDATE_TOAST.title, {
      id: 'sw-update',
      duration: Number.POSITIVE_INFINITY,
      description: 'A new version of the app is ready.',
      action: { label: UPDATE_TOAST.action, onClick: () => worker.postMessage({ type: 'skip-waiting' }) },
    });
  };
  if (reg.waiting) offer(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const w = reg.installing;
    w?.addEventListener('statechange', () => {
      if (w.state === 'installed') offer(w);
    });
  });
  // The waiting worker took over (this tab's Reload, or another tab's): load the new release.
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading || !hadController) return;
    reloading = true;
    window.location.reload();
  });
  const hadController = Boolean(navigator.serviceWorker.controller);
  const check = () => void reg.update().catch(() => {});
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, CHECK_EVERY_MS);
}

/** How often a focused tab repeats that it has focus (the server believes it PUSH_LIMITS.presenceTtlMs). */
const PRESENCE_BEAT_MS = 60_000;
let presenceStarted = false;

/**
 * While this tab has the member's focus it says so (and repeats it every minute), so the server pushes
 * nothing the member is already looking at (issue 36); losing focus or hiding the tab says the opposite
 * at once, and so does closing it (a keepalive request outlives the tab). Only with a session.
 */
export function startPresence() {
  if (presenceStarted) return;
  presenceStarted = true;
  let focused = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const tell = (on: boolean) => {
    const token = getSession()?.access_token;
    if (!token) return;
    void fetch('/api/v1/push/presence', {
      method: 'PUT',
      keepalive: true,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ focused: on }),
    }).catch(() => {});
  };
  const update = () => {
    const now = document.visibilityState === 'visible' && document.hasFocus();
    if (now === focused) return;
    focused = now;
    clearInterval(timer);
    tell(now);
    if (now) timer = setInterval(() => tell(true), PRESENCE_BEAT_MS);
  };
  update();
  window.addEventListener('focus', update);
  window.addEventListener('blur', update);
  document.addEventListener('visibilitychange', update);
  // Said again on closing even after a blur just said it: the closing tab may cut that request off.
  window.addEventListener('pagehide', () => {
    focused = false;
    clearInterval(timer);
    tell(false);
  });
}
