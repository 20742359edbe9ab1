import { STORAGE_KEYS } from '@mb/contract/limits';
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark' | 'system';
const listeners = new Set<() => void>();
const media = typeof window !== 'undefined' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

function getTheme(): Theme {
  try {
    const t = localStorage.getItem(STORAGE_KEYS.theme);
    return t === 'light' || t === 'dark' ? t : 'system';
  } catch {
    return 'system';
  }
}

const resolveTheme = (t: Theme): 'light' | 'dark' => (t === 'system' ? (media?.matches ? 'dark' : 'light') : t);

function apply() {
  const resolved = resolveTheme(getTheme());
  const root = document.documentElement;
  // Only what changes: any change to the root element's class or style recalculates the whole document's
  // style, and the head script (index.html) has already set both for the first page.
  const other = resolved === 'dark' ? 'light' : 'dark';
  if (root.classList.contains(other)) root.classList.remove(other);
  if (!root.classList.contains(resolved)) root.classList.add(resolved);
  if (root.style.colorScheme !== resolved) root.style.colorScheme = resolved;
  for (const l of listeners) l();
}

export function setTheme(t: Theme) {
  localStorage.setItem(STORAGE_KEYS.theme, t);
  apply();
}

media?.addEventListener('change', () => getTheme() === 'system' && apply());
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => e.key === STORAGE_KEYS.theme && apply());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useTheme = () => useSyncExternalStore(subscribe, getTheme, () => 'system' as Theme);
export const useResolvedTheme = () =>
  useSyncExternalStore(
    subscribe,
    () => resolveTheme(getTheme()),
    () => 'dark' as const,
  );
