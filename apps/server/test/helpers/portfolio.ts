import { ownPortfolioItemSchema } from '@mb/contract/portfolio';
import sharp from 'sharp';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { newUsername } from './profiles.ts';
import { signUpUser, type TestApp } from './test-app.ts';

/** A JPEG carrying a GPS position, camera and author in its EXIF (to prove none of it survives). */
export async function photoWithGps(opts: { width?: number; height?: number } = {}) {
  return sharp({
    create: { width: opts.width ?? 2000, height: opts.height ?? 1500, channels: 3, background: { r: 200, g: 90, b: 60 } },
  })
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Model X', Artist: 'Secret Legal Name', Copyright: 'Secret Legal Name' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4020/100' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export interface UploadFile {
  body: Buffer;
  name: string;
  type: string;
}

/** POSTs one file to the portfolio upload route like the browser does. */
export async function postPortfolio(t: TestApp, token: string | null, file: UploadFile | null, query: Record<string, string> = {}) {
  const fd = new FormData();
  if (file) fd.append('file', new Blob([new Uint8Array(file.body)], { type: file.type }), file.name);
  else fd.append('note', 'no file');
  const qs = Object.keys(query).length ? `?${new URLSearchParams(query)}` : '';
  const res = await fetch(`${t.url}/api/v1/portfolio/me/items${qs}`, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
    },
    body: fd,
  });
  const json = (await res.json()) as Record<string, unknown> & {
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
  return { status: res.status, json, item: res.status === 201 ? ownPortfolioItemSchema.parse(json) : null };
}

/** Uploads an image and answers the owner's item (throws when refused). */
export async function uploadImage(t: TestApp, token: string, body?: Buffer, query: Record<string, string> = {}) {
  const r = await postPortfolio(t, token, { body: body ?? (await plainImage()), name: 'shot.jpg', type: 'image/jpeg' }, query);
  if (!r.item) throw new Error(`upload failed: ${r.status} ${JSON.stringify(r.json)}`);
  return r.item;
}

let shade = 0;
/** A small JPEG, a different colour each time. */
export function plainImage(w = 800, h = 600) {
  shade = (shade + 37) % 255;
  return sharp({ create: { width: w, height: h, channels: 3, background: { r: shade, g: 60, b: 120 } } })
    .jpeg()
    .toBuffer();
}

/** A member with a username (so their profile has an address), optionally verified and/or Pro. */
export async function portfolioMember(t: TestApp, opts: { verified?: boolean; pro?: boolean } = {}) {
  const u = await signUpUser(t);
  const username = newUsername('pf');
  const r = await t.call('updateMyProfile', { token: u.token, body: { username } });
  if (r.status !== 200) throw new Error(`username failed: ${JSON.stringify(r.error)}`);
  if (opts.verified) await t.ctx.database.query('update profiles set vaulth_verified = true where id = $1', [u.userId]);
  if (opts.pro) {
    await t.ctx.database.query(
      "update profiles set subscription_status = 'active', subscription_end_date = now() + interval '30 days' where id = $1",
      [u.userId],
    );
  }
  return { ...u, username };
}

export async function moderator(t: TestApp) {
  const u = await signUpUser(t);
  await t.ctx.db.insert(staffRoles).values({ user_id: u.userId, role: 'moderator', permissions: ['content_moderation'] });
  return u;
}

/** The open moderation item about a portfolio item. */
export async function queueItemOf(t: TestApp, itemId: string) {
  const rows = await t.ctx.database.query<{ id: string; status: string }>(
    "select id, status from moderation_items where type = 'portfolio_item' and subject_id = $1 order by created_at desc",
    [itemId],
  );
  return rows[0];
}

/** GET a /storage URL as a browser would (no session: the signature decides). */
export async function fetchFile(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(t.url + url, { headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}
