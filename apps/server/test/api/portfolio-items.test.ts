import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { MESSAGES } from '@mb/contract/ui-text';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_JOB, purgeItem } from '../../src/features/portfolio/service.ts';
import { fetchFile, moderator, plainImage, portfolioMember, postPortfolio, queueItemOf, uploadImage } from '../helpers/portfolio.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

// Portfolio items beyond the upload itself: videos (Pro), albums (Pro), order, delete with undo and
// the purge job, likes and views. Video fixtures (2 s test pattern, 160x120): clip.mp4 carries a
// location and a title in its metadata, to prove the remux drops them.

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../fixtures', name));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('videos', () => {
  it('need Pro', async () => {
    const u = await portfolioMember(t, { verified: true });
    const r = await postPortfolio(t, u.token, { body: fixture('clip.mp4'), name: 'clip.mp4', type: 'video/mp4' });
    expect(r.status).toBe(403);
    expect(r.json.error?.message).toBe(PORTFOLIO_MESSAGES.videosNeedPro);
  });

  it.each([
    ['clip.mp4', 'video/mp4'],
    ['clip.webm', 'video/webm'],
  ])('%s: duration from the container, a poster frame by ffmpeg, stored without its metadata, served with ranges', async (name, type) => {
    const u = await portfolioMember(t, { verified: true, pro: true });
    const r = await postPortfolio(t, u.token, { body: fixture(name), name, type });
    expect(r.status).toBe(201);
    const item = r.item;
    if (!item) throw new Error('no item');
    expect(item.kind).toBe('video');
    expect(item.media.duration_seconds).toBeCloseTo(2, 0);
    // The poster is a frame of the video (ffmpeg is installed here): its own size.
    expect([item.media.width, item.media.height]).toEqual([160, 120]);
    const poster = await fetchFile(t, item.media.thumb_url ?? '');
    expect((await sharp(poster.body).metadata()).format).toBe('webp');
    const video = await fetchFile(t, item.media.video_url ?? '');
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe(type);
    expect(video.headers.get('accept-ranges')).toBe('bytes');
    const text = video.body.toString('latin1');
    expect(text).not.toContain('+48.8584');
    expect(text).not.toContain('SecretTitle');
    const part = await fetchFile(t, item.media.video_url ?? '', { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.body.length).toBe(100);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${video.body.length}`);
    expect((await fetchFile(t, item.media.video_url ?? '', { range: `bytes=${video.body.length}-` })).status).toBe(416);
  });

  it('without ffmpeg: a generated poster, the video as sent', async () => {
    const other = await startTestApp({ FFMPEG_PATH: '/bin/false' });
    try {
      const u = await portfolioMember(other, { verified: true, pro: true });
      const r = await postPortfolio(other, u.token, { body: fixture('clip.mp4'), name: 'clip.mp4', type: 'video/mp4' });
      expect(r.status).toBe(201);
      expect(r.item?.media).toMatchObject({ width: null, height: null });
      expect(r.item?.media.duration_seconds).toBeCloseTo(2, 0);
      const poster = await fetchFile(other, r.item?.media.full_url ?? '');
      const meta = await sharp(poster.body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 720]);
      const video = await fetchFile(other, r.item?.media.video_url ?? '');
      expect(video.body.equals(fixture('clip.mp4'))).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('a file that claims to be a video but does not parse is refused', async () => {
    const u = await portfolioMember(t, { verified: true, pro: true });
    const head = fixture('clip.webm').subarray(0, 40);
    const r = await postPortfolio(t, u.token, {
      body: Buffer.concat([head, Buffer.alloc(2000, 0xff)]),
      name: 'broken.webm',
      type: 'video/webm',
    });
    expect(r.status).toBe(422);
    expect(r.json.error?.message).toBe(MESSAGES.uploadRejected);
    expect((await t.call('myPortfolio', { token: u.token })).data.items).toEqual([]);
  });
});

describe('albums and order', () => {
  it('Pro members make albums, move items in, choose a cover, reorder; deleting an album keeps its items', async () => {
    const u = await portfolioMember(t, { verified: true, pro: true });
    const a = await t.call('createPortfolioAlbum', { token: u.token, body: { title: 'Editorial', description: 'Spring 2025' } });
    expect(a.status).toBe(201);
    const b = await t.call('createPortfolioAlbum', { token: u.token, body: { title: 'Runway' } });
    const [one, two, three] = [
      await uploadImage(t, u.token),
      await uploadImage(t, u.token, undefined, { album_id: a.data.id }),
      await uploadImage(t, u.token),
    ];
    if (!one || !two || !three) throw new Error('uploads');
    expect(two.album_id).toBe(a.data.id);
    const moved = await t.call('updatePortfolioItem', {
      token: u.token,
      params: { id: one.id },
      body: { album_id: a.data.id, title: 'First look' },
    });
    expect(moved.data).toMatchObject({ album_id: a.data.id, title: 'First look' });
    const cover = await t.call('updatePortfolioAlbum', { token: u.token, params: { id: a.data.id }, body: { cover_item_id: two.id } });
    expect(cover.data).toMatchObject({ cover_item_id: two.id, item_count: 2 });
    expect(cover.data.cover_url).toContain('aud=owner');
    // A cover must be an item of that album.
    const wrong = await t.call('updatePortfolioAlbum', { token: u.token, params: { id: b.data.id }, body: { cover_item_id: two.id } });
    expect(wrong.status).toBe(404);

    // Order inside the album; the order sent must be exactly the album's items.
    const bad = await t.call('reorderPortfolio', { token: u.token, body: { album_id: a.data.id, item_ids: [two.id] } });
    expect(bad.status).toBe(409);
    expect(bad.error?.message).toBe(PORTFOLIO_MESSAGES.reorderMismatch);
    const ok = await t.call('reorderPortfolio', { token: u.token, body: { album_id: a.data.id, item_ids: [two.id, one.id] } });
    expect(ok.status).toBe(200);
    const inAlbum = await t.call('memberPortfolio', { params: { identifier: u.username }, query: { album_id: a.data.id } });
    expect(inAlbum.data.items.map((i) => i.id)).toEqual([two.id, one.id]);
    expect(inAlbum.data.albums.map((x) => x.id)).toEqual([a.data.id]); // the empty album is not shown to others

    expect((await t.call('reorderPortfolioAlbums', { token: u.token, body: { album_ids: [b.data.id, a.data.id] } })).status).toBe(200);
    const mine = await t.call('myPortfolio', { token: u.token });
    expect(mine.data.albums.map((x) => x.id)).toEqual([b.data.id, a.data.id]);
    expect(mine.data.at_risk).toEqual({ videos: 0, albums: 2, images_beyond_free: 0 });

    expect((await t.call('deletePortfolioAlbum', { token: u.token, params: { id: a.data.id } })).status).toBe(200);
    const after = await t.call('myPortfolio', { token: u.token });
    expect(after.data.items.map((i) => i.album_id)).toEqual([null, null, null]);
  });

  it('free members reorder their grid; a stranger cannot touch it', async () => {
    const u = await portfolioMember(t, { verified: true });
    const ids = [(await uploadImage(t, u.token)).id, (await uploadImage(t, u.token)).id, (await uploadImage(t, u.token)).id];
    const reversed = [...ids].reverse();
    expect((await t.call('reorderPortfolio', { token: u.token, body: { album_id: null, item_ids: reversed } })).status).toBe(200);
    expect((await t.call('memberPortfolio', { params: { identifier: u.username } })).data.items.map((i) => i.id)).toEqual(reversed);
    const stranger = await signUpUser(t);
    const r = await t.call('reorderPortfolio', { token: stranger.token, body: { album_id: null, item_ids: ids } });
    expect(r.status).toBe(409);
    expect((await t.call('myPortfolio', { token: u.token })).data.items.map((i) => i.id)).toEqual(reversed);
  });
});

describe('delete with undo', () => {
  it('hides at once, restores within 10 s, then the purge job removes files, rows and the queue item', async () => {
    const u = await portfolioMember(t);
    const item = await uploadImage(t, u.token);
    const urls = [item.media.thumb_url ?? '', item.media.full_url ?? ''];
    const q = await queueItemOf(t, item.id);
    expect(q?.status).toBe('pending');

    const del = await t.call('deletePortfolioItem', { token: u.token, params: { id: item.id } });
    expect(del.status).toBe(200);
    expect(new Date(del.data.undo_until).getTime() - Date.now()).toBeGreaterThan(8000);
    expect((await t.call('myPortfolio', { token: u.token })).data.items).toEqual([]);
    const restored = await t.call('restorePortfolioItem', { token: u.token, params: { id: item.id } });
    expect(restored.status).toBe(200);
    expect((await t.call('myPortfolio', { token: u.token })).data.items.map((i) => i.id)).toEqual([item.id]);

    // Deleted again, and the undo window passes (moved back in time rather than waited for).
    await t.call('deletePortfolioItem', { token: u.token, params: { id: item.id } });
    const [job] = await t.ctx.database.query<{ id: string; payload: { item_id: string; deleted_at: number }; run_at: Date; key: string }>(
      'select id, payload, run_at, key from jobs where kind = $1 and payload->>$2 = $3 order by id desc limit 1',
      [PURGE_JOB, 'item_id', item.id],
    );
    if (!job) throw new Error('no purge job');
    expect(new Date(job.run_at).getTime() - job.payload.deleted_at).toBe(11_000);
    const past = job.payload.deleted_at - 20_000;
    await t.ctx.database.query('update portfolio_items set deleted_at = $2 where id = $1', [item.id, new Date(past)]);
    const late = await t.call('restorePortfolioItem', { token: u.token, params: { id: item.id } });
    expect(late.status).toBe(409);
    expect(late.error?.message).toBe(PORTFOLIO_MESSAGES.undoExpired);
    await t.ctx.database.query('update jobs set payload = $2, run_at = now() where id = $1', [
      job.id,
      JSON.stringify({ item_id: item.id, deleted_at: past }),
    ]);
    for (let i = 0; i < 50; i++) {
      await t.ctx.jobs.runDue();
      const [row] = await t.ctx.database.query('select id from portfolio_items where id = $1', [item.id]);
      if (!row) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await t.ctx.database.query('select id from portfolio_items where id = $1', [item.id])).toEqual([]);
    expect(await t.ctx.database.query("select path from storage_objects where bucket = 'portfolio' and owner_id = $1", [u.userId])).toEqual(
      [],
    );
    expect((await queueItemOf(t, item.id))?.status).toBe('superseded');
    for (const url of urls) expect((await fetchFile(t, url)).status).toBe(404);
    const key = new URL(urls[0] ?? '', 'http://x').pathname.replace('/storage/portfolio/', '');
    expect(await t.ctx.storage.get('portfolio', key)).toBeNull();
    // Idempotent: running it again does nothing.
    await purgeItem(t.ctx, { item_id: item.id, deleted_at: past });
    const mod = await moderator(t);
    expect((await t.call('moderationApprove', { token: mod.token, params: { id: q?.id ?? '' } })).status).toBe(409);
  });

  it("an upload, a delete and a restore are told on the member's topic, so another tab's count follows (issue 31)", async () => {
    const u = await portfolioMember(t, { verified: true });
    const ws = await RealtimeClient.signedIn(t.url, u.token);
    try {
      expect(await ws.subscribe(`user:${u.userId}`)).toMatchObject({ type: 'subscribed' });
      const told = (change: string) =>
        ws.waitFor((f) => f.type === 'event' && f.event.type === 'portfolio.changed' && f.event.data.change === change);
      const item = await uploadImage(t, u.token);
      expect(await told('added')).toMatchObject({ event: { topic: `user:${u.userId}`, data: { item_id: item.id } } });
      await t.call('deletePortfolioItem', { token: u.token, params: { id: item.id } });
      expect(await told('deleted')).toMatchObject({ event: { data: { item_id: item.id } } });
      await t.call('restorePortfolioItem', { token: u.token, params: { id: item.id } });
      expect(await told('restored')).toMatchObject({ event: { data: { item_id: item.id } } });
      // A refused upload (the free limit) changes nothing and tells nothing.
      await t.ctx.database.query(
        `insert into portfolio_items (id, owner_id, kind, position, moderation_status, thumb_key, full_key, width, height, size_bytes)
         select gen_random_uuid(), $1, 'image', 100 + g, 'approved', 'x', 'x', 1, 1, 1 from generate_series(1, 11) g`,
        [u.userId],
      );
      const refused = await postPortfolio(t, u.token, { body: await plainImage(32, 32), name: 'thirteen.jpg', type: 'image/jpeg' });
      expect(refused.status).toBe(403);
      expect(refused.json.error?.message).toBe(PORTFOLIO_MESSAGES.imageLimitReached);
      const events = ws.events().filter((e) => e.type === 'portfolio.changed');
      expect(events.map((e) => e.type === 'portfolio.changed' && e.data.change)).toEqual(['added', 'deleted', 'restored']);
    } finally {
      ws.close();
    }
  });

  it("someone else's item is 404 for delete and restore", async () => {
    const owner = await portfolioMember(t, { verified: true });
    const item = await uploadImage(t, owner.token);
    const stranger = await signUpUser(t);
    expect((await t.call('deletePortfolioItem', { token: stranger.token, params: { id: item.id } })).status).toBe(404);
    expect((await t.call('restorePortfolioItem', { token: stranger.token, params: { id: item.id } })).status).toBe(404);
    expect(
      (await t.call('updatePortfolioItem', { token: stranger.token, params: { id: item.id }, body: { title: 'mine now' } })).status,
    ).toBe(404);
    expect((await t.call('portfolioItem', { params: { id: item.id } })).data.title).toBeNull();
  });
});

describe('likes and views', () => {
  it('a like notifies the owner once per member and item, never for their own; unlike takes it back', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const fan = await portfolioMember(t);
    const item = await uploadImage(t, owner.token, undefined);
    await t.call('updatePortfolioItem', { token: owner.token, params: { id: item.id }, body: { title: 'Golden hour' } });
    const own = await t.call('likePortfolioItem', { token: owner.token, params: { id: item.id } });
    expect(own.status).toBe(403);
    expect(own.error?.message).toBe(PORTFOLIO_MESSAGES.likeOwn);

    expect((await t.call('likePortfolioItem', { token: fan.token, params: { id: item.id } })).data).toEqual({ liked: true, likes: 1 });
    expect((await t.call('likePortfolioItem', { token: fan.token, params: { id: item.id } })).data).toEqual({ liked: true, likes: 1 });
    expect((await t.call('unlikePortfolioItem', { token: fan.token, params: { id: item.id } })).data).toEqual({ liked: false, likes: 0 });
    expect((await t.call('unlikePortfolioItem', { token: fan.token, params: { id: item.id } })).data).toEqual({ liked: false, likes: 0 });
    expect((await t.call('likePortfolioItem', { token: fan.token, params: { id: item.id } })).data).toEqual({ liked: true, likes: 1 });
    const notes = await t.call('notifications', { token: owner.token });
    const likes = notes.data.items.filter((n) => n.type === 'portfolio_like');
    expect(likes).toHaveLength(1);
    expect(likes[0]?.content).toContain('"Golden hour"');
    expect(likes[0]?.action_url).toBe(`/my-portfolio?item=${item.id}`);
    const seen = await t.call('portfolioItem', { token: fan.token, params: { id: item.id } });
    expect(seen.data).toMatchObject({ liked: true, likes: 1 });
    expect((await t.call('portfolioItem', { params: { id: item.id } })).data.liked).toBe(false);
  });

  it('a view counts once per reader per UTC day; the owner does not count', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const member = await signUpUser(t);
    const item = await uploadImage(t, owner.token);
    const visitor = { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'TestBrowser/1' };
    expect((await t.call('viewPortfolioItem', { token: owner.token, params: { id: item.id } })).data.views).toBe(0);
    expect((await t.call('viewPortfolioItem', { headers: visitor, params: { id: item.id } })).data.views).toBe(1);
    expect((await t.call('viewPortfolioItem', { headers: visitor, params: { id: item.id } })).data.views).toBe(1);
    expect(
      (await t.call('viewPortfolioItem', { headers: { ...visitor, 'user-agent': 'Other/2' }, params: { id: item.id } })).data.views,
    ).toBe(2);
    expect((await t.call('viewPortfolioItem', { token: member.token, params: { id: item.id } })).data.views).toBe(3);
    expect((await t.call('viewPortfolioItem', { token: member.token, params: { id: item.id } })).data.views).toBe(3);
    // Nothing that names the visitor is stored.
    const rows = await t.ctx.database.query<{ reader: string }>('select reader from portfolio_views where item_id = $1', [item.id]);
    expect(rows.map((r) => r.reader).join(' ')).not.toContain('203.0.113.9');
    // Yesterday's view does not stop today's.
    await t.ctx.database.query("update portfolio_views set day = day - 1 where item_id = $1 and reader like 'm:%'", [item.id]);
    expect((await t.call('viewPortfolioItem', { token: member.token, params: { id: item.id } })).data.views).toBe(4);
    expect((await t.call('memberPortfolio', { params: { identifier: owner.username } })).data.items[0]?.views).toBe(4);
  });
});

describe('edits', () => {
  it('title, caption and content types; text is trimmed and blanks become null', async () => {
    const u = await portfolioMember(t, { verified: true });
    const item = await uploadImage(t, u.token, await plainImage(320, 240));
    const r = await t.call('updatePortfolioItem', {
      token: u.token,
      params: { id: item.id },
      body: { title: '  Studio day ', caption: '', content_types: ['straight', 'bi', 'straight'] },
    });
    expect(r.data).toMatchObject({ title: 'Studio day', caption: null, content_types: ['straight', 'bi'] });
    const albumWithoutPro = await t.call('updatePortfolioItem', {
      token: u.token,
      params: { id: item.id },
      body: { album_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(albumWithoutPro.status).toBe(403);
    expect(albumWithoutPro.error?.message).toBe(PORTFOLIO_MESSAGES.albumsNeedPro);
  });
});
