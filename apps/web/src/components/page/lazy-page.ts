import { LIMITS } from '@mb/contract/limits';
import { type ComponentType, createElement, type ReactElement } from 'react';
import { LazyLoadFailure } from './lazy-load-failure';

type Loader = () => Promise<{ default: ComponentType }>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Imports a module, retrying a failed download up to 3 times after 1 s, 2 s and 4 s (spec §2, §9).
 * Rejects with the last error when every attempt failed.
 */
export async function importWithRetry<T>(load: () => Promise<T>, delays: readonly number[] = LIMITS.lazyLoadRetryDelaysMs): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await wait(delays[attempt - 1] ?? 0);
    try {
      return await load();
    } catch (e) {
      lastError = e;
    }
  }
  throw lastError;
}

/**
 * A lazily loaded route page: every page is its own chunk, so the first page ships little JavaScript.
 * When the chunk cannot be fetched even after the retries, the route renders the lazy-load failure
 * screen, whose Try Again loads it again in place. (The router caches a route's lazy() result, so a
 * rejected promise would stick; resolving to the failure screen keeps recovery possible.)
 */
export const page = (load: Loader, delays: readonly number[] = LIMITS.lazyLoadRetryDelaysMs) => {
  let loaded: ComponentType | null = null;
  return async (): Promise<{ Component: ComponentType } | { element: ReactElement }> => {
    try {
      loaded = (await importWithRetry(load, delays)).default;
      return { Component: loaded };
    } catch (error) {
      console.error('Page failed to load', error);
      const onLoaded = (c: ComponentType) => {
        loaded = c;
      };
      return { element: createElement(LazyLoadFailure, { load, loaded: () => loaded, onLoaded }) };
    }
  };
};
