import { randomUUID } from 'node:crypto';
import { DIRECTORY_MESSAGES } from '@mb/contract/directory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTsQuery, searchStatements, similarWords } from '../../src/features/directory/repository.ts';
import { listingStats, seedListings } from '../../src/features/directory/service.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { publish, sampleListing, unpublish } from '../helpers/directory.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// The public business directory (issue 9): approved listings, search, reviews, listing statistics.
// Listings are published through the directory's own service, as the business feature's moderation
// approval does.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, undefined, { pages: true });
});
afterAll(async () => {
  await t.close();
});

/** A word no other test uses, so a search can be scoped to one test's listings. */
const tag = () => `Zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

async function listed(over: Parameters<typeof sampleListing>[1] = {}) {
  const owner = await signUpUser(t, 'business');
  await publish(t, sampleListing(owner.userId, over));
  return owner;
}

const listingRow = (id: string) =>
  t.ctx.database.query<{ business_name: string; published_at: Date; rating_avg: number; review_count: number }>(
    'select business_name, published_at, rating_avg, review_count from business_listings where id = $1',
    [id],
  );

describe('publishing (the seam the business feature calls)', () => {
  it('publishes, replaces the approved copy keeping its first publication time, and unpublishes', async () => {
    const owner = await listed();
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

  it('refuses a snapshot of the wrong shape (nothing is published)', async () => {
    const owner = await signUpUser(t, 'business');
    await expect(publish(t, sampleListing(owner.userId, { categories: ['not_a_category' as never] }))).rejects.toThrow();
    expect(await listingRow(owner.userId)).toHaveLength(0);
  });
});

describe('search', () => {
  it('finds approved listings by a word of the name, and only approved ones', async () => {
    const word = tag();
    const a = await listed({ business_name: `${word} Productions` });
    const b = await listed({ business_name: `${word} Media` });
    await unpublish(t, b.userId);
    const r = await t.call('directorySearch', { query: { q: word } });
    expect(r.status).toBe(200);
    expect(r.data.listings.map((l) => l.id)).toEqual([a.userId]);
    expect(r.data.total).toBe(1);
    const card = r.data.listings[0];
    expect(card?.summary).toBe('Colour grading, editing and sound for independent creators.');
    // A card never carries the plan or the contact details.
    expect(Object.keys(card ?? {})).not.toContain('plan_type');
    expect(Object.keys(card ?? {})).not.toContain('phone');
  });

  it('finds words of the description and of the categories (stemmed)', async () => {
    const word = tag();
    const a = await listed({
      business_name: `${word} One`,
      description: `We ${word.toLowerCase()} choreography for music videos.`,
      categories: ['marketing_pr'],
      category: 'marketing_pr',
    });
    const byDescription = await t.call('directorySearch', { query: { q: `choreographies ${word}` } });
    expect(byDescription.data.listings.map((l) => l.id)).toContain(a.userId);
    const byCategory = await t.call('directorySearch', { query: { q: `${word} marketing` } });
    expect(byCategory.data.listings.map((l) => l.id)).toContain(a.userId);
  });

  it('tolerates a typo in the name (trigram similarity)', async () => {
    const a = await listed({ business_name: 'Quillbrook Mediaworks' });
    const r = await t.call('directorySearch', { query: { q: 'Quilbrook' } });
    expect(r.data.listings.map((l) => l.id)).toContain(a.userId);
    const whole = await t.call('directorySearch', { query: { q: 'Quillbrok Mediawork' } });
    expect(whole.data.listings.map((l) => l.id)).toContain(a.userId);
  });

  it('filters by category, location (contains, any case) and verified', async () => {
    const place = tag();
    const agency = await listed({ category: 'agency', categories: ['agency', 'marketing_pr'], location: `${place} City`, verified: true });
    const other = await listed({ category: 'other', categories: ['other'], location: `North ${place}`, verified: false });
    const all = await t.call('directorySearch', { query: { location: place.toLowerCase() } });
    expect(new Set(all.data.listings.map((l) => l.id))).toEqual(new Set([agency.userId, other.userId]));
    const byCategory = await t.call('directorySearch', { query: { location: place, category: 'marketing_pr' } });
    expect(byCategory.data.listings.map((l) => l.id)).toEqual([agency.userId]);
    const verified = await t.call('directorySearch', { query: { location: place, verified: 'true' } });
    expect(verified.data.listings.map((l) => l.id)).toEqual([agency.userId]);
    const blank = await t.call('directorySearch', { query: { location: place, category: '', verified: '', q: '' } });
    expect(blank.data.total).toBe(2);
  });

  it('a location with % or _ is matched as typed, not as a wildcard', async () => {
    const place = tag();
    await listed({ location: `${place} Town` });
    const r = await t.call('directorySearch', { query: { location: `${place.slice(0, 4)}%` } });
    expect(r.data.total).toBe(0);
  });

  it('puts featured listings first, then sorts by rating or newest', async () => {
    const place = tag();
    const old = await listed({ location: place, business_name: 'Old' });
    const featured = await listed({ location: place, business_name: 'Featured', is_featured: true });
    const newest = await listed({ location: place, business_name: 'Newest' });
    await t.ctx.database.query(
      `update business_listings set published_at = now() - interval '3 days', rating_avg = 4.5, review_count = 3 where id = $1`,
      [old.userId],
    );
    await t.ctx.database.query(`update business_listings set published_at = now() - interval '2 days' where id = $1`, [featured.userId]);
    const byNewest = await t.call('directorySearch', { query: { location: place, sort: 'newest' } });
    expect(byNewest.data.listings.map((l) => l.id)).toEqual([featured.userId, newest.userId, old.userId]);
    const byRating = await t.call('directorySearch', { query: { location: place, sort: 'rating' } });
    expect(byRating.data.listings.map((l) => l.id)).toEqual([featured.userId, old.userId, newest.userId]);
    // Relevance without words is newest.
    const relevance = await t.call('directorySearch', { query: { location: place } });
    expect(relevance.data.listings.map((l) => l.id)).toEqual([featured.userId, newest.userId, old.userId]);
  });

  it('ranks a name match above a description match', async () => {
    const word = tag();
    const inDescription = await listed({ business_name: 'Something Else', description: `All about ${word}.` });
    const inName = await listed({ business_name: `${word} Works` });
    const r = await t.call('directorySearch', { query: { q: word } });
    expect(r.data.listings.map((l) => l.id)).toEqual([inName.userId, inDescription.userId]);
  });

  it('pages 20 at a time with the total, without overlaps', async () => {
    const place = tag();
    const owners = await Promise.all(Array.from({ length: 23 }, () => signUpUser(t, 'business')));
    for (const o of owners) await publish(t, sampleListing(o.userId, { location: place }));
    const one = await t.call('directorySearch', { query: { location: place, sort: 'newest' } });
    const two = await t.call('directorySearch', { query: { location: place, sort: 'newest', page: '2' } });
    expect(one.data).toMatchObject({ total: 23, page: 1, page_size: 20, page_count: 2 });
    expect(one.data.listings).toHaveLength(20);
    expect(two.data.listings).toHaveLength(3);
    expect(new Set([...one.data.listings, ...two.data.listings].map((l) => l.id)).size).toBe(23);
    const beyond = await t.call('directorySearch', { query: { location: place, page: '3' } });
    expect(beyond.data.listings).toHaveLength(0);
    expect(beyond.data.total).toBe(23);
  });

  it('refuses bad input with the contract messages', async () => {
    const long = await t.call('directorySearch', { query: { q: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.error?.message).toBe(DIRECTORY_MESSAGES.queryTooLong);
    const page = await t.call('directorySearch', { query: { page: '0' } });
    expect(page.status).toBe(400);
    expect(page.error?.message).toBe(DIRECTORY_MESSAGES.pageInvalid);
    const category = await t.call('directorySearch', { query: { category: 'casino' } });
    expect(category.status).toBe(400);
  });
});

describe('one listing', () => {
  it('shows an approved listing to anyone, without the plan', async () => {
    const owner = await listed();
    const r = await t.call('directoryListing', { params: { id: owner.userId } });
    expect(r.status).toBe(200);
    expect(r.data.business_name).toBe('Velvet Lens Studios');
    expect(r.data.services[0]?.revision_rounds).toBe(2);
    expect(r.data.business_hours.monday).toEqual({ open: '09:00', close: '18:00' });
    expect(Object.keys(r.data)).not.toContain('plan_type');
  });

  it('is 404 when not approved (never published, or taken down)', async () => {
    const owner = await signUpUser(t, 'business');
    const none = await t.call('directoryListing', { params: { id: owner.userId } });
    expect(none.status).toBe(404);
    expect(none.error?.message).toBe(DIRECTORY_MESSAGES.notFound);
    await publish(t, sampleListing(owner.userId));
    await unpublish(t, owner.userId);
    expect((await t.call('directoryListing', { params: { id: owner.userId } })).status).toBe(404);
    expect((await t.call('directoryListing', { params: { id: 'not-a-uuid' } })).status).toBe(400);
  });

  it('has its own page title and description for crawlers, a 404 when not approved, and is in the sitemap', async () => {
    const owner = await listed({ business_name: 'Meta & Co <Studios>', description: 'Lighting for shoots.' });
    const page = await fetch(`${t.url}/business/${owner.userId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Meta &amp; Co &lt;Studios&gt; |');
    expect(html).toContain('content="Lighting for shoots."');
    expect(html).toContain(`/business/${owner.userId}" />`);
    const missing = await fetch(`${t.url}/business/${randomUUID()}`);
    expect(missing.status).toBe(404);
    const sitemap = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/business/${owner.userId}</loc>`);
    expect(sitemap).toContain('/business-directory</loc>');
  });
});

describe('listing events and statistics', () => {
  it("counts views and contact clicks per day, never the owner's own, only with analytics on", async () => {
    const owner = await listed({ analytics_enabled: true });
    const visitor = await signUpUser(t);
    const ev = (type: 'view' | 'contact_click', token?: string) =>
      t.call('directoryEvent', { params: { id: owner.userId }, body: { type }, token });
    expect((await ev('view')).data).toEqual({ counted: true });
    expect((await ev('view', visitor.token)).data).toEqual({ counted: true });
    expect((await ev('contact_click')).data).toEqual({ counted: true });
    expect((await ev('view', owner.token)).data).toEqual({ counted: false });
    const stats = await t.call('directoryStats', { token: owner.token, query: { days: '7' } });
    expect(stats.status).toBe(200);
    expect(stats.data.days).toHaveLength(7);
    expect(stats.data.days.at(-1)).toMatchObject({ views: 2, contact_clicks: 1 });
    expect(stats.data.totals).toEqual({ views: 2, contact_clicks: 1 });
    expect(stats.data.analytics_enabled).toBe(true);

    await publish(t, sampleListing(owner.userId, { analytics_enabled: false }));
    expect((await ev('view')).data).toEqual({ counted: false });
    expect((await listingStats(t.ctx, owner.userId, 30)).totals.views).toBe(2);
  });

  it('answers 404 for an unlisted business and throttles one address', async () => {
    expect((await t.call('directoryEvent', { params: { id: randomUUID() }, body: { type: 'view' } })).status).toBe(404);
    const owner = await listed();
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await t.call('directoryEvent', { params: { id: owner.userId }, body: { type: 'view' }, headers })).status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it("statistics are the signed-in member's own (zeros and null when nothing is published)", async () => {
    const member = await signUpUser(t);
    const r = await t.call('directoryStats', { token: member.token });
    expect(r.data.days).toHaveLength(30);
    expect(r.data.business_id).toBe(member.userId);
    expect(r.data.analytics_enabled).toBeNull();
    expect((await t.call('directoryStats', {})).status).toBe(401);
  });
});

describe('reviews', () => {
  it('one review per member, rating 1-5, kept in step with the listing, owner notified', async () => {
    const owner = await listed();
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    const first = await t.call('createReview', {
      token: a.token,
      params: { id: owner.userId },
      body: { rating: 5, content: ' Great grading. ' },
    });
    expect(first.status).toBe(201);
    expect(first.data.review).toMatchObject({ rating: 5, content: 'Great grading.', owner_reply: null });
    const again = await t.call('createReview', {
      token: a.token,
      params: { id: owner.userId },
      body: { rating: 1, content: 'Second try' },
    });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(DIRECTORY_MESSAGES.reviewExists);
    await t.call('createReview', { token: b.token, params: { id: owner.userId }, body: { rating: 2, content: 'Late delivery.' } });
    expect((await listingRow(owner.userId))[0]).toMatchObject({ rating_avg: 3.5, review_count: 2 });

    const notes = await t.ctx.database.query<{ title: string; action_url: string; type: string }>(
      'select title, action_url, type from notifications where user_id = $1 order by created_at',
      [owner.userId],
    );
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({
      title: 'New review of Velvet Lens Studios',
      action_url: `/business/${owner.userId}`,
      type: 'system_update',
    });

    for (const rating of [0, 6, 3.5]) {
      const r = await t.call('createReview', {
        token: (await signUpUser(t)).token,
        params: { id: owner.userId },
        body: { rating, content: 'x' },
      });
      expect(r.status).toBe(400);
      expect(r.error?.fields?.rating).toBe(DIRECTORY_MESSAGES.ratingRange);
    }
    const empty = await t.call('createReview', {
      token: (await signUpUser(t)).token,
      params: { id: owner.userId },
      body: { rating: 3, content: '   ' },
    });
    expect(empty.error?.fields?.content).toBe(DIRECTORY_MESSAGES.reviewRequired);

    const list = await t.call('directoryReviews', { token: a.token, params: { id: owner.userId } });
    expect(list.data).toMatchObject({ total: 2, rating_avg: 3.5, review_count: 2 });
    expect(list.data.reviews.map((r) => r.rating)).toEqual([2, 5]);
    expect(list.data.mine?.id).toBe(first.data.review.id);
    const anonymous = await t.call('directoryReviews', { params: { id: owner.userId } });
    expect(anonymous.data.mine).toBeNull();
  });

  it('edit and delete your own review; the average follows', async () => {
    const owner = await listed();
    const a = await signUpUser(t);
    await t.call('createReview', { token: a.token, params: { id: owner.userId }, body: { rating: 2, content: 'Meh.' } });
    const edited = await t.call('updateMyReview', { token: a.token, params: { id: owner.userId }, body: { rating: 4 } });
    expect(edited.data.review).toMatchObject({ rating: 4, content: 'Meh.' });
    expect((await listingRow(owner.userId))[0]).toMatchObject({ rating_avg: 4, review_count: 1 });
    const stranger = await signUpUser(t);
    expect((await t.call('updateMyReview', { token: stranger.token, params: { id: owner.userId }, body: { rating: 1 } })).status).toBe(404);
    expect((await t.call('deleteMyReview', { token: stranger.token, params: { id: owner.userId } })).status).toBe(404);
    expect((await t.call('deleteMyReview', { token: a.token, params: { id: owner.userId } })).status).toBe(200);
    expect((await listingRow(owner.userId))[0]).toMatchObject({ rating_avg: 0, review_count: 0 });
  });

  it('not on your own business, not on an unlisted one, not across a block', async () => {
    const owner = await listed();
    const own = await t.call('createReview', { token: owner.token, params: { id: owner.userId }, body: { rating: 5, content: 'Best!' } });
    expect(own.status).toBe(403);
    expect(own.error?.message).toBe(DIRECTORY_MESSAGES.reviewOwnBusiness);
    const member = await signUpUser(t);
    const unlisted = await t.call('createReview', {
      token: member.token,
      params: { id: member.userId === owner.userId ? randomUUID() : randomUUID() },
      body: { rating: 5, content: 'Hm' },
    });
    expect(unlisted.status).toBe(404);
    expect((await t.call('block', { token: owner.token, params: { userId: member.userId } })).status).toBeLessThan(300);
    const blocked = await t.call('createReview', {
      token: member.token,
      params: { id: owner.userId },
      body: { rating: 1, content: 'Bad' },
    });
    expect(blocked.status).toBe(403);
    expect(blocked.error?.message).toBe(DIRECTORY_MESSAGES.reviewBlocked);
  });

  it('the owner replies once; nobody else may', async () => {
    const owner = await listed();
    const a = await signUpUser(t);
    const review = (await t.call('createReview', { token: a.token, params: { id: owner.userId }, body: { rating: 4, content: 'Good.' } }))
      .data.review;
    const params = { id: owner.userId, reviewId: review.id };
    const byOther = await t.call('replyToReview', { token: a.token, params, body: { content: 'I am the owner' } });
    expect(byOther.status).toBe(403);
    expect(byOther.error?.message).toBe(DIRECTORY_MESSAGES.replyOwnerOnly);
    const reply = await t.call('replyToReview', { token: owner.token, params, body: { content: 'Thank you!' } });
    expect(reply.status).toBe(200);
    expect(reply.data.review.owner_reply?.content).toBe('Thank you!');
    const second = await t.call('replyToReview', { token: owner.token, params, body: { content: 'And again' } });
    expect(second.status).toBe(409);
    expect(second.error?.message).toBe(DIRECTORY_MESSAGES.replyOnce);
    const [note] = await t.ctx.database.query<{ title: string }>('select title from notifications where user_id = $1', [a.userId]);
    expect(note?.title).toBe('Velvet Lens Studios replied to your review');
    // A review of another business is not this owner's to answer.
    const other = await listed();
    const wrong = await t.call('replyToReview', {
      token: other.token,
      params: { id: other.userId, reviewId: review.id },
      body: { content: 'x' },
    });
    expect(wrong.status).toBe(404);
  });

  it('a report about a review is a moderation item showing the review; action taken removes it', async () => {
    const owner = await listed();
    const author = await signUpUser(t);
    const review = (
      await t.call('createReview', { token: author.token, params: { id: owner.userId }, body: { rating: 1, content: 'Spam spam spam' } })
    ).data.review;
    const own = await t.call('createReport', {
      token: author.token,
      body: { subject_type: 'business_review', subject_id: review.id, category: 'spam' },
    });
    expect(own.status).toBe(400);
    expect(own.error?.message).toBe(DIRECTORY_MESSAGES.reportOwnReview);
    const r = await t.call('createReport', {
      token: owner.token,
      body: { subject_type: 'business_review', subject_id: review.id, category: 'spam', details: 'Not a customer' },
    });
    expect(r.status).toBeLessThan(300);
    const missing = await t.call('createReport', {
      token: owner.token,
      body: { subject_type: 'business_review', subject_id: randomUUID(), category: 'spam' },
    });
    expect(missing.status).toBe(404);

    const mod = await signUpUser(t);
    await t.ctx.db.insert(staffRoles).values({ user_id: mod.userId, role: 'moderator', permissions: ['content_moderation'] });
    const [item] = await t.ctx.database.query<{ id: string; owner_id: string }>(
      "select id, owner_id from moderation_items where type = 'report' and summary->>'title' like '%review of Velvet Lens Studios%' and owner_id = $1",
      [author.userId],
    );
    expect(item).toBeDefined();
    const full = await t.call('moderationItem', { token: mod.token, params: { id: item?.id ?? '' } });
    expect(full.data.details.facts.find((f) => f.label === 'Reported review')?.value).toBe('1 out of 5: Spam spam spam');
    expect(full.data.details.current).toBe(true);
    expect((await t.call('moderationApprove', { token: mod.token, params: { id: item?.id ?? '' } })).status).toBe(200);
    expect((await t.call('directoryReviews', { params: { id: owner.userId } })).data.total).toBe(0);
    const [note] = await t.ctx.database.query<{ title: string }>(
      "select title from notifications where user_id = $1 and title = 'Your review was removed'",
      [author.userId],
    );
    expect(note).toBeDefined();
  });
});

describe('at scale', () => {
  it('a filtered search uses the full-text, category and location indexes; newest and rating follow theirs', async () => {
    await seedListings(t.ctx, { prefix: 'plan', count: 20_000 });
    await t.ctx.database.query('analyze business_listings');
    const explain = async (s: { text: string; params: unknown[] }) =>
      (await t.ctx.database.query<{ 'QUERY PLAN': string }>(`explain ${s.text}`, s.params)).map((r) => r['QUERY PLAN']).join('\n');
    const base = { verifiedOnly: false, limit: 20, offset: 0, exactCountMax: 200 } as const;
    const words = ['velvet', 'lens'];
    const tsquery = buildTsQuery(words, await similarWords(t.ctx.database, words));
    const text = await explain(searchStatements({ ...base, tsquery, sort: 'relevance' }).page);
    expect(text).toMatch(/Bitmap Index Scan on business_listings_search_idx/);
    expect(text).not.toMatch(/Seq Scan/);
    const category = await explain(searchStatements({ ...base, category: 'agency', tsquery, sort: 'relevance' }).page);
    expect(category).toMatch(/business_listings_search_idx/);
    expect(category).not.toMatch(/Seq Scan/);
    // The matching set itself (a count stops early, and a sequential read is cheaper there).
    const whole = searchStatements({ ...base, location: 'Reykjavik', sort: 'relevance' }).estimate;
    const location = await explain({ text: whole.text.replace('explain (format json) ', ''), params: whole.params });
    expect(location).toMatch(/business_listings_location_trgm_idx/);
    expect(location).not.toMatch(/Seq Scan/);
    const newest = await explain(searchStatements({ ...base, sort: 'newest' }).page);
    expect(newest).toMatch(/Index Scan using business_listings_newest_idx/);
    expect(newest).not.toMatch(/Sort/);
    const rating = await explain(searchStatements({ ...base, sort: 'rating', category: 'agency' }).page);
    expect(rating).toMatch(/Index Scan using business_listings_rating_idx/);
    expect(rating).not.toMatch(/Sort/);
    // Two selective filters never walk the whole order index (a rare or empty combination would read every row).
    const combined = await explain(searchStatements({ ...base, sort: 'rating', category: 'marketing_pr', location: 'Berlin' }).page);
    // (At 20,000 rows a sequential read and a sort is the planner's choice; at 100,000 it is the filters' bitmaps.)
    expect(combined).not.toMatch(/business_listings_rating_idx/);
    // Words with a category, by rating or newest: a bounded walk of the order's index, which gives the page
    // the full plan gives when the combination is common, and nothing (so the full plan runs) when rare.
    const pay = buildTsQuery(['payment'], new Map());
    const filled: string[] = [];
    for (const sort of ['rating', 'newest'] as const) {
      for (const [category, offset] of [
        ['payment_processors_banking', 0],
        ['payment_processors_banking', 40],
        ['healthcare_wellbeing', 0],
      ] as const) {
        // In healthcare, a word no listing has: the walk comes back short and the full plan answers.
        const tsquery = category === 'healthcare_wellbeing' ? buildTsQuery(['zyxwvu'], new Map()) : pay;
        const s = searchStatements({ ...base, tsquery, category, sort, offset });
        expect(s.walk).toBeDefined();
        expect(await explain(s.walk as { text: string; params: unknown[] })).toMatch(
          sort === 'rating' ? /Index Scan using business_listings_rating_idx/ : /Index Scan using business_listings_newest_idx/,
        );
        const walked = await t.ctx.database.query<{ id: string }>(s.walk?.text ?? '', s.walk?.params);
        const full = await t.ctx.database.query<{ id: string }>(s.page.text, s.page.params);
        // A full walk is the page the full plan gives; a short one is thrown away for the full plan.
        if (walked.length === base.limit) {
          expect(walked.map((r) => r.id)).toEqual(full.map((r) => r.id));
          filled.push(`${sort} ${category} ${offset}`);
        }
        if (category === 'healthcare_wellbeing') expect(walked.length).toBeLessThan(base.limit);
      }
    }
    // Newest is the seeded order (one in twelve is a payment business): both pages fill from the walk.
    expect(filled).toEqual(expect.arrayContaining(['newest payment_processors_banking 0', 'newest payment_processors_banking 40']));
    expect(searchStatements({ ...base, tsquery: pay, sort: 'rating' }).walk).toBeUndefined();
    expect(searchStatements({ ...base, tsquery: pay, category: 'agency', sort: 'relevance' }).walk).toBeUndefined();
    const paying = await t.call('directorySearch', { query: { q: 'payment', category: 'payment_processors_banking', sort: 'rating' } });
    expect(paying.data.listings.length).toBe(20);
    // The typo finds the seeded 'Velvet …' names through the vocabulary.
    const typo = await t.call('directorySearch', { query: { q: 'velvit', category: 'agency' } });
    expect(typo.error).toBeUndefined();
    expect(typo.data.listings.length).toBe(20);
    expect(typo.data.listings.every((l) => l.business_name.startsWith('Velvet'))).toBe(true);
    // Past 200 matches the total is the planner's estimate, said to be one.
    const many = await t.call('directorySearch', { query: { category: 'agency' } });
    expect(many.data.total_exact).toBe(false);
    expect(many.data.total).toBeGreaterThan(1000);
  });
});
