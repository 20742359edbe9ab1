import { myProfileSchema } from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewAvatar } from '../../src/features/profiles/avatar.ts';
import { makeImage, newUsername, postAvatar } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const fetchImage = async (url: string) => {
  const res = await fetch(t.url + url);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};

describe('avatar upload', () => {
  it('re-encodes to 512 px and 128 px WebP without metadata, stored under <user id>/<timestamp>-<random>.webp, pending', async () => {
    const u = await signUpUser(t);
    const r = await postAvatar(t, u.token, { body: await makeImage('jpeg', { exif: true }), name: 'me.jpg', type: 'image/jpeg' });
    expect(r.status).toBe(200);
    const me = myProfileSchema.parse(r.json);
    expect(me.avatar_moderation_status).toBe('pending');
    expect(me.avatar_url).toMatch(new RegExp(`^/storage/avatars/${u.userId}/\\d{13}-[A-Za-z0-9]+\\.webp$`));
    expect(me.avatar_approved_url).toBeNull();

    const large = await fetchImage(me.avatar_url ?? '');
    expect(large.res.status).toBe(200);
    expect(large.res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(large.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
    expect(meta.exif).toBeUndefined();
    expect(large.body.toString('latin1')).not.toContain('Secret Legal Name');
    const small = await sharp((await fetchImage(me.avatar_thumb_url ?? '')).body).metadata();
    expect([small.width, small.height]).toEqual([128, 128]);
  });

  it.each([
    ['png', 'image/png', 'a.png'],
    ['webp', 'image/webp', 'a.webp'],
  ] as const)('accepts %s', async (format, type, name) => {
    const u = await signUpUser(t);
    const r = await postAvatar(t, u.token, { body: await makeImage(format), name, type });
    expect(r.status).toBe(200);
  });

  it('refuses other types by their bytes, whatever the name or declared type says', async () => {
    const u = await signUpUser(t);
    const cases = [
      { body: await makeImage('gif'), name: 'a.gif', type: 'image/gif' },
      { body: Buffer.from('just some text, not an image at all'), name: 'photo.png', type: 'image/png' },
      {
        body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'a.svg',
        type: 'image/svg+xml',
      },
    ];
    for (const file of cases) {
      const r = await postAvatar(t, u.token, file);
      expect(r.status, file.name).toBe(415);
      expect(r.json.error?.message).toBe(MESSAGES.avatar.badType);
    }
    // A PNG header over garbage is refused too: it does not decode.
    const png = await makeImage('png');
    const corrupt = Buffer.concat([png.subarray(0, 64), Buffer.alloc(4000, 7)]);
    const r = await postAvatar(t, u.token, { body: corrupt, name: 'broken.png', type: 'image/png' });
    expect(r.status).toBe(415);
    expect((await t.call('myProfile', { token: u.token })).data.avatar_url).toBeNull();
  });

  it('refuses files over 5 MB with the spec message', async () => {
    const u = await signUpUser(t);
    const png = await makeImage('png');
    // Just over the limit (inside the multipart slack, so the stream check decides) and far over (header check).
    for (const extra of [5 * 1024 * 1024 - png.length + 10, 8 * 1024 * 1024]) {
      const r = await postAvatar(t, u.token, { body: Buffer.concat([png, Buffer.alloc(extra)]), name: 'big.png', type: 'image/png' });
      expect(r.status).toBe(413);
      expect(r.json.error?.message).toBe(MESSAGES.avatar.tooLarge);
    }
  });

  it("says 'No file provided' without a file, and needs a session", async () => {
    const u = await signUpUser(t);
    const none = await postAvatar(t, u.token, null);
    expect(none.status).toBe(400);
    expect(none.json.error?.message).toBe(MESSAGES.avatar.noFile);
    const empty = await postAvatar(t, u.token, { body: Buffer.alloc(0), name: 'a.png', type: 'image/png' });
    expect(empty.json.error?.message).toBe(MESSAGES.avatar.noFile);
    const anon = await postAvatar(t, null, { body: await makeImage('png'), name: 'a.png', type: 'image/png' });
    expect(anon.status).toBe(401);
  });

  it('others see the last approved avatar (or the default) while a new one is pending; the owner sees the pending one', async () => {
    const u = await signUpUser(t);
    const username = newUsername('avatar');
    await t.call('updateMyProfile', { token: u.token, body: { username } });
    const first = myProfileSchema.parse(
      (await postAvatar(t, u.token, { body: await makeImage('png'), name: 'a.png', type: 'image/png' })).json,
    );
    expect((await t.call('publicProfile', { params: { identifier: username } })).data.avatar_url).toBeNull();

    await reviewAvatar(t.ctx, u.userId, { approve: true, reviewerId: u.userId });
    expect((await t.call('publicProfile', { params: { identifier: username } })).data.avatar_url).toBe(first.avatar_url);

    const second = myProfileSchema.parse(
      (await postAvatar(t, u.token, { body: await makeImage('webp'), name: 'b.webp', type: 'image/webp' })).json,
    );
    expect(second.avatar_url).not.toBe(first.avatar_url);
    expect(second).toMatchObject({ avatar_moderation_status: 'pending', avatar_approved_url: first.avatar_url });
    expect((await t.call('publicProfile', { params: { identifier: username } })).data.avatar_url).toBe(first.avatar_url);

    // A third upload replaces the pending second one, whose files are removed; the approved one stays.
    const third = myProfileSchema.parse(
      (await postAvatar(t, u.token, { body: await makeImage('png'), name: 'c.png', type: 'image/png' })).json,
    );
    expect((await fetchImage(second.avatar_url ?? '')).res.status).toBe(404);
    expect((await fetchImage(first.avatar_url ?? '')).res.status).toBe(200);

    // Rejected: the owner is back on the approved avatar and the rejected file is gone.
    await reviewAvatar(t.ctx, u.userId, { approve: false, reviewerId: u.userId, reason: 'Not a face' });
    const me = (await t.call('myProfile', { token: u.token })).data;
    expect(me).toMatchObject({ avatar_moderation_status: 'rejected', avatar_url: first.avatar_url });
    expect((await fetchImage(third.avatar_url ?? '')).res.status).toBe(404);
  });

  it('a verified member skips the moderation wait (spec §6)', async () => {
    const u = await signUpUser(t);
    await t.ctx.database.query('update profiles set vaulth_verified = true where id = $1', [u.userId]);
    const r = myProfileSchema.parse(
      (await postAvatar(t, u.token, { body: await makeImage('png'), name: 'a.png', type: 'image/png' })).json,
    );
    expect(r.avatar_moderation_status).toBe('approved');
    expect(r.avatar_approved_url).toBe(r.avatar_url);
  });
});
