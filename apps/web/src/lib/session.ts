import type { Session } from '@mb/contract/auth';
import { LIMITS, STORAGE_KEYS } from '@mb/contract/limits';

// The session lives in localStorage (spec §1) so it survives reloads and is shared by tabs. One tab
// refreshes at a time (Web Locks), and the others pick the new tokens up from the storage event.

type Listener = (s: Session | null) => void;
const listeners = new Set<Listener>();
let current: Session | null = read();
let timer: ReturnType<typeof setTimeout> | undefined;

function read(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.session);
    if (!raw) return null;
    const s = JSON.parse(raw) as Session;
    return s?.access_token && s.refresh_token && s.user?.id ? s : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const l of listeners) l(current);
  schedule();
}

export function getSession(): Session | null {
  return current;
}

export function setSession(s: Session | null) {
  current = s;
  if (s) localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(s));
  else localStorage.removeItem(STORAGE_KEYS.session);
  emit();
}

/**
 * 'Use Platform as': the enterprise's own session, kept while a delegated one (a linked studio) is in
 * use, so the tab can come back to it when the delegated one ends (the link was ended).
 */
export function getOwnSession(): Session | null {
  try {
    const s = JSON.parse(localStorage.getItem(STORAGE_KEYS.ownSession) ?? 'null') as Session | null;
    return s?.access_token && s.refresh_token && s.user?.id ? s : null;
  } catch {
    return null;
  }
}
export function setOwnSession(s: Session | null) {
  if (s) localStorage.setItem(STORAGE_KEYS.ownSession, JSON.stringify(s));
  else localStorage.removeItem(STORAGE_KEYS.ownSession);
}

export function subscribeSession(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEYS.session && e.key !== null) return;
    current = read();
    emit();
  });
}

const secondsLeft = (s: Session) => s.expires_at - Date.now() / 1000;
export const needsRefresh = (s: Session) => secondsLeft(s) < LIMITS.sessionRefreshThresholdSeconds;

let inflight: Promise<Session | null> | null = null;

async function callRefresh(refreshToken: string): Promise<Session | null | 'network'> {
  try {
    const res = await fetch('/api/v1/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    if (res.ok) return (await res.json()) as Session;
    if (res.status === 401) return null;
    return 'network';
  } catch {
    return 'network';
  }
}

/** Refreshes the session if under 300 s remain (spec §4, §9). Returns the usable session or null. */
export function ensureFreshSession(force = false): Promise<Session | null> {
  const s = current;
  if (!s) return Promise.resolve(null);
  if (!force && !needsRefresh(s)) return Promise.resolve(s);
  inflight ??= withLock(async () => {
    // Another tab may have refreshed while we waited for the lock.
    const latest = read();
    if (!latest) {
      setSession(null);
      return null;
    }
    if (!force && !needsRefresh(latest)) {
      if (latest.access_token !== current?.access_token) setSession(latest);
      return latest;
    }
    const next = await callRefresh(latest.refresh_token);
    // The tab moved to another session while the refresh was out (an account switch revokes the one
    // being refreshed): that one stands, whatever this refresh answered.
    if (current?.refresh_token !== latest.refresh_token) return current;
    if (next === 'network') return secondsLeft(latest) > 0 ? latest : null;
    setSession(next);
    return next;
  }).finally(() => {
    inflight = null;
  });
  return inflight;
}

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks?.request) {
    return navigator.locks.request('mb-session-refresh', fn) as Promise<T>;
  }
  return fn();
}

function schedule() {
  if (timer) clearTimeout(timer);
  const s = current;
  if (!s || typeof window === 'undefined') return;
  // A little before the threshold, with jitter so tabs do not all wake at once.
  const ms = Math.max(1_000, (secondsLeft(s) - LIMITS.sessionRefreshThresholdSeconds) * 1000 + Math.random() * 5_000);
  timer = setTimeout(() => void ensureFreshSession(), Math.min(ms, 2 ** 31 - 1));
}

schedule();
if (typeof document !== 'undefined') {
  // A laptop waking from sleep: timers were paused, so check on return.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void ensureFreshSession();
  });
}
