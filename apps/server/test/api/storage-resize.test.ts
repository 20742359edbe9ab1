import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// Narrower copies of public pictures for a srcset (issue 33; features/storage/resize.ts).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
const widthOf = async (res: Response) => (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;

it('a public picture comes narrower as WebP at the widths the web app asks for; other widths get the original', async () => {
  const key = `owner/${Date.now()}-cover.png`;
  await t.ctx.storage.put('business-logos', key, await picture(1920, 1080), 'image/png');

  const copy = await fetch(`${t.url}/storage/business-logos/${key}?w=640`);
  expect(copy.status).toBe(200);
  expect(copy.headers.get('content-type')).toBe('image/webp');
  expect(copy.headers.get('cache-control')).toBe('public, max-age=3600');
  expect(await widthOf(copy)).toBe(640);
  // Asked again: the same copy (kept in the process).
  expect(await widthOf(await fetch(`${t.url}/storage/business-logos/${key}?w=640`))).toBe(640);

  for (const w of ['', '641', 'abc', '99999']) {
    const res = await fetch(`${t.url}/storage/business-logos/${key}${w ? `?w=${w}` : ''}`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await widthOf(res)).toBe(1920);
  }
});

it('never enlarges, and a removed picture stops at once, copies included', async () => {
  const key = `owner/${Date.now()}-logo.png`;
  await t.ctx.storage.put('business-logos', key, await picture(300, 300), 'image/png');
  expect(await widthOf(await fetch(`${t.url}/storage/business-logos/${key}?w=960`))).toBe(300);
  await t.ctx.storage.delete('business-logos', key);
  expect((await fetch(`${t.url}/storage/business-logos/${key}?w=960`)).status).toBe(404);
});

it('private buckets and files that are not pictures are served as stored', async () => {
  const key = `owner/${Date.now()}-a.png`;
  await t.ctx.storage.put('avatars', key, await picture(800, 800), 'image/png');
  const avatar = await fetch(`${t.url}/storage/avatars/${key}?w=320`);
  expect(avatar.headers.get('content-type')).toBe('image/png');
  expect(await widthOf(avatar)).toBe(800);
});
