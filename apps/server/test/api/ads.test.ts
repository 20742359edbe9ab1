import { AD_LIMITS, AD_MESSAGES } from '@mb/contract/ads';
import { BILLING_MESSAGES } from '@mb/contract/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endScheduled } from '../../src/features/ads/service.ts';
import { type PaidPurchase, purchasePaid } from '../../src/features/billing/service.ts';
import { moderator, plainImage, portfolioMember } from '../helpers/portfolio.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Ads (issue 14): who may advertise, the status machine, the creative through the moderation queue,
// the budget through billing's port, the slot (targeting, Pro pages, frequency cap), counting
// (bots, repeats, budget exhaustion) and a stranger's reach.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ ADS_PRICE_PER_1000_IMPRESSIONS: '400', ADS_PRICE_PER_DAY: '1200', ADS_CURRENCY: 'EUR' });
});
afterAll(async () => {
  await t.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const HUMAN = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const draft = (over: Record<string, unknown> = {}) => ({
  name: 'Winter shoot',
  headline: 'Studio space in Berlin',
  body: 'Daylight studio, 200 m², by the hour.',
  link_url: 'https://studio.example.com/book',
  starts_on: today(),
  budget_kind: 'impressions',
  budget_quantity: 2000,
  ...over,
});

async function postImage(token: string, id: string, body?: Buffer) {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(body ?? (await plainImage(900, 600)))], { type: 'image/jpeg' }), 'ad.jpg');
  const res = await fetch(`${t.url}/api/v1/ads/campaigns/${id}/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` },
    body: fd,
  });
  return { status: res.status, json: (await res.json()) as { status: string; image_url: string | null; error?: { message: string } } };
}

const openItemOf = async (campaignId: string) =>
  (
    await t.ctx.database.query<{ id: string; status: string }>(
      "select id, status from moderation_items where type = 'ad_creative' and subject_id = $1 order by created_at desc",
      [campaignId],
    )
  )[0];

let mod: Awaited<ReturnType<typeof moderator>>;
const mods = async () => {
  mod ??= await moderator(t);
  return mod;
};

/** A business with a draft campaign (with its image) answered as { u, id }. */
async function draftCampaign(over: Record<string, unknown> = {}) {
  const u = await signUpUser(t, 'business');
  const r = await t.call('createAdCampaign', { token: u.token, body: draft(over) });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  const img = await postImage(u.token, r.data.id);
  expect(img.status, JSON.stringify(img.json)).toBe(200);
  return { u, id: r.data.id };
}

/** Submitted, approved by a moderator and paid: a running campaign on screen. */
async function runningCampaign(over: Record<string, unknown> = {}) {
  const c = await draftCampaign(over);
  expect((await t.call('submitAdCampaign', { token: c.u.token, params: { id: c.id } })).status).toBe(200);
  const item = await openItemOf(c.id);
  const m = await mods();
  const a = await t.call('moderationApprove', { token: m.token, params: { id: item?.id ?? '' } });
  expect(a.status, JSON.stringify(a.error)).toBe(200);
  const row = await t.call('adCampaign', { token: c.u.token, params: { id: c.id } });
  await t.ctx.db.transaction((tx) =>
    purchasePaid(t.ctx, tx, 'ad_budget', {
      user_id: c.u.userId,
      reference: c.id,
      amount_minor: row.data.price_minor,
      currency: row.data.currency,
      payment_id: `pay-${c.id}`,
    }),
  );
  return c;
}

/** A non-Pro member's page with an address; content types and location for targeting. */
async function pageMember(opts: { pro?: boolean; content_types?: string[]; location?: string } = {}) {
  const m = await portfolioMember(t, { pro: opts.pro });
  await t.ctx.database.query('update profiles set content_types = $2, location = $3 where id = $1', [
    m.userId,
    opts.content_types ?? [],
    opts.location ?? null,
  ]);
  return m;
}

/** A visitor: its own first-party cookie, kept across calls like a browser. */
function visitor(ua = HUMAN) {
  let cookie = '';
  const headers = () => ({ 'user-agent': ua, ...(cookie ? { cookie } : {}), 'x-forwarded-for': '203.0.113.9' });
  return {
    async slot(page: string, token?: string) {
      const r = await t.call('adSlot', { token, query: { placement: 'portfolio', page }, headers: headers() });
      const set = r.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0] ?? '';
      expect(r.status, JSON.stringify(r.error)).toBe(200);
      return r.data.ad;
    },
    async impression(serve_token: string) {
      const r = await t.call('adImpression', { body: { serve_token }, headers: headers() });
      expect(r.status, JSON.stringify(r.error)).toBe(200);
      return r.data.counted;
    },
    async click(clickUrl: string, extra: Record<string, string> = {}) {
      return fetch(t.url + clickUrl, { headers: { ...headers(), ...extra }, redirect: 'manual' });
    },
    get cookie() {
      return cookie;
    },
  };
}

/** Backdates a campaign's events (the repeat window passes without waiting). */
const age = (campaignId: string, minutes: number) =>
  t.ctx.database.query(`update ad_events set created_at = created_at - interval '${minutes} minutes' where campaign_id = $1`, [campaignId]);

describe('who may advertise', () => {
  it('a business may; a creator, a studio without a paid business plan may not; a studio on the pro plan may', async () => {
    const creator = await signUpUser(t);
    const c = await t.call('createAdCampaign', { token: creator.token, body: draft() });
    expect(c.status).toBe(403);
    expect(c.error?.message).toBe(AD_MESSAGES.notAdvertiser);
    expect((await t.call('myAdCampaigns', { token: creator.token })).data.can_advertise).toBe(false);

    const studio = await signUpUser(t, 'studio');
    expect((await t.call('createAdCampaign', { token: studio.token, body: draft() })).status).toBe(403);
    await t.ctx.database.query(
      "insert into business_profiles (id, business_name, is_draft, plan_type) values ($1, 'Studio Nord', false, 'pro')",
      [studio.userId],
    );
    expect((await t.call('createAdCampaign', { token: studio.token, body: draft() })).status).toBe(201);

    const biz = await signUpUser(t, 'business');
    const list = await t.call('myAdCampaigns', { token: biz.token });
    expect(list.data).toMatchObject({
      campaigns: [],
      can_advertise: true,
      prices: { currency: 'EUR', per_1000_impressions_minor: 400, per_day_minor: 1200 },
    });
  });

  it('refuses a link that is not https, a budget off its blocks, an end before the start; prices come from configuration', async () => {
    const u = await signUpUser(t, 'business');
    const bad = await t.call('createAdCampaign', { token: u.token, body: draft({ link_url: 'http://studio.example.com' }) });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.link_url).toBe(AD_MESSAGES.linkHttps);
    const js = await t.call('createAdCampaign', { token: u.token, body: draft({ link_url: 'javascript:alert(1)' }) });
    expect(js.error?.fields?.link_url).toBe(AD_MESSAGES.linkHttps);
    const block = await t.call('createAdCampaign', { token: u.token, body: draft({ budget_quantity: 1500 }) });
    expect(block.error?.fields?.budget_quantity).toBe(AD_MESSAGES.impressionsBlock);
    const dates = await t.call('createAdCampaign', { token: u.token, body: draft({ starts_on: addDays(3), ends_on: addDays(1) }) });
    expect(dates.error?.fields?.ends_on).toBe(AD_MESSAGES.endBeforeStart);
    const ok = await t.call('createAdCampaign', { token: u.token, body: draft({ budget_quantity: 5000 }) });
    expect(ok.data).toMatchObject({ status: 'draft', price_minor: 2000, currency: 'EUR', paid: false });
    // Days: changing the kind on the stored draft re-checks against the stored quantity.
    const days = await t.call('updateAdCampaign', {
      token: u.token,
      params: { id: ok.data.id },
      body: { budget_kind: 'days', budget_quantity: 7 },
    });
    expect(days.data.price_minor).toBe(7 * 1200);
    const tooMany = await t.call('updateAdCampaign', { token: u.token, params: { id: ok.data.id }, body: { budget_quantity: 91 } });
    expect(tooMany.error?.fields?.budget_quantity).toBe(AD_MESSAGES.daysRange);
  });
});

describe('the status machine', () => {
  it('draft → in review (needs the image) → running on approval; only drafts edit; pause and resume; end', async () => {
    const u = await signUpUser(t, 'business');
    const r = await t.call('createAdCampaign', { token: u.token, body: draft() });
    const id = r.data.id;
    const early = await t.call('submitAdCampaign', { token: u.token, params: { id } });
    expect(early.status).toBe(400);
    expect(early.error?.message).toBe(AD_MESSAGES.imageRequired);
    expect((await t.call('pauseAdCampaign', { token: u.token, params: { id } })).error?.message).toBe(AD_MESSAGES.cannotPause);
    expect((await postImage(u.token, id)).json.image_url).toMatch(/^\/storage\/business-logos\//);
    const sub = await t.call('submitAdCampaign', { token: u.token, params: { id } });
    expect(sub.data.status).toBe('in_review');
    expect((await openItemOf(id))?.status).toBe('pending');
    const edit = await t.call('updateAdCampaign', { token: u.token, params: { id }, body: { headline: 'Changed' } });
    expect(edit.status).toBe(409);
    expect(edit.error?.message).toBe(AD_MESSAGES.onlyDraftEditable);
    expect((await postImage(u.token, id)).status).toBe(409);
    expect((await t.call('submitAdCampaign', { token: u.token, params: { id } })).error?.message).toBe(AD_MESSAGES.notDraft);

    const m = await mods();
    expect((await t.call('moderationApprove', { token: m.token, params: { id: (await openItemOf(id))?.id ?? '' } })).status).toBe(200);
    const running = await t.call('adCampaign', { token: u.token, params: { id } });
    expect(running.data).toMatchObject({ status: 'running', paid: false, waiting_for: 'payment' });
    expect((await t.call('resumeAdCampaign', { token: u.token, params: { id } })).error?.message).toBe(AD_MESSAGES.cannotResume);
    expect((await t.call('pauseAdCampaign', { token: u.token, params: { id } })).data.status).toBe('paused');
    expect((await t.call('resumeAdCampaign', { token: u.token, params: { id } })).data.status).toBe('running');
    const ended = await t.call('endAdCampaign', { token: u.token, params: { id } });
    expect(ended.data).toMatchObject({ status: 'ended', ended_reason: 'owner' });
    expect((await t.call('endAdCampaign', { token: u.token, params: { id } })).error?.message).toBe(AD_MESSAGES.cannotEnd);
    expect((await t.call('resumeAdCampaign', { token: u.token, params: { id } })).status).toBe(409);
  });

  it('a rejection sends the campaign back to draft with the reason, and the owner is notified', async () => {
    const c = await draftCampaign();
    await t.call('submitAdCampaign', { token: c.u.token, params: { id: c.id } });
    const m = await mods();
    const rej = await t.call('moderationReject', {
      token: m.token,
      params: { id: (await openItemOf(c.id))?.id ?? '' },
      body: { category: 'explicit_content', reason: 'Explicit image in an ad shown to everyone.' },
    });
    expect(rej.status, JSON.stringify(rej.error)).toBe(200);
    const row = await t.call('adCampaign', { token: c.u.token, params: { id: c.id } });
    expect(row.data).toMatchObject({ status: 'draft', rejection_reason: 'Explicit image in an ad shown to everyone.' });
    const notes = await t.call('notifications', { token: c.u.token });
    expect(notes.data.items.some((n) => n.action_url === '/ads' && /ad/i.test(n.title))).toBe(true);
    // Fixed and sent again.
    expect((await t.call('updateAdCampaign', { token: c.u.token, params: { id: c.id }, body: { headline: 'Fixed' } })).status).toBe(200);
    expect((await t.call('submitAdCampaign', { token: c.u.token, params: { id: c.id } })).data.status).toBe('in_review');
  });
});

describe('paying the budget through billing', () => {
  it('with no payment provider, paying is a clear error; with one, the checkout gets the campaign and price', async () => {
    const c = await draftCampaign({ budget_quantity: 3000 });
    const mode = (v: string) =>
      t.ctx.database.query(
        `insert into platform_settings (key, value) values ('payment_provider_mode', $1::jsonb)
         on conflict (key) do update set value = excluded.value`,
        [JSON.stringify(v)],
      );
    // Live processing with no processor configured.
    await mode('live');
    const none = await t.call('payAdCampaign', { token: c.u.token, params: { id: c.id } });
    await mode('built-in');
    expect(none.status).toBe(503);
    expect(none.error?.message).toBe(BILLING_MESSAGES.providerUnavailable);
    const pay = await t.call('payAdCampaign', { token: c.u.token, params: { id: c.id } });
    expect(pay.status, JSON.stringify(pay.error)).toBe(200);
    expect(pay.data.checkout_url).toMatch(/\/paybox\//);
    const rows = await t.ctx.database.query<Record<string, unknown>>(
      "select user_id, purpose, reference, amount_minor, currency, return_path from billing_checkouts where reference = $1 and status = 'open'",
      [c.id],
    );
    expect(rows).toEqual([
      {
        user_id: c.u.userId,
        purpose: 'ad_budget',
        reference: c.id,
        amount_minor: 1200,
        currency: 'EUR',
        return_path: `/ads?campaign=${c.id}`,
      },
    ]);
  });

  it('a paid budget is idempotent by payment id, ignores short, foreign and second payments', async () => {
    const c = await draftCampaign({ budget_quantity: 2000 });
    const other = await signUpUser(t, 'business');
    const paid = (p: Partial<PaidPurchase>) =>
      t.ctx.db.transaction((tx) =>
        purchasePaid(t.ctx, tx, 'ad_budget', {
          user_id: c.u.userId,
          reference: c.id,
          amount_minor: 800,
          currency: 'EUR',
          payment_id: 'p-1',
          ...p,
        }),
      );
    await paid({ user_id: other.userId });
    await paid({ amount_minor: 799 });
    await paid({ currency: 'USD' });
    expect((await t.call('adCampaign', { token: c.u.token, params: { id: c.id } })).data.paid).toBe(false);
    await paid({});
    await paid({});
    await paid({ payment_id: 'p-2' });
    const rows = await t.ctx.database.query<{ payment_id: string; impressions_left: number }>(
      'select payment_id, impressions_left from ad_campaigns where id = $1',
      [c.id],
    );
    expect(rows[0]).toEqual({ payment_id: 'p-1', impressions_left: 2000 });
    expect((await t.call('payAdCampaign', { token: c.u.token, params: { id: c.id } })).error?.message).toBe(AD_MESSAGES.alreadyPaid);
  });

  it('a budget in days runs that many days from the start', async () => {
    const c = await draftCampaign({ budget_kind: 'days', budget_quantity: 5, starts_on: addDays(2), ends_on: addDays(30) });
    await t.ctx.db.transaction((tx) =>
      purchasePaid(t.ctx, tx, 'ad_budget', {
        user_id: c.u.userId,
        reference: c.id,
        amount_minor: 6000,
        currency: 'EUR',
        payment_id: `d-${c.id}`,
      }),
    );
    const row = await t.call('adCampaign', { token: c.u.token, params: { id: c.id } });
    expect(row.data).toMatchObject({ starts_on: addDays(2), ends_on: addDays(6), paid: true });
  });
});

describe('the sponsored slot', () => {
  it('is served on a non-Pro page by targeting, never on a Pro page, never to bots; Sponsored content is the creative', async () => {
    const c = await runningCampaign({ target_content_types: ['gay'], target_profile_types: ['creator'], target_location: 'Berlin' });
    const fits = await pageMember({ content_types: ['gay', 'bi'], location: 'Berlin, Germany' });
    const wrongType = await pageMember({ content_types: ['straight'], location: 'Berlin, Germany' });
    const wrongPlace = await pageMember({ content_types: ['gay'], location: 'Paris, France' });
    const pro = await pageMember({ pro: true, content_types: ['gay'], location: 'Berlin, Germany' });
    const v = visitor();
    const ad = await v.slot(fits.userId);
    expect(ad).toMatchObject({
      campaign_id: c.id,
      headline: 'Studio space in Berlin',
      display_host: 'studio.example.com',
      click_url: `/api/v1/ads/${c.id}/go`,
    });
    expect(v.cookie).toMatch(/^mb_adv=/);
    expect((await v.slot(wrongType.userId))?.campaign_id).not.toBe(c.id);
    expect((await v.slot(wrongPlace.userId))?.campaign_id).not.toBe(c.id);
    expect(await v.slot(pro.userId)).toBeNull();
    expect(await visitor('Googlebot/2.1 (+http://www.google.com/bot.html)').slot(fits.userId)).toBeNull();
    // The cookie is first-party, HttpOnly, SameSite=Lax and only for the ads API.
    const r = await t.call('adSlot', { query: { placement: 'portfolio', page: fits.userId }, headers: { 'user-agent': HUMAN } });
    expect(r.headers.get('set-cookie')).toMatch(/^mb_adv=[\w-]{24}; Path=\/api\/v1\/ads; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
  });

  it('counts impressions once per visitor within the window, never for bots or forged tokens, and caps per day', async () => {
    const c = await runningCampaign({ target_location: 'Lisbon' });
    const page = await pageMember({ location: 'Lisbon, Portugal' });
    const v = visitor();
    const ad = await v.slot(page.userId);
    expect(ad?.campaign_id).toBe(c.id);
    const token = ad?.serve_token ?? '';
    expect(await v.impression(token)).toBe(true);
    expect(await v.impression(token)).toBe(false); // a repeat within the window
    expect(await visitor('curl/8.0').impression(token)).toBe(false); // not this visitor's token, and a bot
    expect(await v.impression(`${token.split('.')[0]}.forged`)).toBe(false);
    for (let i = 1; i < AD_LIMITS.frequencyCapPerDay; i++) {
      await age(c.id, AD_LIMITS.repeatWindowMinutes + 1);
      expect(await v.impression(token)).toBe(true);
    }
    await age(c.id, AD_LIMITS.repeatWindowMinutes + 1);
    expect(await v.impression(token)).toBe(false); // the frequency cap
    expect((await v.slot(page.userId))?.campaign_id).not.toBe(c.id);
    // Another visitor still sees it.
    expect((await visitor().slot(page.userId))?.campaign_id).toBe(c.id);
    const row = await t.call('adCampaign', { token: c.u.token, params: { id: c.id } });
    expect(row.data.impressions).toBe(AD_LIMITS.frequencyCapPerDay);
    const left = await t.ctx.database.query<{ impressions_left: number }>('select impressions_left from ad_campaigns where id = $1', [
      c.id,
    ]);
    expect(left[0]?.impressions_left).toBe(2000 - AD_LIMITS.frequencyCapPerDay);
  });

  it('counts a click through the server and redirects to the link; bots, prefetches and repeats are not counted', async () => {
    const c = await runningCampaign({ target_location: 'Oslo' });
    const page = await pageMember({ location: 'Oslo' });
    const v = visitor();
    const ad = await v.slot(page.userId);
    const first = await v.click(ad?.click_url ?? '');
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('https://studio.example.com/book');
    expect((await v.click(ad?.click_url ?? '')).status).toBe(302); // repeat
    await visitor('Mozilla/5.0 (compatible; bingbot/2.0)').click(ad?.click_url ?? '');
    await visitor().click(ad?.click_url ?? '', { 'sec-purpose': 'prefetch' });
    expect((await fetch(`${t.url}/api/v1/ads/00000000-0000-4000-8000-000000000000/go`, { redirect: 'manual' })).status).toBe(404);
    const stats = await t.call('adCampaignStats', { token: c.u.token, params: { id: c.id } });
    expect(stats.data.clicks).toBe(1);
    expect(stats.data.days).toHaveLength(AD_LIMITS.statsDays);
    expect(stats.data.days.at(-1)).toEqual({ day: today(), impressions: 0, clicks: 1 });
  });

  it('stops at the end of the budget: the campaign ends, the owner is told, the slot moves on', async () => {
    const c = await runningCampaign({ target_location: 'Reykjavik' });
    await t.ctx.database.query('update ad_campaigns set impressions_left = 1 where id = $1', [c.id]);
    const page = await pageMember({ location: 'Reykjavik' });
    const v = visitor();
    const ad = await v.slot(page.userId);
    expect(await v.impression(ad?.serve_token ?? '')).toBe(true);
    const row = await t.call('adCampaign', { token: c.u.token, params: { id: c.id } });
    expect(row.data).toMatchObject({ status: 'ended', ended_reason: 'budget', spend_minor: row.data.price_minor });
    expect((await visitor().slot(page.userId))?.campaign_id).not.toBe(c.id);
    const notes = await t.call('notifications', { token: c.u.token });
    expect(notes.data.items.some((n) => n.title === AD_MESSAGES.budgetSpentTitle)).toBe(true);
    // Further beacons with the old token count nothing.
    await age(c.id, AD_LIMITS.repeatWindowMinutes + 1);
    expect(await visitor().impression(ad?.serve_token ?? '')).toBe(false);
  });

  it('is not served before its start or after its end; the scheduled job ends it', async () => {
    const c = await runningCampaign({ target_location: 'Tallinn', starts_on: addDays(1) });
    const page = await pageMember({ location: 'Tallinn' });
    expect((await visitor().slot(page.userId))?.campaign_id).not.toBe(c.id);
    expect((await t.call('adCampaign', { token: c.u.token, params: { id: c.id } })).data.waiting_for).toBe('start');
    await t.ctx.database.query('update ad_campaigns set starts_on = $2, ends_on = $3 where id = $1', [c.id, addDays(-5), addDays(-1)]);
    expect((await visitor().slot(page.userId))?.campaign_id).not.toBe(c.id);
    expect(await endScheduled(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await t.call('adCampaign', { token: c.u.token, params: { id: c.id } })).data).toMatchObject({
      status: 'ended',
      ended_reason: 'schedule',
    });
  });

  it('in the feed: for a signed-in non-Pro reader by their own profile; none for a Pro reader or a visitor', async () => {
    const c = await runningCampaign({ target_location: 'Vilnius' });
    const reader = await pageMember({ location: 'Vilnius' });
    const proReader = await pageMember({ pro: true, location: 'Vilnius' });
    const feedSlot = (token?: string) => t.call('adSlot', { token, query: { placement: 'feed' }, headers: { 'user-agent': HUMAN } });
    expect((await feedSlot(reader.token)).data.ad?.campaign_id).toBe(c.id);
    expect((await feedSlot(proReader.token)).data.ad).toBeNull();
    expect((await feedSlot()).data.ad).toBeNull();
  });
});

describe('a stranger', () => {
  it('cannot read, edit, pay, pause, submit or see the figures of another’s campaign', async () => {
    const c = await draftCampaign();
    const s = await signUpUser(t, 'business');
    const p = { id: c.id };
    for (const name of [
      'adCampaign',
      'submitAdCampaign',
      'payAdCampaign',
      'pauseAdCampaign',
      'resumeAdCampaign',
      'endAdCampaign',
      'adCampaignStats',
    ] as const) {
      const r = await t.call(name, { token: s.token, params: p });
      expect(r.status, name).toBe(404);
      expect(r.error?.message).toBe(AD_MESSAGES.noSuchCampaign);
    }
    expect((await t.call('updateAdCampaign', { token: s.token, params: p, body: { headline: 'Mine now' } })).status).toBe(404);
    expect((await postImage(s.token, c.id)).status).toBe(404);
    expect((await t.call('myAdCampaigns', { token: s.token })).data.campaigns).toEqual([]);
    expect((await t.call('adCampaign', { token: c.u.token, params: p })).data.headline).toBe('Studio space in Berlin');
  });
});
