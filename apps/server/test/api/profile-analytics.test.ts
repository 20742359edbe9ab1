import { ANALYTICS_MESSAGES } from '@mb/contract/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainImage, uploadImage } from '../helpers/portfolio.ts';
import { type NamedMember, namedMember } from '../helpers/profiles.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// Profile analytics (issue 35): views counted per day, subject and source; bots and the owner left out;
// viewers who show themselves; the privacy switch; free members' 7 days; follower growth.

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const view = (by: NamedMember | null, of: NamedMember, opts: { item?: string; source?: string; ua?: string } = {}) =>
  t.call('countProfileView', {
    token: by?.token,
    headers: { 'user-agent': opts.ua ?? BROWSER },
    body: { profile_id: of.userId, ...(opts.item ? { item_id: opts.item } : {}), ...(opts.source ? { source: opts.source } : {}) },
  });
const figures = (m: NamedMember, days?: string) => t.call('myAnalytics', { token: m.token, query: days ? { days } : undefined });
const makePro = (m: NamedMember) =>
  t.ctx.database.query(
    "update profiles set subscription_status = 'active', subscription_end_date = now() + interval '30 days' where id = $1",
    [m.userId],
  );

describe('counting views', () => {
  it('counts profile and item views by source, once a row per day, and not the owner nor bots', async () => {
    const owner = await namedMember(t, 'an', 'Owner');
    const reader = await namedMember(t, 'an', 'Reader');
    const item = await uploadImage(t, owner.token, await plainImage());

    expect((await view(reader, owner, { source: 'search' })).data).toEqual({ counted: true });
    expect((await view(reader, owner, { source: 'search' })).data).toEqual({ counted: true });
    expect((await view(null, owner, { source: 'bio_link' })).data).toEqual({ counted: true });
    expect((await view(null, owner)).data).toEqual({ counted: true }); // direct by default
    expect((await view(reader, owner, { item: item.id, source: 'feed' })).data).toEqual({ counted: true });
    // Not counted: the owner, a bot, a request with no user agent.
    expect((await view(owner, owner)).data).toEqual({ counted: false });
    expect((await view(null, owner, { ua: GOOGLEBOT })).data).toEqual({ counted: false });
    expect((await view(null, owner, { ua: '' })).data).toEqual({ counted: false });

    const r = await figures(owner);
    expect(r.status).toBe(200);
    expect(r.data.days).toBe(7);
    expect(r.data.series).toHaveLength(7);
    expect(r.data.totals).toMatchObject({ profile_views: 4, item_views: 1, unnamed_views: 2 });
    expect(r.data.series.at(-1)).toMatchObject({ profile_views: 4, item_views: 1 });
    const bySource = Object.fromEntries(r.data.sources.map((s) => [s.source, [s.profile_views, s.item_views]]));
    expect(bySource).toEqual({ search: [2, 0], feed: [0, 1], share_link: [0, 0], bio_link: [1, 0], direct: [1, 0] });
    expect(r.data.items).toEqual([{ id: item.id, views: 1 }]);
    expect(r.data.viewers.map((v) => v.id)).toEqual([reader.userId]);
    expect(r.data.viewers[0]).toMatchObject({ username: reader.username, source: 'search' });
    // Cheap and kept in the database (a restart loses nothing): one row per (day, subject, source), not one per view.
    const rows = await t.ctx.database.query<{ n: number }>('select count(*)::int as n from profile_view_days where owner_id = $1', [
      owner.userId,
    ]);
    expect(rows[0]?.n).toBe(4);
  });

  it('refuses an unknown profile, an item of another member and an unknown source', async () => {
    const owner = await namedMember(t, 'an', 'Owner');
    const other = await namedMember(t, 'an', 'Other');
    const item = await uploadImage(t, other.token, await plainImage());
    const unknown = await t.call('countProfileView', {
      headers: { 'user-agent': BROWSER },
      body: { profile_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe(ANALYTICS_MESSAGES.notFound);
    const foreign = await view(null, owner, { item: item.id });
    expect(foreign.status).toBe(404);
    expect(foreign.error?.message).toBe(ANALYTICS_MESSAGES.itemNotFound);
    expect((await view(null, owner, { source: 'elsewhere' })).status).toBe(400);
    expect((await figures(owner)).data.totals.profile_views).toBe(0);
  });

  it('does not count a visitor on a members-only profile, nor a member across a block', async () => {
    const owner = await namedMember(t, 'an', 'Owner');
    const blocked = await namedMember(t, 'an', 'Blocked');
    await t.call('updateMyProfile', { token: owner.token, body: { visibility: 'members' } });
    expect((await view(null, owner)).data).toEqual({ counted: false });
    await t.call('block', { token: owner.token, params: { userId: blocked.userId } });
    expect((await view(blocked, owner)).data).toEqual({ counted: false });
    expect((await figures(owner)).data.totals.profile_views).toBe(0);
  });
});

describe('"Show me when I view profiles"', () => {
  it('off: the member is counted without a name, and sees no names among their own viewers', async () => {
    const owner = await namedMember(t, 'an', 'Owner');
    const shy = await namedMember(t, 'an', 'Shy');
    const open = await namedMember(t, 'an', 'Open');
    expect((await t.call('analyticsSettings', { token: shy.token })).data).toEqual({ show_my_views: true });
    expect((await t.call('updateAnalyticsSettings', { token: shy.token, body: { show_my_views: false } })).data).toEqual({
      show_my_views: false,
    });
    await view(shy, owner);
    await view(open, owner);
    const r = await figures(owner);
    expect(r.data.viewers.map((v) => v.username)).toEqual([open.username]);
    expect(r.data.viewer_count).toBe(1);
    expect(r.data.totals).toMatchObject({ profile_views: 2, unnamed_views: 1 });
    expect(await t.ctx.database.query('select 1 from profile_viewers where viewer_id = $1', [shy.userId])).toEqual([]);

    // The shy member's own viewers are hidden from them.
    await view(open, shy);
    const own = await figures(shy);
    expect(own.data).toMatchObject({ show_my_views: false, viewers: [], viewer_count: 0 });
    expect(own.data.totals.profile_views).toBe(1);

    // A member who turns the switch off later leaves the lists they were in.
    await t.call('updateAnalyticsSettings', { token: open.token, body: { show_my_views: false } });
    expect((await figures(owner)).data.viewers).toEqual([]);
  });
});

describe('history and followers', () => {
  it('gives free members 7 days and Pro members 30 and 90 (said on /pricing)', async () => {
    const m = await namedMember(t, 'an', 'Free');
    const refused = await figures(m, '30');
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe(ANALYTICS_MESSAGES.proOnly);
    expect((await figures(m)).data).toMatchObject({ is_pro: false, max_days: 7 });
    await makePro(m);
    const r = await figures(m, '90');
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ days: 90, max_days: 90, is_pro: true });
    expect(r.data.series).toHaveLength(90);
    const pricing = await t.call('pricing');
    const features = pricing.data.plans.flatMap((p) => p.features).join('\n');
    expect(features).toContain('Profile analytics for the last 7 days');
    expect(features).toContain('30 and 90 days');
  });

  it('reads views of earlier days and follower growth by day', async () => {
    const m = await namedMember(t, 'an', 'Grow');
    await makePro(m);
    const fans = await Promise.all([1, 2, 3].map(() => namedMember(t, 'an', 'Fan')));
    for (const f of fans) expect((await t.call('follow', { token: f.token, params: { userId: m.userId } })).status).toBe(200);
    // Two follows and some views ten days ago.
    await t.ctx.database.query(
      "update follows set created_at = now() - interval '10 days' where followed_id = $1 and follower_id = any($2::uuid[])",
      [m.userId, [fans[0]?.userId, fans[1]?.userId]],
    );
    await t.ctx.database.query(
      "insert into profile_view_days (owner_id, day, subject_id, source, views, unnamed) values ($1, (now() at time zone 'utc')::date - 10, $1, 'search', 5, 5)",
      [m.userId],
    );
    const r = await figures(m, '30');
    expect(r.data.totals).toMatchObject({ followers: 3, new_followers: 3, profile_views: 5 });
    const tenAgo = r.data.series.at(-11);
    expect(tenAgo).toMatchObject({ profile_views: 5, new_followers: 2, followers: 2 });
    expect(r.data.series.at(-12)).toMatchObject({ followers: 0 });
    expect(r.data.series.at(-1)).toMatchObject({ new_followers: 1, followers: 3 });
    // The last 7 days leave the older ones out.
    expect((await figures(m, '7')).data.totals).toMatchObject({ profile_views: 0, new_followers: 1, followers: 3 });
  });
});
