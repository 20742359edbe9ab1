import type { ContentFilter } from '@mb/contract/profiles';
import { useSyncExternalStore } from 'react';

// Spec §4 "Content filter": starts at 'all'; loaded from default_content_filter after sign-in;
// reset to 'all' on sign-out. Kept in memory only: it is a per-visit view choice.

let current: ContentFilter = 'all';
const listeners = new Set<() => void>();

export const getContentFilter = () => current;
export function setContentFilter(f: ContentFilter) {
  if (f === current) return;
  current = f;
  for (const l of listeners) l();
}
export const resetContentFilter = () => setContentFilter('all');

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useContentFilter = () => useSyncExternalStore(subscribe, getContentFilter, () => 'all' as ContentFilter);
