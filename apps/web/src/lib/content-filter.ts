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

/** Whether an item tagged with content types passes the filter (untagged items always pass). */
export function matchesContentFilter(filter: ContentFilter, types: readonly string[] | null | undefined): boolean {
  if (filter === 'all' || !types || types.length === 0) return true;
  return types.includes(filter) || types.includes('anything_goes');
}
