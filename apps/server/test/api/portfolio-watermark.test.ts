import { WATERMARK_MESSAGES } from '@mb/contract/portfolio-watermark';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as portfolio from '../../src/features/portfolio/service.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { fetchFile, moderator, portfolioMember, queueItemOf, uploadImage } from '../helpers/portfolio.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Watermarks (issue 35): burned into every copy of the large image served to anyone but the owner, on
// every path that serves one (README "Watermarks"), never into the stored original; the owner, staff
// (the moderation desk, the 2257 record), the member's own export keep the original. Checked by the
// pixels: the test pictures are one flat colour, so a mark is where a region stops being flat.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ JOBS_POLL_MS: '100' });
});
afterAll(() => t.close());

/** A flat picture (one colour, so any mark shows as spread in the pixels). */
const flatImage = (w = 800, h = 600) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 190, g: 70, b: 110 } } })
    .jpeg({ quality: 95 })
    .toBuffer();

/** The largest standard deviation of a region's channels: ~0 for the flat original, large where a mark is. */
async function spread(body: Buffer, region: 'bottom-right' | 'top-left' | 'all'): Promise<number> {
  const img = sharp(body);
  const { width = 0, height = 0 } = await img.metadata();
  const box =
    region === 'all'
      ? { left: 0, top: 0, width, height }
      : region === 'bottom-right'
        ? {
            left: Math.round(width * 0.78),
            top: Math.round(height * 0.86),
            width: Math.round(width * 0.18),
            height: Math.round(height * 0.1),
          }
        : { left: 0, top: 0, width: Math.round(width * 0.2), height: Math.round(height * 0.2) };
  // stats() reads the input, not the pipeline: the region is cut out first.
  const stats = await sharp(await sharp(body).extract(box).png().toBuffer()).stats();
  return Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
}

const marked = async (url: string | null | undefined, region: 'bottom-right' | 'all' = 'bottom-right') => {
  const f = await fetchFile(t, url ?? '');
  expect(f.status, url ?? '').toBe(200);
  return (await spread(f.body, region)) > 6;
};
const clean = async (url: string | null | undefined) => {
  const f = await fetchFile(t, url ?? '');
  expect(f.status, url ?? '').toBe(200);
  return (await spread(f.body, 'all')) < 4;
};

async function rendered(token: string) {
  await expect
    .poll(async () => (await t.call('myWatermark', { token })).data?.progress.state, { timeout: 60_000, interval: 100 })
    .toBe('done');
}

const reviewEveryUpload = (on: boolean) =>
  on
    ? t.ctx.database.query(
        "insert into platform_settings (key, value) values ('review_every_upload', 'true'::jsonb) on conflict (key) do update set value = excluded.value",
      )
    : t.ctx.database.query("delete from platform_settings where key = 'review_every_upload'");

describe('watermark settings', () => {
  it('starts off; refuses a missing or long text and an opacity out of range, with the contract’s words', async () => {
    const m = await portfolioMember(t);
    const first = await t.call('myWatermark', { token: m.token });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ enabled: false, text: `@${m.username}`, version: 0, progress: { state: 'idle' } });
    const base = { enabled: true, text_source: 'username', position: 'bottom-right', opacity: 40 } as const;
    const noText = await t.call('setWatermark', { token: m.token, body: { ...base, text_source: 'custom', custom_text: '  ' } });
    expect(noText.status).toBe(400);
    expect(noText.error?.fields?.custom_text).toBe(WATERMARK_MESSAGES.textRequired);
    const long = await t.call('setWatermark', { token: m.token, body: { ...base, text_source: 'custom', custom_text: 'x'.repeat(41) } });
    expect(long.error?.fields?.custom_text).toBe(WATERMARK_MESSAGES.textTooLong);
    const faint = await t.call('setWatermark', { token: m.token, body: { ...base, opacity: 5 } });
    expect(faint.error?.fields?.opacity).toBe(WATERMARK_MESSAGES.opacityRange);
    expect((await t.call('setWatermark', { body: base })).status).toBe(401);
    expect((await t.call('myWatermark', { token: m.token })).data.version).toBe(0);
  });
});

describe('the watermark on every path that serves a portfolio image', () => {
  it('others get the marked copy, the owner and staff the original, which stays clean; changes re-render; off brings the originals back', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const stranger = await signUpUser(t);
    const mod = await moderator(t);
    const a = await uploadImage(t, owner.token, await flatImage());
    const b = await uploadImage(t, owner.token, await flatImage(600, 900));
    const share = await t.call('createPortfolioShare', { token: owner.token, body: { expires: '7d' } });
    const shareToken = new URL(share.data.url).searchParams.get('token') as string;

    // Handed out before the watermark: the original's public URL works now...
    const before = await t.call('memberPortfolio', { params: { identifier: owner.username } });
    const oldUrl = before.data.items.find((i) => i.id === a.id)?.media.full_url;
    expect(await clean(oldUrl)).toBe(true);

    const on = await t.call('setWatermark', {
      token: owner.token,
      body: { enabled: true, text_source: 'username', position: 'bottom-right', opacity: 80 },
    });
    expect(on.status, JSON.stringify(on.error)).toBe(200);
    expect(on.data).toMatchObject({ enabled: true, version: 1, text: `@${owner.username}`, progress: { total: 2 } });
    // ...and stops at once: the original is the owner's and staff's now, whatever URL was handed out.
    expect((await fetchFile(t, oldUrl ?? '')).status).toBe(404);
    // While the copies are made, others get the clean grid size, never the original.
    const during = await t.call('memberPortfolio', { params: { identifier: owner.username } });
    for (const i of during.data.items) expect(i.media.full_url).not.toMatch(/-full\.webp/);
    await rendered(owner.token);
    expect((await t.call('myWatermark', { token: owner.token })).data.progress).toEqual({ state: 'done', done: 2, total: 2 });

    // Others: the profile gallery (a visitor and a member), an item by id, a share link, the feed's,
    // casting's and credits' lists (presentPublicItems).
    const visitor = await t.call('memberPortfolio', { params: { identifier: owner.username } });
    const member = await t.call('memberPortfolio', { token: stranger.token, params: { identifier: owner.username } });
    const byId = await t.call('portfolioItem', { token: stranger.token, params: { id: b.id } });
    const shared = await t.call('sharedPortfolio', { query: { token: shareToken } });
    const [listed] = await portfolio.presentPublicItems(t.ctx, [a.id], { userId: stranger.userId, adult: true }, { publicOnly: true });
    const others = [
      ...visitor.data.items.map((i) => i.media.full_url),
      ...member.data.items.map((i) => i.media.full_url),
      byId.data.media.full_url,
      ...shared.data.items.map((i) => i.media.full_url),
      listed?.media.full_url,
    ];
    expect(others).toHaveLength(8);
    for (const url of others) {
      expect(url).toMatch(/-marked\.webp/);
      expect(await marked(url)).toBe(true);
    }
    // Thumbnails stay clean.
    expect(await clean(visitor.data.items[0]?.media.thumb_url)).toBe(true);

    // The owner: the original, clean; so is what storage keeps.
    const own = await t.call('myPortfolio', { token: owner.token });
    for (const i of own.data.items) expect(await clean(i.media.full_url)).toBe(true);
    const ownById = await t.call('portfolioItem', { token: owner.token, params: { id: a.id } });
    expect(await clean(ownById.data.media.full_url)).toBe(true);
    const rows = await t.ctx.database.query<{ id: string; full_key: string; marked_key: string }>(
      'select id, full_key, marked_key from portfolio_items where owner_id = $1',
      [owner.userId],
    );
    for (const r of rows) {
      const stored = await t.ctx.storage.get('portfolio', r.full_key);
      expect(await spread(stored?.body ?? Buffer.alloc(0), 'all')).toBeLessThan(4);
    }

    // Staff: an upload waiting for review is marked for others from the start (made at upload), and the
    // moderation desk and the staff view get the original.
    await reviewEveryUpload(true);
    const c = await uploadImage(t, owner.token, await flatImage()).finally(() => reviewEveryUpload(false));
    const q = await queueItemOf(t, c.id);
    const desk = await t.call('moderationItem', { token: mod.token, params: { id: q?.id ?? '' } });
    expect(desk.data.details.images[0]?.url).toContain('aud=staff');
    expect(await clean(desk.data.details.images[0]?.url)).toBe(true);
    const staffView = await t.call('portfolioItem', { token: mod.token, params: { id: c.id } });
    expect(await clean(staffView.data.media.full_url)).toBe(true);
    expect((await t.call('moderationApprove', { token: mod.token, params: { id: q?.id ?? '' } })).status).toBe(200);
    const cPublic = await t.call('portfolioItem', { token: stranger.token, params: { id: c.id } });
    expect(await marked(cPublic.data.media.full_url)).toBe(true);

    // A change (tiled, a text of one's own) re-renders every copy; the previous copies go.
    const oldKeys = rows.map((r) => r.marked_key);
    const tiled = await t.call('setWatermark', {
      token: owner.token,
      body: { enabled: true, text_source: 'custom', custom_text: '© Studio <Noir> & Co', position: 'tiled', opacity: 90 },
    });
    expect(tiled.data).toMatchObject({ version: 2, text: '© Studio <Noir> & Co', progress: { total: 3 } });
    await rendered(owner.token);
    const afterTiled = await t.call('memberPortfolio', { params: { identifier: owner.username } });
    for (const i of afterTiled.data.items) {
      expect(await marked(i.media.full_url, 'all')).toBe(true);
      // Tiled: the top-left corner carries the text too.
      const f = await fetchFile(t, i.media.full_url ?? '');
      expect(await spread(f.body, 'top-left')).toBeGreaterThan(6);
    }
    for (const k of oldKeys) expect(await t.ctx.storage.get('portfolio', k)).toBeNull();

    // Off: everyone gets the original again, and the marked copies are removed.
    const off = await t.call('setWatermark', {
      token: owner.token,
      body: { enabled: false, text_source: 'username', position: 'bottom-right', opacity: 40 },
    });
    expect(off.data.version).toBe(3);
    await rendered(owner.token);
    const plain = await t.call('memberPortfolio', { params: { identifier: owner.username } });
    for (const i of plain.data.items) {
      expect(i.media.full_url).toMatch(/-full\.webp/);
      expect(await clean(i.media.full_url)).toBe(true);
    }
    const left = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from storage_objects where owner_id = $1 and path like '%-marked.webp'",
      [owner.userId],
    );
    expect(left[0]?.n).toBe(0);
  });

  it('the member’s own export keeps the original, and never the marked copy made for others', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const item = await uploadImage(t, owner.token, await flatImage());
    await t.call('setWatermark', { token: owner.token, body: { enabled: true, text_source: 'username', position: 'center', opacity: 90 } });
    await rendered(owner.token);
    const started = await t.call('startDataExport', { token: owner.token });
    expect(started.status, JSON.stringify(started.error)).toBe(201);
    await expect
      .poll(async () => (await t.call('myDataExports', { token: owner.token })).data?.exports[0]?.state, { timeout: 60_000, interval: 100 })
      .toBe('ready');
    const dl = await t.call('downloadDataExport', { token: owner.token, params: { id: started.data.id } });
    const zip = unzipSync(new Uint8Array(await (await fetch(t.url + dl.data.url)).arrayBuffer()));
    const full = Object.keys(zip).find((n) => n.startsWith(`files/portfolio/${owner.userId}/${item.id}/`) && n.endsWith('-full.webp'));
    expect(full).toBeDefined();
    expect(await spread(Buffer.from(zip[full ?? ''] ?? new Uint8Array()), 'all')).toBeLessThan(4);
    const [marked] = await t.ctx.database.query<{ marked_key: string }>('select marked_key from portfolio_items where id = $1', [item.id]);
    expect(marked?.marked_key).toBeTruthy();
    expect(Object.keys(zip)).not.toContain(`files/portfolio/${marked?.marked_key}`);
    expect(Object.keys(zip).filter((n) => n.startsWith(`files/portfolio/${owner.userId}/${item.id}/`))).toHaveLength(2);
    expect(strFromU8(zip['data/portfolio_watermarks.json'] ?? new Uint8Array())).toContain('"enabled": true');
  });

  it('the 2257 record links the original', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const officer = await signUpUser(t);
    await t.ctx.db.insert(staffRoles).values({ user_id: officer.userId, role: 'moderator', permissions: ['records'] });
    const item = await uploadImage(t, owner.token, await flatImage(), { depicts_people: 'true', production_date: '2026-10-01' });
    await t.call('setWatermark', { token: owner.token, body: { enabled: true, text_source: 'username', position: 'tiled', opacity: 90 } });
    await rendered(owner.token);
    const publicView = await t.call('portfolioItem', { params: { id: item.id } });
    expect(await marked(publicView.data.media.full_url, 'all')).toBe(true);
    const record = await t.call('record2257', { token: officer.token, params: { itemId: item.id } });
    expect(record.status, JSON.stringify(record.error)).toBe(200);
    expect(record.data.item_image_url).toContain('aud=staff');
    expect(await clean(record.data.item_image_url)).toBe(true);
  });

  it('an item deleted during a change and restored catches up', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const item = await uploadImage(t, owner.token, await flatImage());
    expect((await t.call('deletePortfolioItem', { token: owner.token, params: { id: item.id } })).status).toBe(200);
    await t.call('setWatermark', {
      token: owner.token,
      body: { enabled: true, text_source: 'username', position: 'top-left', opacity: 90 },
    });
    await rendered(owner.token);
    expect((await t.call('restorePortfolioItem', { token: owner.token, params: { id: item.id } })).status).toBe(200);
    await rendered(owner.token);
    expect((await t.call('myWatermark', { token: owner.token })).data.progress).toEqual({ state: 'done', done: 1, total: 1 });
    const view = await t.call('portfolioItem', { params: { id: item.id } });
    expect(view.data.media.full_url).toMatch(/-marked\.webp/);
    expect(await marked(view.data.media.full_url, 'all')).toBe(true);
  });
});
