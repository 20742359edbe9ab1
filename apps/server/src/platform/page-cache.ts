import type { AppContext } from './context.ts';

/**
 * The visitors' content pages the server rendered (http/ssr.ts), kept a short while in this process
 * (docs/ARCHITECTURE.md "Visitors' content pages"). Only what the anonymous API answers goes in one, so
 * nothing private can. Any change that could alter what a visitor sees clears the whole cache at once:
 * a successful write through the API (http/ssr.ts) and the features' events that change public content
 * outside a request (the seo module listens). A render that was running when the cache was cleared
 * is served but not kept (it may have read the old state).
 */
export interface CachedPage {
  html: string;
  status: number;
  headers: Record<string, string>;
  etag: string;
}

/** How long a rendered page is kept (a change clears it sooner). */
export const PAGE_CACHE_TTL_MS = 60_000;
/** The pages' HTML kept at most (about a hundred profile pages): the cache must not grow idle memory. */
export const PAGE_CACHE_MAX_BYTES = 4 * 1024 * 1024;

export class PageCache {
  private readonly entries = new Map<string, { page: CachedPage; at: number; bytes: number }>();
  private bytes = 0;
  /** Bumped by every clear: a render started under an older one is not kept. */
  generation = 0;

  constructor(
    private readonly ttlMs = PAGE_CACHE_TTL_MS,
    private readonly maxBytes = PAGE_CACHE_MAX_BYTES,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.at > this.ttlMs) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    // Most recently used last: eviction takes the first.
    this.entries.set(key, entry);
    return entry.page;
  }

  /** Keeps a page rendered under `generation` (the value read before the render began), unless cleared since. */
  set(key: string, page: CachedPage, generation: number) {
    if (generation !== this.generation) return;
    const bytes = page.html.length * 2;
    if (bytes > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, { page, at: this.now(), bytes });
    this.bytes += bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }
}

const caches = new WeakMap<AppContext, PageCache>();

/** This app context's cache of rendered visitor pages. */
export function pageCache(ctx: AppContext): PageCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new PageCache();
    caches.set(ctx, cache);
  }
  return cache;
}

/** Forgets every rendered visitor page at once (a change to something public). */
export function invalidatePublicPages(ctx: AppContext) {
  pageCache(ctx).clear();
}
