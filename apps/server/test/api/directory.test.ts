import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingStats } from '../../src/features/directory/service.ts';
import { publish, sampleListing, unpublish } from '../helpers/directory.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// The public business directory (issue 9): approved listings, search, reviews, listing statistics.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const listingRow = (id: string) =>
  t.ctx.database.query<{ business_name: string; published_at: Date; rating_avg: number; review_count: number }>(
    'select business_name, published_at, rating_avg, review_count from business_listings where id = $1',
    [id],
  );

describe('publishing (the seam the business feature calls)', () => {
  it('publishes, replaces the approved copy keeping its first publication time, and unpublishes', async () => {
    const owner = await signUpUser(t, 'business');
    await publish(t, sampleListing(owner.userId));
    const [first] = await listingRow(owner.userId);
    expect(first?.business_name).toBe('Velvet Lens Studios');
    await publish(t, sampleListing(owner.userId, { business_name: 'Velvet Lens' }));
    const [second] = await listingRow(owner.userId);
    expect(second?.business_name).toBe('Velvet Lens');
    expect(second?.published_at.getTime()).toBe(first?.published_at.getTime());
    expect(await unpublish(t, owner.userId)).toBe(true);
    expect(await listingRow(owner.userId)).toHaveLength(0);
    expect(await unpublish(t, owner.userId)).toBe(false);
  });

  it('finds words of the name through the trigram index extension', async () => {
    const [r] = await t.ctx.database.query<{ s: number }>("select similarity('Velvet Lens', 'Velvit Lens') as s");
    expect(r?.s).toBeGreaterThan(0.3);
  });
});

describe('listing statistics', () => {
  it('lists every day of the range with zeros, oldest first', async () => {
    const owner = await signUpUser(t, 'business');
    await publish(t, sampleListing(owner.userId));
    const s = await listingStats(t.ctx, owner.userId, 7);
    expect(s.days).toHaveLength(7);
    expect(s.totals).toEqual({ views: 0, contact_clicks: 0 });
    expect(s.analytics_enabled).toBe(true);
    expect((s.days[0]?.date ?? '') < (s.days[6]?.date ?? '')).toBe(true);
  });
});
