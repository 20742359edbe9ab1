import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { MESSAGES } from '@mb/contract/ui-text';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchFile,
  moderator,
  photoWithGps,
  plainImage,
  portfolioMember,
  postPortfolio,
  queueItemOf,
  uploadImage,
} from '../helpers/portfolio.ts';
import { makeImage } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// The portfolio (issue 10): uploads with the §5 check, re-encoding without metadata, free and Pro
// limits, moderation, visibility over every route that lists or serves media. Pro is set by writing
// the profile's subscription columns (nothing else sets them yet); verification by vaulth_verified.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('upload', () => {
  it('re-encodes an image to WebP at 480 and 1600 px without metadata: the GPS position never survives', async () => {
    const u = await portfolioMember(t, { verified: true });
    const original = await photoWithGps({ width: 2400, height: 1800 });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const r = await postPortfolio(t, u.token, { body: original, name: 'beach.jpg', type: 'image/jpeg' });
    expect(r.status).toBe(201);
    const item = r.item;
    if (!item) throw new Error('no item');
    expect(item).toMatchObject({
      kind: 'image',
      moderation_status: 'approved',
      is_public: true,
      consent_state: 'none',
      size_bytes: original.length,
    });
    expect(item.media.blur_data_url).toMatch(/^data:image\/webp;base64,/);
    expect([item.media.width, item.media.height]).toEqual([1600, 1200]);

    for (const [url, longSide] of [
      [item.media.thumb_url, 480],
      [item.media.full_url, 1600],
    ] as const) {
      const f = await fetchFile(t, url ?? '');
      expect(f.status).toBe(200);
      expect(f.headers.get('content-type')).toBe('image/webp');
      expect(f.headers.get('x-robots-tag')).toContain('noindex');
      const meta = await sharp(f.body).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(longSide);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      const text = f.body.toString('latin1');
      for (const secret of ['Secret Legal Name', 'SecretCam', 'GPS']) expect(text).not.toContain(secret);
    }
    const blur = Buffer.from(item.media.blur_data_url?.split(',')[1] ?? '', 'base64');
    const blurMeta = await sharp(blur).metadata();
    expect(Math.max(blurMeta.width ?? 0, blurMeta.height ?? 0)).toBe(16);
    expect(blurMeta.exif).toBeUndefined();
  });

  it('never enlarges a small image', async () => {
    const u = await portfolioMember(t, { verified: true });
    const item = await uploadImage(t, u.token, await plainImage(300, 200));
    expect([item.media.width, item.media.height]).toEqual([300, 200]);
  });

  it('refuses by the §5 check with the §8/§5 messages, and keeps what the member had', async () => {
    const u = await portfolioMember(t, { verified: true });
    const kept = await uploadImage(t, u.token);
    const png = await makeImage('png');
    const cases: [string, { body: Buffer; name: string; type: string }, number, string][] = [
      [
        'a PDF (not a portfolio type)',
        { body: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF'), name: 'cv.pdf', type: 'application/pdf' },
        415,
        PORTFOLIO_MESSAGES.typeNotAllowed,
      ],
      [
        'text calling itself a PNG',
        { body: Buffer.from('hello, not an image'), name: 'a.png', type: 'image/png' },
        415,
        PORTFOLIO_MESSAGES.typeNotAllowed,
      ],
      [
        'an SVG with script',
        {
          body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          name: 'a.svg',
          type: 'image/svg+xml',
        },
        415,
        PORTFOLIO_MESSAGES.typeNotAllowed,
      ],
      ['a blocked extension', { body: png, name: 'shot.php.png', type: 'image/png' }, 422, MESSAGES.uploadRejected],
      ['a name with a leading dot', { body: png, name: '.hidden.png', type: 'image/png' }, 422, MESSAGES.uploadRejected],
      [
        'an image with PHP appended',
        { body: Buffer.concat([png, Buffer.from('<?php system($_GET["c"]); ?>')]), name: 'a.png', type: 'image/png' },
        422,
        MESSAGES.uploadRejected,
      ],
      [
        'a PNG header over garbage',
        { body: Buffer.concat([png.subarray(0, 64), Buffer.alloc(4000, 7)]), name: 'b.png', type: 'image/png' },
        422,
        MESSAGES.uploadRejected,
      ],
    ];
    for (const [what, file, status, message] of cases) {
      const r = await postPortfolio(t, u.token, file);
      expect(r.status, what).toBe(status);
      expect(r.json.error?.message, what).toBe(message);
    }
    // Over 10 MB: inside the multipart slack (the stream check decides) and far over (the header check).
    for (const extra of [PORTFOLIO_LIMITS.uploadMaxBytes - png.length + 10, 12 * 1024 * 1024]) {
      const r = await postPortfolio(t, u.token, { body: Buffer.concat([png, Buffer.alloc(extra)]), name: 'big.png', type: 'image/png' });
      expect(r.status).toBe(413);
      expect(r.json.error?.message).toBe(MESSAGES.uploadTooLarge);
    }
    const none = await postPortfolio(t, u.token, null);
    expect(none.status).toBe(400);
    const mine = await t.call('myPortfolio', { token: u.token });
    expect(mine.data.items.map((i) => i.id)).toEqual([kept.id]);
    const [files] = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from storage_objects where bucket = 'portfolio' and owner_id = $1",
      [u.userId],
    );
    expect(files?.n).toBe(2);
  });
});

describe('limits', () => {
  it('free members keep up to 12 images, told with the spec message; the allowance says so first', async () => {
    const u = await portfolioMember(t, { verified: true });
    const before = await t.call('myPortfolio', { token: u.token });
    expect(before.data.allowance).toMatchObject({
      is_pro: false,
      verified: true,
      uploads_reviewed: false,
      image_count: 0,
      image_limit: 12,
      can_upload_videos: false,
      can_use_albums: false,
      max_upload_bytes: 10 * 1024 * 1024,
    });
    const img = await plainImage(200, 150);
    // Several at once, like the browser's multi-file upload: the member's lock keeps the count right.
    await Promise.all(Array.from({ length: 12 }, () => uploadImage(t, u.token, img)));
    const r = await postPortfolio(t, u.token, { body: img, name: 'thirteen.jpg', type: 'image/jpeg' });
    expect(r.status).toBe(403);
    expect(r.json.error?.message).toBe(PORTFOLIO_MESSAGES.imageLimitReached);
    const after = await t.call('myPortfolio', { token: u.token });
    expect(after.data.items).toHaveLength(12);
    expect(after.data.allowance.image_count).toBe(12);
    expect(after.data.at_risk).toEqual({ videos: 0, albums: 0, images_beyond_free: 0 });
  });

  it('twelve uploads racing a thirteenth still stop at twelve', async () => {
    const u = await portfolioMember(t, { verified: true });
    const img = await plainImage(120, 90);
    const results = await Promise.all(
      Array.from({ length: 14 }, () => postPortfolio(t, u.token, { body: img, name: 'x.jpg', type: 'image/jpeg' })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(12);
    expect(results.filter((r) => r.status === 403).every((r) => r.json.error?.message === PORTFOLIO_MESSAGES.imageLimitReached)).toBe(true);
    expect((await t.call('myPortfolio', { token: u.token })).data.items).toHaveLength(12);
  });

  it('albums need Pro; NSFW needs a verified identity', async () => {
    const u = await portfolioMember(t);
    const album = await t.call('createPortfolioAlbum', { token: u.token, body: { title: 'Editorial' } });
    expect(album.status).toBe(403);
    expect(album.error?.message).toBe(PORTFOLIO_MESSAGES.albumsNeedPro);
    const nsfw = await postPortfolio(t, u.token, { body: await plainImage(), name: 'a.jpg', type: 'image/jpeg' }, { nsfw: 'true' });
    expect(nsfw.status).toBe(403);
    expect(nsfw.json.error?.message).toBe(PORTFOLIO_MESSAGES.nsfwNeedsVerification);
    const item = await uploadImage(t, u.token);
    const patch = await t.call('updatePortfolioItem', { token: u.token, params: { id: item.id }, body: { nsfw: true } });
    expect(patch.status).toBe(403);
    expect(patch.error?.message).toBe(PORTFOLIO_MESSAGES.nsfwNeedsVerification);

    const v = await portfolioMember(t, { verified: true });
    const ok = await postPortfolio(t, v.token, { body: await plainImage(), name: 'a.jpg', type: 'image/jpeg' }, { nsfw: 'true' });
    expect(ok.status).toBe(201);
    expect(ok.item?.nsfw).toBe(true);
  });
});

describe('moderation', () => {
  it('an unverified upload waits for a moderator, visible only to its owner and staff; approval publishes it', async () => {
    const owner = await portfolioMember(t);
    const stranger = await signUpUser(t);
    const mod = await moderator(t);
    const item = await uploadImage(t, owner.token);
    expect(item).toMatchObject({ moderation_status: 'pending', is_public: false, published_at: null });
    const mine = await t.call('myPortfolio', { token: owner.token });
    expect(mine.data.allowance.uploads_reviewed).toBe(true);

    // Nobody else sees it: not in the member's portfolio, not by id.
    for (const token of [undefined, stranger.token]) {
      const list = await t.call('memberPortfolio', { token, params: { identifier: owner.username } });
      expect(list.status).toBe(200);
      expect(list.data.items).toEqual([]);
      const one = await t.call('portfolioItem', { token, params: { id: item.id } });
      expect(one.status).toBe(404);
    }
    const staffView = await t.call('portfolioItem', { token: mod.token, params: { id: item.id } });
    expect(staffView.status).toBe(200);
    expect(staffView.data.media.full_url).toContain('aud=staff');
    expect((await fetchFile(t, staffView.data.media.full_url ?? '')).status).toBe(200);

    const q = await queueItemOf(t, item.id);
    expect(q?.status).toBe('pending');
    const details = await t.call('moderationItem', { token: mod.token, params: { id: q?.id ?? '' } });
    expect(details.data.details.current).toBe(true);
    expect(details.data.details.images[0]?.url).toContain('aud=staff');
    expect((await fetchFile(t, details.data.details.images[0]?.url ?? '')).status).toBe(200);

    const approved = await t.call('moderationApprove', { token: mod.token, params: { id: q?.id ?? '' } });
    expect(approved.status).toBe(200);
    const list = await t.call('memberPortfolio', { params: { identifier: owner.username } });
    expect(list.data.items.map((i) => i.id)).toEqual([item.id]);
    expect(list.data.items[0]?.published_at).not.toBeNull();
    const thumb = list.data.items[0]?.media.thumb_url ?? '';
    expect(thumb).toContain('aud=public');
    expect((await fetchFile(t, thumb)).status).toBe(200);
    const notes = await t.call('notifications', { token: owner.token });
    expect(notes.data.items[0]?.title).toBe('Portfolio item approved');
  });

  it('a rejection keeps it private with the reason; the owner is told', async () => {
    const owner = await portfolioMember(t);
    const mod = await moderator(t);
    const item = await uploadImage(t, owner.token);
    const q = await queueItemOf(t, item.id);
    const r = await t.call('moderationReject', {
      token: mod.token,
      params: { id: q?.id ?? '' },
      body: { category: 'quality', reason: 'The image is too blurry to show.' },
    });
    expect(r.status).toBe(200);
    const mine = await t.call('myPortfolio', { token: owner.token });
    expect(mine.data.items[0]).toMatchObject({
      moderation_status: 'rejected',
      rejection_reason: 'The image is too blurry to show.',
      is_public: false,
    });
    expect((await t.call('memberPortfolio', { params: { identifier: owner.username } })).data.items).toEqual([]);
    const notes = await t.call('notifications', { token: owner.token });
    expect(notes.data.items[0]?.title).toBe('Portfolio item not approved');
  });

  it('verified members publish at once, unless staff review every upload', async () => {
    const v = await portfolioMember(t, { verified: true });
    const now = await uploadImage(t, v.token);
    expect(now.moderation_status).toBe('approved');
    expect(await queueItemOf(t, now.id)).toBeUndefined();
    await t.ctx.database.query(
      "insert into platform_settings (key, value) values ('review_every_upload', 'true'::jsonb) on conflict (key) do update set value = excluded.value",
    );
    try {
      const later = await uploadImage(t, v.token);
      expect(later.moderation_status).toBe('pending');
      expect((await queueItemOf(t, later.id))?.status).toBe('pending');
      expect((await t.call('myPortfolio', { token: v.token })).data.allowance.uploads_reviewed).toBe(true);
    } finally {
      await t.ctx.database.query("delete from platform_settings where key = 'review_every_upload'");
    }
  });
});
