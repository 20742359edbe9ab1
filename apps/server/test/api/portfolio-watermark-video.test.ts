import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4MovieDuration } from '../../src/features/portfolio/media.ts';
import { markedCopiesOf } from '../../src/features/portfolio/watermark.ts';
import { fetchFile, moderator, portfolioMember, postPortfolio, queueItemOf } from '../helpers/portfolio.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Watermarks on videos (issue 35, README "Watermarks"): while the owner's watermark is on, everyone but
// the owner and staff gets a re-encoded MP4 with the mark burned in (`marked_video_key`), made by the
// 'portfolio.watermark' job, and until it exists no video at all (the marked poster), never the
// original, also not through a URL handed out before. The pixels of the mark are checked in
// watermark-video.test.ts; here, who gets which file. The fixture: a 2 s 160x120 test pattern.

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const hasFfmpeg = spawnSync(FFMPEG, ['-version'], { stdio: 'ignore' }).status === 0;
const clip = () => ({
  body: readFileSync(path.join(import.meta.dirname, '../fixtures/clip.mp4')),
  name: 'clip.mp4',
  type: 'video/mp4',
});

// The encodes run niced (priority 10): on a machine busy with other tests they wait for a core, and one
// may take up to its timeout (36 s for this clip) before the next run gets the job worker's slot.
async function rendered(app: TestApp, token: string) {
  await expect
    .poll(async () => (await app.call('myWatermark', { token })).data?.progress.state, { timeout: 180_000, interval: 100 })
    .toBe('done');
}

const watermark = (app: TestApp, token: string, enabled: boolean) =>
  app.call('setWatermark', { token, body: { enabled, text_source: 'username', position: 'bottom-right', opacity: 80 } });

async function uploadVideo(app: TestApp, token: string) {
  const r = await postPortfolio(app, token, clip());
  if (!r.item) throw new Error(`upload failed: ${r.status} ${JSON.stringify(r.json)}`);
  return r.item;
}

const keysOf = async (app: TestApp, itemId: string) => {
  const [row] = await app.ctx.database.query<{ video_key: string; marked_key: string | null; marked_video_key: string | null }>(
    'select video_key, marked_key, marked_video_key from portfolio_items where id = $1',
    [itemId],
  );
  if (!row) throw new Error('no such item');
  return row;
};

const reviewEveryUpload = (app: TestApp, on: boolean) =>
  on
    ? app.ctx.database.query(
        "insert into platform_settings (key, value) values ('review_every_upload', 'true'::jsonb) on conflict (key) do update set value = excluded.value",
      )
    : app.ctx.database.query("delete from platform_settings where key = 'review_every_upload'");

describe.skipIf(!hasFfmpeg)(`the watermark on videos${hasFfmpeg ? '' : ' (skipped: no ffmpeg on this machine; CI installs it)'}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ JOBS_POLL_MS: '100' });
  });
  afterAll(() => t.close());

  it('others get the marked MP4, never the original; the owner and staff the original; off removes the copy', async () => {
    const owner = await portfolioMember(t, { verified: true, pro: true });
    const stranger = await signUpUser(t);
    const mod = await moderator(t);
    const original = clip().body;
    const early = await uploadVideo(t, owner.token);
    const originalKey = (await keysOf(t, early.id)).video_key;

    // Handed out before the watermark: the original's public URL plays now...
    const before = await t.call('memberPortfolio', { params: { identifier: owner.username } });
    const oldUrl = before.data.items.find((i) => i.id === early.id)?.media.video_url ?? '';
    expect(oldUrl).toMatch(/-video\.mp4/);
    expect((await fetchFile(t, oldUrl)).status).toBe(200);

    expect((await watermark(t, owner.token, true)).status).toBe(200);
    // ...and stops at once, signed for any reader but the owner and staff.
    expect((await fetchFile(t, oldUrl)).status).toBe(404);
    for (const audience of ['public', `public:${stranger.userId}`, `tag:${stranger.userId}`]) {
      expect((await fetchFile(t, t.ctx.storage.url('portfolio', originalKey, { audience }))).status, audience).toBe(404);
    }
    expect((await fetchFile(t, t.ctx.storage.url('portfolio', originalKey, { audience: 'owner' }))).status).toBe(200);

    // An upload while it is on: not encoded in the request; its item is left behind with a job of its own.
    const late = await uploadVideo(t, owner.token);
    const queued = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from jobs where kind = 'portfolio.watermark' and key like $1",
      [`%:${late.id}:%`],
    );
    expect(queued[0]?.n).toBe(1);
    // Whatever the job has done by now, others never get the original.
    const meanwhile = await t.call('portfolioItem', { params: { id: late.id } });
    expect(meanwhile.data.media.video_url === null || /-marked\.mp4/.test(meanwhile.data.media.video_url)).toBe(true);
    expect(meanwhile.data.media.full_url).not.toMatch(/-full\.webp/);

    await rendered(t, owner.token);
    expect((await t.call('myWatermark', { token: owner.token })).data.progress).toMatchObject({ done: 2, total: 2 });

    // Others: a visitor's gallery, a member's lightbox; the marked copy plays as MP4, the same length.
    const visitor = await t.call('memberPortfolio', { params: { identifier: owner.username } });
    const member = await t.call('portfolioItem', { token: stranger.token, params: { id: early.id } });
    const others = [...visitor.data.items.map((i) => i.media), member.data.media];
    expect(others).toHaveLength(3);
    for (const media of others) {
      expect(media.video_url).toMatch(/-marked\.mp4/);
      expect(media.full_url).toMatch(/-marked\.webp/);
      const f = await fetchFile(t, media.video_url ?? '');
      expect(f.status).toBe(200);
      expect(f.headers.get('content-type')).toBe('video/mp4');
      expect(f.body.toString('latin1', 4, 8)).toBe('ftyp');
      expect(f.body.equals(original)).toBe(false);
      expect(mp4MovieDuration(f.body)).toBeCloseTo(2, 0);
    }
    const copies = await keysOf(t, early.id);
    expect(copies.marked_video_key).toMatch(new RegExp(`^${owner.userId}/${early.id}/[A-Za-z0-9]+-marked\\.mp4$`));
    const recorded = await t.ctx.database.query<{ content_type: string }>('select content_type from storage_objects where path = $1', [
      copies.marked_video_key,
    ]);
    expect(recorded).toEqual([{ content_type: 'video/mp4' }]);

    // The owner: the original, as stored.
    const own = await t.call('myPortfolio', { token: owner.token });
    for (const i of own.data.items) {
      expect(i.media.video_url).toMatch(/-video\.mp4/);
      expect((await fetchFile(t, i.media.video_url ?? '')).status).toBe(200);
    }

    // Staff: an upload waiting for review, on the moderation desk and in the staff view, is the original.
    await reviewEveryUpload(t, true);
    const pending = await uploadVideo(t, owner.token).finally(() => reviewEveryUpload(t, false));
    await rendered(t, owner.token);
    const q = await queueItemOf(t, pending.id);
    const desk = await t.call('moderationItem', { token: mod.token, params: { id: q?.id ?? '' } });
    const deskVideo = desk.data.details.facts.find((f) => f.label === 'Video')?.value ?? '';
    expect(deskVideo).toContain('aud=staff');
    expect(deskVideo).toMatch(/-video\.mp4/);
    expect((await fetchFile(t, deskVideo)).status).toBe(200);
    const staffView = await t.call('portfolioItem', { token: mod.token, params: { id: pending.id } });
    expect(staffView.data.media.video_url).toMatch(/-video\.mp4/);
    expect((await fetchFile(t, staffView.data.media.video_url ?? '')).status).toBe(200);

    // The member's own export leaves out the copies made for others (its derived files), videos too.
    const marked = await t.ctx.database.query<{ k: string }>(
      'select marked_video_key as k from portfolio_items where owner_id = $1 and marked_video_key is not null',
      [owner.userId],
    );
    expect(marked).toHaveLength(3);
    expect(await markedCopiesOf(t.ctx, owner.userId)).toEqual(expect.arrayContaining(marked.map((r) => r.k)));

    // Off: everyone gets the original again; the marked videos are gone from storage and its records.
    expect((await watermark(t, owner.token, false)).status).toBe(200);
    await rendered(t, owner.token);
    const plain = await t.call('memberPortfolio', { params: { identifier: owner.username } });
    for (const i of plain.data.items) {
      expect(i.media.video_url).toMatch(/-video\.mp4/);
      expect((await fetchFile(t, i.media.video_url ?? '')).status).toBe(200);
    }
    expect(await t.ctx.storage.get('portfolio', copies.marked_video_key ?? '')).toBeNull();
    const left = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from storage_objects where owner_id = $1 and path like '%-marked.%'",
      [owner.userId],
    );
    expect(left[0]?.n).toBe(0);
    expect((await keysOf(t, early.id)).marked_video_key).toBeNull();
  }, 600_000);
});

describe('without ffmpeg', () => {
  it('marking a video fails soft: logged, counted as done, others get the marked poster and no video', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    // A command that is on no PATH (a path is checked by the configuration; a name is not).
    const app = await startTestApp({ JOBS_POLL_MS: '100', FFMPEG_PATH: 'mb-no-such-ffmpeg' }, undefined, { log });
    try {
      const owner = await portfolioMember(app, { verified: true, pro: true });
      expect((await watermark(app, owner.token, true)).status).toBe(200);
      const item = await uploadVideo(app, owner.token);
      await rendered(app, owner.token);
      expect((await app.call('myWatermark', { token: owner.token })).data.progress).toEqual({ state: 'done', done: 1, total: 1 });
      expect(lines.some((l) => l.includes('others get the video’s poster only') && l.includes(item.id))).toBe(true);

      const visitor = await app.call('portfolioItem', { params: { id: item.id } });
      expect(visitor.data.media.video_url).toBeNull();
      expect(visitor.data.media.full_url).toMatch(/-marked\.webp/);
      expect((await fetchFile(app, visitor.data.media.full_url ?? '')).status).toBe(200);
      const { video_key } = await keysOf(app, item.id);
      expect((await fetchFile(app, app.ctx.storage.url('portfolio', video_key, { audience: 'public' }))).status).toBe(404);
      const own = await app.call('portfolioItem', { token: owner.token, params: { id: item.id } });
      expect(own.data.media.video_url).toMatch(/-video\.mp4/);
    } finally {
      await app.close();
    }
  });
});
