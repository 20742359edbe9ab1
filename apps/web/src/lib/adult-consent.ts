import { useSyncExternalStore } from 'react';

// Issue 10: NSFW portfolio items stay blurred until the reader confirms they are 18 or older. The answer
// is remembered per browser (localStorage 'adult-confirmed'), shared by every gallery and every tab
// (the storage event); galleries then ask the server again with adult=1 for the real media URLs.

export const ADULT_CONFIRMED_KEY = 'adult-confirmed';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(ADULT_CONFIRMED_KEY) === 'true';
  } catch {
    return false;
  }
}

let confirmed = typeof localStorage === 'undefined' ? false : read();

const notify = () => {
  for (const l of listeners) l();
};

/** Remembers the reader's 18+ confirmation in this browser (a private window forgets it; that is fine). */
export function confirmAdult() {
  try {
    localStorage.setItem(ADULT_CONFIRMED_KEY, 'true');
  } catch {
    /* storage refused: remembered for this page only */
  }
  if (confirmed) return;
  confirmed = true;
  notify();
}

export const isAdultConfirmed = () => confirmed;

function onStorage(e: StorageEvent) {
  if (e.key !== ADULT_CONFIRMED_KEY && e.key !== null) return;
  const next = read();
  if (next === confirmed) return;
  confirmed = next;
  notify();
}

const subscribe = (l: () => void) => {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(l);
  return () => {
    listeners.delete(l);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
};

/** Whether this browser confirmed 18+; re-renders when it does (here or in another tab). */
export const useAdultConfirmed = () => useSyncExternalStore(subscribe, isAdultConfirmed, () => false);
