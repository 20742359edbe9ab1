import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { LIMITS } from '@mb/contract/limits';
import { uploadResultSchema } from '@mb/contract/storage';
import { MESSAGES } from '@mb/contract/ui-text';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageObjects } from '../../src/platform/db/platform-schema.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let user: Awaited<ReturnType<typeof signUpUser>>;
let png: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  user = await signUpUser(t);
  png = await sharp({ create: { width: 12, height: 12, channels: 4, background: '#e0115f' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

/** POST /api/v1/uploads with one multipart part. */
async function upload(body: Buffer, opts: { name?: string; type?: string; field?: string; token?: string | null } = {}) {
  const form = new FormData();
  form.append(opts.field ?? 'file', new Blob([new Uint8Array(body)], { type: opts.type ?? 'image/png' }), opts.name ?? 'photo.png');
  const headers: Record<string, string> = {};
  const token = opts.token === undefined ? user.token : opts.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${t.url}/api/v1/uploads`, { method: 'POST', headers, body: form });
  const json = (await res.json()) as Record<string, unknown> & {
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
  return { status: res.status, json };
}

/** A hand-built multipart body, for raw-socket requests. */
function multipart(file: Buffer, name = 'photo.png') {
  const boundary = `----mb${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { boundary, head, tail, full: Buffer.concat([head, file, tail]) };
}

/** Sends headers and only `sent` bytes of the body, then waits for the server's answer without finishing the body. */
function partialRequest(headers: Record<string, string>, sent: Buffer) {
  return new Promise<{ status: number; body: string; bodyFinished: boolean }>((resolve, reject) => {
    const u = new URL(`${t.url}/api/v1/uploads`);
    const req = http.request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers });
    let finished = false;
    req.on('finish', () => {
      finished = true;
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, bodyFinished: finished });
        req.destroy();
      });
    });
    req.write(sent);
    // Deliberately never req.end(): the declared body never arrives in full.
  });
}

describe('POST /api/v1/uploads', () => {
  it('401 without a token, and with a bad one', async () => {
    const none = await upload(png, { token: null });
    expect(none.status).toBe(401);
    expect(none.json.error?.code).toBe('unauthenticated');
    const bad = await upload(png, { token: 'not.a.token' });
    expect(bad.status).toBe(401);
  });

  it('stores a good PNG privately under a random name; the signed URL serves the stored image, safely', async () => {
    const r = await upload(png, { name: 'my holiday.png' });
    expect(r.status).toBe(201);
    const data = uploadResultSchema.parse(r.json);
    expect(data).toMatchObject({ bucket: 'uploads', content_type: 'image/png' });
    expect(data.path).toMatch(new RegExp(`^${user.userId}/\\d+-[A-Za-z0-9]+\\.png$`));
    expect(data.path).not.toContain('holiday');
    expect(data.url).toMatch(/^\/storage\/uploads\/.+\?expires=\d+&sig=[\w-]+$/);

    const res = await fetch(t.url + data.url);
    expect(res.status).toBe(200);
    // Re-encoded without metadata: the same picture, not necessarily the same bytes.
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.length).toBe(data.size);
    const [a, b] = await Promise.all([sharp(served).raw().toBuffer(), sharp(png).raw().toBuffer()]);
    expect(a.equals(b)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="\d+-[A-Za-z0-9]+\.png"$/);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('cache-control')).toMatch(/^private/);

    const rows = await t.ctx.db.select().from(storageObjects);
    expect(rows.find((o) => o.path === data.path)).toMatchObject({
      bucket: 'uploads',
      owner_id: user.userId,
      content_type: 'image/png',
      size: data.size,
    });
  });

  it('strips a JPEG’s GPS and camera EXIF before storing it, with its orientation applied', async () => {
    // A 40x20 phone photo taken on its side (orientation 6), with where and with what it was taken.
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'SpyCam', Model: 'Model X-9000' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const r = await upload(photo, { name: 'beach.jpg', type: 'image/jpeg' });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    const data = uploadResultSchema.parse(r.json);
    const served = Buffer.from(await (await fetch(t.url + data.url)).arrayBuffer());
    expect(served.length).toBe(data.size);
    const meta = await sharp(served).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.toString('latin1')).not.toMatch(/SpyCam|X-9000|Exif\0\0/);
    expect([meta.width, meta.height, meta.orientation]).toEqual([20, 40, undefined]);
    // What is stored is what is served.
    const stored = await t.ctx.storage.get('uploads', data.path);
    expect(stored?.body && Buffer.from(stored.body as Buffer).equals(served)).toBe(true);
  });

  it('refuses an image whose header is right but whose bytes do not decode', async () => {
    const png8 = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const broken = Buffer.concat([png8.subarray(0, 60), Buffer.alloc(200, 7)]);
    const r = await upload(broken, { name: 'broken.png' });
    expect(r.status).toBe(422);
    expect(r.json.error?.message).toBe(MESSAGES.uploadRejected);
  });

  it('serves a PDF as an attachment, never inline', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
    const r = await upload(pdf, { name: 'contract.pdf', type: 'application/pdf' });
    expect(r.status).toBe(201);
    const res = await fetch(t.url + String(r.json.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('the private object is 403 without a signature, with a bad or foreign one, and once expired', async () => {
    const r = await upload(png);
    const data = uploadResultSchema.parse(r.json);
    const u = new URL(data.url, t.url);
    const expires = u.searchParams.get('expires') ?? '';
    const sig = u.searchParams.get('sig') ?? '';
    const other = uploadResultSchema.parse((await upload(png)).json);
    const otherSig = new URL(other.url, t.url).searchParams.get('sig') ?? '';
    const expired = t.ctx.storage.url('uploads', data.path, -5);
    for (const [why, url] of [
      ['no signature', u.pathname],
      ['only expires', `${u.pathname}?expires=${expires}`],
      ['tampered signature', `${u.pathname}?expires=${expires}&sig=${sig.slice(0, -2)}xx`],
      ['later expiry', `${u.pathname}?expires=${Number(expires) + 86_400}&sig=${sig}`],
      ["another file's signature", `${u.pathname}?expires=${expires}&sig=${otherSig}`],
      ['expired', expired],
    ]) {
      const res = await fetch(t.url + url);
      expect(res.status, why).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code, why).toBe('forbidden');
    }
    // The same object through another private bucket's name is not reachable with this signature.
    expect((await fetch(`${t.url}/storage/identity/${data.path}?expires=${expires}&sig=${sig}`)).status).toBe(403);
  });

  it('refuses a Content-Length over 10 MB with 413 before reading the body', async () => {
    const { boundary, head } = multipart(Buffer.alloc(0));
    const declared = LIMITS.uploadMaxBytes + 1024 * 1024;
    const r = await partialRequest(
      {
        authorization: `Bearer ${user.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(declared),
      },
      Buffer.concat([head, png]),
    );
    // The answer came while nearly all of the declared 11 MB was never sent: the server did not wait for it.
    expect(r.bodyFinished).toBe(false);
    expect(r.status).toBe(413);
    const body = JSON.parse(r.body) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('payload_too_large');
    expect(body.error.message).toBe(MESSAGES.uploadTooLarge);
  });

  it('accepts a file of exactly 10 MB and refuses one byte more, even without a Content-Length', async () => {
    const exact = Buffer.concat([png, Buffer.alloc(LIMITS.uploadMaxBytes - png.length)]);
    const ok = await upload(exact);
    expect(ok.status, JSON.stringify(ok.json)).toBe(201);
    // Stored re-encoded, without the padding.
    expect(ok.json.size).toBeLessThan(LIMITS.uploadMaxBytes);

    // Chunked upload (no Content-Length): the stream is cut off at the limit.
    const over = Buffer.concat([png, Buffer.alloc(LIMITS.uploadMaxBytes + 1 - png.length)]);
    const { boundary, full } = multipart(over);
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const u = new URL(`${t.url}/api/v1/uploads`);
      const req = http.request({
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${user.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
      });
      req.on('error', reject);
      req.on('response', (r) => {
        let body = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => {
          body += c;
        });
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      for (let i = 0; i < full.length; i += 256 * 1024) req.write(full.subarray(i, i + 256 * 1024));
      req.end();
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.message).toBe(MESSAGES.uploadTooLarge);
  });

  it('a file that is not what its name says gets a clear message naming the problem', async () => {
    const r = await upload(Buffer.from('definitely not an image\n'), { name: 'photo.png', type: 'image/png' });
    expect(r.status).toBe(415);
    expect(r.json.error?.code).toBe('unsupported_media_type');
    expect(r.json.error?.message).toBe(MESSAGES.uploadRejected);
    expect(r.json.error?.fields?.file).toContain('type not allowed');
  });

  it('a blocked extension or a script payload is refused (422) and nothing is stored', async () => {
    const before = (await t.ctx.db.select().from(storageObjects)).length;
    const php = await upload(png, { name: 'shell.php' });
    expect(php.status).toBe(422);
    expect(php.json.error?.fields?.file).toContain('blocked extension');
    const dots = await upload(png, { name: 'shell.php.png' });
    expect(dots.status).toBe(422);
    const script = await upload(Buffer.concat([png, Buffer.from('<?php system($_GET[1]); ?>')]));
    expect(script.status).toBe(422);
    expect(script.json.error?.fields?.file).toContain('embedded script or markup');
    expect((await t.ctx.db.select().from(storageObjects)).length).toBe(before);
  });

  it('no file, or a file in the wrong field, is a 400 "No file provided"; a non-multipart body is 415', async () => {
    const wrongField = await upload(png, { field: 'avatar' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.json.error?.message).toBe(MESSAGES.avatar.noFile);
    const json = await fetch(`${t.url}/api/v1/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });
});

describe('GET /storage', () => {
  it('a public bucket answers 404 for unknown keys, invalid keys and unknown buckets', async () => {
    for (const p of ['/storage/avatars/nobody/1-missing.png', '/storage/avatars/..%2F..%2Fpackage.json', '/storage/secrets/x/1-a.png']) {
      const res = await fetch(t.url + p);
      expect(res.status, p).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
  });

  it('serves a public object without a signature, cacheable', async () => {
    const key = `${user.userId}/1-avatar.png`;
    await t.ctx.storage.put('avatars', key, png, 'image/png');
    const res = await fetch(`${t.url}/storage/avatars/${key}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
