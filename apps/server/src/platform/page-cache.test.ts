import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';

const page = (html: string) => ({ html, status: 200, headers: {}, etag: `"${html.length}"` });

describe('the rendered visitor pages kept in process', () => {
  it('keeps a page for its time, then forgets it', () => {
    let now = 1_000;
    const cache = new PageCache(60_000, 1024 * 1024, () => now);
    cache.set('/ruby', page('<p>Ruby</p>'), cache.generation);
    expect(cache.get('/ruby')?.html).toBe('<p>Ruby</p>');
    now += 60_001;
    expect(cache.get('/ruby')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets everything at once on a change, and does not keep a render that began before it', () => {
    const cache = new PageCache();
    cache.set('/ruby', page('<p>Ruby</p>'), cache.generation);
    const before = cache.generation;
    cache.clear();
    expect(cache.get('/ruby')).toBeUndefined();
    // A render that read the old state finishes after the change: served, never kept.
    cache.set('/nova', page('<p>old</p>'), before);
    expect(cache.get('/nova')).toBeUndefined();
    cache.set('/nova', page('<p>new</p>'), cache.generation);
    expect(cache.get('/nova')?.html).toBe('<p>new</p>');
  });

  it('stays within its memory budget, the least recently read going first', () => {
    const cache = new PageCache(60_000, 4_000);
    // 1,000 bytes each: four fit.
    for (const key of ['/a', '/b', '/c', '/d']) cache.set(key, page(key.repeat(250)), 0);
    cache.get('/a');
    cache.set('/e', page('e'.repeat(500)), 0);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/e')).toBeDefined();
    // A page over a quarter of the budget is not kept at all.
    cache.set('/big', page('x'.repeat(1000)), 0);
    expect(cache.get('/big')).toBeUndefined();
  });
});
