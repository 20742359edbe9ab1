import { LIMITS } from '@mb/contract/limits';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * A read for the public pages a visitor opens first (home, pricing, the company and legal pages),
 * without TanStack Query: the query library is not part of the first page (issue 11; see
 * docs/ARCHITECTURE.md "First page"). Same rules as the app's queries (spec §9): an answer is fresh
 * for 5 minutes and kept per key for the tab's life, a failed read is tried once more after 1 s, and
 * the result has the fields of a useQuery result that these pages read. The server snapshot (the
 * build's prerender, and hydration) is always the pending state, so a prerendered page hydrates on
 * its loading state and shows the answer right after.
 */
export type PublicData<T> = (
  | { data: undefined; isPending: true; isSuccess: false; isError: false }
  | { data: T; isPending: false; isSuccess: true; isError: false }
  | { data: T | undefined; isPending: false; isSuccess: false; isError: true }
) & { error: unknown; isFetching: boolean; refetch: () => Promise<void> };

interface Snapshot {
  data: unknown;
  error: unknown;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  isFetching: boolean;
}

interface Entry {
  snapshot: Snapshot;
  at: number;
  running: Promise<void> | null;
  listeners: Set<() => void>;
  /** The read of the latest render under this key. */
  fetcher: () => Promise<unknown>;
}

const PENDING: Snapshot = { data: undefined, error: null, isPending: true, isSuccess: false, isError: false, isFetching: false };
const entries = new Map<string, Entry>();

function entryFor(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { snapshot: PENDING, at: 0, running: null, listeners: new Set(), fetcher: () => Promise.resolve(undefined) };
    entries.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, next: Partial<Snapshot>) {
  entry.snapshot = { ...entry.snapshot, ...next };
  for (const l of entry.listeners) l();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function load(entry: Entry): Promise<void> {
  if (entry.running) return entry.running;
  publish(entry, { isFetching: true });
  entry.running = (async () => {
    let error: unknown = null;
    for (let attempt = 0; attempt <= LIMITS.queryRetries; attempt++) {
      if (attempt > 0) await wait(1000 * 2 ** (attempt - 1));
      try {
        const data = await entry.fetcher();
        entry.at = Date.now();
        publish(entry, { data, error: null, isPending: false, isSuccess: true, isError: false, isFetching: false });
        return;
      } catch (e) {
        error = e;
      }
    }
    // A failed refetch keeps the last answer (as TanStack Query does), and says it failed.
    publish(entry, { error, isPending: false, isError: true, isSuccess: false, isFetching: false });
  })().finally(() => {
    entry.running = null;
  });
  return entry.running;
}

/** Reads `fetcher`'s answer under `key` (one key per distinct read), fetching when missing or older than `staleMs`. */
export function usePublicData<T>(key: string, fetcher: () => Promise<T>, staleMs: number = LIMITS.queryStaleMs): PublicData<T> {
  const entry = entryFor(key);
  entry.fetcher = fetcher;
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => entry.snapshot,
    () => PENDING,
  );
  useEffect(() => {
    if (!entry.snapshot.isSuccess || Date.now() - entry.at > staleMs) void load(entry);
  }, [entry, staleMs]);
  const refetch = useCallback(() => load(entry), [entry]);
  return { ...snapshot, refetch } as PublicData<T>;
}

/**
 * Forgets the answers under keys starting with `prefix`, so the next page that reads one asks the server
 * again (a staff write that changes what the public pages show: the blog's writing desk).
 */
export function forgetPublicData(prefix: string) {
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
}

/** For tests: forgets every answer. */
export function resetPublicData() {
  entries.clear();
}
