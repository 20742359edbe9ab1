import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalDriver } from './local.ts';
import { createS3Driver, parseStorageUrl } from './s3.ts';
import { BUCKETS, type Bucket, createStorage, isValidKey, type StorageDriver } from './storage.ts';

// One contract, every driver: what the app relies on must behave the same on local disk and on S3.

const tmpDirs: string[] = [];
const tmp = (prefix: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), prefix));
  tmpDirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of tmpDirs) rmSync(d, { recursive: true, force: true });
});

let n = 0;
const key = (ext = 'png') => `owner-${n}/${Date.now()}-${n++}.${ext}`;

function driverContract(label: string, make: () => StorageDriver) {
  describe(`${label} driver`, () => {
    let d: StorageDriver;
    beforeAll(() => {
      d = make();
    });

    it('answers a ping (the readiness check) while it can be reached', async () => {
      await expect(d.ping()).resolves.toBeUndefined();
    });

    it('gets back what it put', async () => {
      const k = key();
      await d.put('uploads', k, Buffer.from('hello storage'), 'image/png');
      const got = await d.get('uploads', k);
      expect(got?.body.toString()).toBe('hello storage');
      expect(got?.size).toBe(13);
    });

    it('returns null for a missing object, in an existing and a never-used bucket', async () => {
      expect(await d.get('uploads', key())).toBeNull();
      expect(await d.get('identity', 'nobody/never-1.pdf')).toBeNull();
    });

    it('overwrites an existing object', async () => {
      const k = key();
      await d.put('avatars', k, Buffer.from('first version, longer'), 'image/png');
      await d.put('avatars', k, Buffer.from('second'), 'image/png');
      const got = await d.get('avatars', k);
      expect(got?.body.toString()).toBe('second');
      expect(got?.size).toBe(6);
    });

    it('deletes, and deleting a missing object is not an error', async () => {
      const k = key();
      await d.put('uploads', k, Buffer.from('bye'), 'image/png');
      await d.delete('uploads', k);
      expect(await d.get('uploads', k)).toBeNull();
      await expect(d.delete('uploads', k)).resolves.toBeUndefined();
    });

    it('round-trips binary bytes exactly (every byte value, and 256 KB of random data)', async () => {
      const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const random = randomBytes(256 * 1024);
      const k1 = key('bin');
      const k2 = key('jpg');
      await d.put('uploads', k1, every, 'application/octet-stream');
      await d.put('uploads', k2, random, 'image/jpeg');
      expect((await d.get('uploads', k1))?.body.equals(every)).toBe(true);
      const got = await d.get('uploads', k2);
      expect(got?.size).toBe(random.length);
      expect(got?.body.equals(random)).toBe(true);
    });

    it("lists a folder's keys, and nothing of another folder or bucket", async () => {
      const folder = `lister-${n++}`;
      const a = `${folder}/1-a.png`;
      const b = `${folder}/sub/2-b.pdf`;
      await d.put('uploads', a, Buffer.from('a'), 'image/png');
      await d.put('uploads', b, Buffer.from('b'), 'application/pdf');
      await d.put('uploads', `${folder}x/3-c.png`, Buffer.from('c'), 'image/png');
      await d.put('avatars', `${folder}/4-d.png`, Buffer.from('d'), 'image/png');
      expect(await d.list('uploads', `${folder}/`)).toEqual([a, b]);
      expect(await d.list('exports', `${folder}/`)).toEqual([]);
      await d.delete('uploads', a);
      expect(await d.list('uploads', `${folder}/`)).toEqual([b]);
    });

    it('a writer stores a large object in pieces, readable whole and only once ended', async () => {
      // Over two S3 parts (8 MiB each) and a tail: the multipart path.
      const big = randomBytes(17 * 1024 * 1024 + 123);
      const k = key('zip');
      const w = d.writer('exports', k, 'application/zip');
      for (let at = 0; at < big.length; at += 1024 * 1024) {
        await w.write(big.subarray(at, at + 1024 * 1024));
        if (at === 9 * 1024 * 1024) expect(await d.get('exports', k)).toBeNull();
      }
      expect(await d.get('exports', k)).toBeNull();
      expect(await w.end()).toBe(big.length);
      const got = await d.get('exports', k);
      expect(got?.size).toBe(big.length);
      expect(got?.body.equals(big)).toBe(true);
      // Smaller than a part: one object all the same.
      const small = key('zip');
      const s = d.writer('exports', small, 'application/zip');
      await s.write(Buffer.from('ab'));
      await s.write(Buffer.from('c'));
      expect(await s.end()).toBe(3);
      expect((await d.get('exports', small))?.body.toString()).toBe('abc');
    }, 60_000);

    it('an aborted writer leaves nothing, however much it had written', async () => {
      const folder = `aborted-${n++}`;
      for (const bytes of [10, 9 * 1024 * 1024]) {
        const k = `${folder}/${bytes}.zip`;
        const w = d.writer('exports', k, 'application/zip');
        await w.write(randomBytes(bytes));
        await w.abort();
        expect(await d.get('exports', k)).toBeNull();
      }
      expect(await d.list('exports', `${folder}/`)).toEqual([]);
    }, 60_000);

    it('keeps buckets apart: the same key in two buckets is two objects', async () => {
      const k = key();
      await d.put('avatars', k, Buffer.from('public one'), 'image/png');
      await d.put('identity', k, Buffer.from('private one'), 'image/png');
      expect((await d.get('avatars', k))?.body.toString()).toBe('public one');
      expect((await d.get('identity', k))?.body.toString()).toBe('private one');
      await d.delete('avatars', k);
      expect((await d.get('identity', k))?.body.toString()).toBe('private one');
    });
  });
}

// --- local disk ---------------------------------------------------------------------------------

const localRoot = tmp('mb-storage-local-');
driverContract('local', () => createLocalDriver(localRoot));

describe('local driver specifics', () => {
  it('writes atomically: no temporary file is left next to the object', async () => {
    const d = createLocalDriver(localRoot);
    await d.put('uploads', 'atomic/one.png', Buffer.from('x'), 'image/png');
    expect(readdirSync(path.join(localRoot, 'uploads', 'atomic'))).toEqual(['one.png']);
  });
});

// --- S3 (s3rver, in process) --------------------------------------------------------------------

let s3: S3rver;
let endpoint = '';
const creds = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tmp('mb-s3rver-') });
  const addr = await s3.run();
  endpoint = `http://127.0.0.1:${addr.port}`;
  // Create the bucket through the S3 API, as an operator would.
  const aws = new AwsClient({ ...creds, region: 'us-east-1', service: 's3' });
  const res = await aws.fetch(`${endpoint}/mb-test`, { method: 'PUT' });
  if (!res.ok) throw new Error(`create bucket: ${res.status} ${await res.text()}`);
});
afterAll(() => s3?.close());

const s3Url = (prefix = '') => `s3+${endpoint.replace('//', '//S3RVER:S3RVER@')}/mb-test${prefix}?region=us-east-1`;

driverContract('s3', () => createS3Driver(s3Url()));
driverContract('s3 with a key prefix', () => createS3Driver(s3Url('/tenant-a/files')));

describe('s3 driver specifics', () => {
  it('a ping fails when the bucket is missing or the endpoint is down', async () => {
    await expect(createS3Driver(s3Url().replace('/mb-test', '/no-such-bucket')).ping()).rejects.toThrow(/S3 ping failed: 404/);
    await expect(createS3Driver('s3+http://S3RVER:S3RVER@127.0.0.1:1/mb-test?region=us-east-1').ping()).rejects.toThrow();
  });

  it('parses STORAGE_URL', () => {
    expect(parseStorageUrl('s3+https://AK%2FX:se%2Bcret@s3.example.com:9000/media/a/b?region=eu-west-1')).toEqual({
      endpoint: 'https://s3.example.com:9000',
      bucket: 'media',
      prefix: 'a/b',
      region: 'eu-west-1',
      accessKeyId: 'AK/X',
      secretAccessKey: 'se+cret',
    });
    expect(() => parseStorageUrl('s3+https://k:s@host/')).toThrow(/bucket/);
    expect(() => parseStorageUrl('s3+https://host/bucket')).toThrow(/KEY:SECRET/);
  });

  it('a prefix isolates one deployment from another in the same bucket', async () => {
    const a = createS3Driver(s3Url('/tenant-a'));
    const b = createS3Driver(s3Url('/tenant-b'));
    await a.put('uploads', 'same/key-1.png', Buffer.from('a'), 'image/png');
    expect(await b.get('uploads', 'same/key-1.png')).toBeNull();
    expect((await a.get('uploads', 'same/key-1.png'))?.body.toString()).toBe('a');
  });

  it('fails loudly with a wrong access key instead of reporting a missing file', async () => {
    // s3rver checks the access key id (it does not verify SigV4 signatures themselves).
    const bad = createS3Driver(s3Url().replace('S3RVER:S3RVER', 'NOT-A-KEY:S3RVER'));
    await expect(bad.get('uploads', 'x/y-1.png')).rejects.toThrow(/S3 get failed: 403/);
    await expect(bad.put('uploads', 'x/y-1.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/S3 put failed: 403/);
    await expect(bad.ping()).rejects.toThrow(/S3 ping failed: 403/);
  });

  it('a bucket that does not exist is a configuration error, not an empty store', async () => {
    const missing = createS3Driver(s3Url().replace('/mb-test', '/no-such-bucket'));
    await expect(missing.get('uploads', 'x/y-1.png')).rejects.toThrow(/NoSuchBucket/);
    await expect(missing.delete('uploads', 'x/y-1.png')).rejects.toThrow(/NoSuchBucket/);
    await expect(missing.put('uploads', 'x/y-1.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/S3 put failed: 404/);
  });
});

// --- the Storage facade: key checks and signed URLs ----------------------------------------------

describe('storage keys', () => {
  it.each([['owner/123-abc.png'], ['a/b/c_d-e.jpeg'], ['file.pdf']])('accepts %s', (k) => {
    expect(isValidKey(k)).toBe(true);
  });

  it.each([
    ['../x.png'],
    ['../x'],
    ['a/../../etc/passwd.png'],
    ['/abs/path.png'],
    ['a//b.png'],
    ['owner/noextension'],
    ['owner/file.'],
    ['owner/file.PNG'],
    ['owner/fi le.png'],
    ['owner\\file.png'],
    ['owner/file.png?x=1'],
    [`${'a'.repeat(300)}.png`],
  ])('refuses %j', (k) => {
    expect(isValidKey(k)).toBe(false);
  });

  it('put refuses an invalid key (a rejected promise, nothing written); get and delete treat it as missing', async () => {
    const root = tmp('mb-storage-keys-');
    const storage = createStorage(createLocalDriver(path.join(root, 'store')), randomBytes(32));
    await expect(storage.put('uploads', '../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('uploads', 'owner/noext', Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
    expect(existsSync(path.join(root, 'store', 'escape.png'))).toBe(false);
    expect(existsSync(path.join(root, 'store', 'uploads', 'owner', 'noext'))).toBe(false);
    expect(await storage.get('uploads', '../escape.png')).toBeNull();
    await expect(storage.delete('uploads', '../../x.png')).resolves.toBeUndefined();
  });
});

describe('signed URLs', () => {
  const secret = randomBytes(32);
  const storage = createStorage(createLocalDriver(tmp('mb-storage-sign-')), secret);
  const parse = (url: string) => {
    const u = new URL(url, 'http://x');
    const [, , bucket, ...rest] = u.pathname.split('/');
    return {
      bucket: bucket as Bucket,
      key: rest.join('/'),
      expires: u.searchParams.get('expires') ?? undefined,
      sig: u.searchParams.get('sig') ?? undefined,
    };
  };
  afterEach(() => {
    vi.useRealTimers();
  });

  it('public buckets get a plain URL', () => {
    expect(BUCKETS.avatars).toBe('public');
    expect(storage.url('avatars', 'u/1-a.png')).toBe('/storage/avatars/u/1-a.png');
  });

  it('a private bucket URL carries an expiry and a signature that verifies', () => {
    const { bucket, key: k, expires, sig } = parse(storage.url('uploads', 'u/1-a.png', 600));
    expect(bucket).toBe('uploads');
    expect(k).toBe('u/1-a.png');
    expect(Number(expires) - Date.now() / 1000).toBeGreaterThan(500);
    expect(storage.verifySignature(bucket, k, expires, sig)).toBe(true);
  });

  it('a tampered signature, key, bucket or expiry fails', () => {
    const { bucket, key: k, expires, sig = '' } = parse(storage.url('uploads', 'u/1-a.png'));
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(storage.verifySignature(bucket, k, expires, flipped)).toBe(false);
    expect(storage.verifySignature(bucket, k, expires, sig.slice(0, -1))).toBe(false);
    expect(storage.verifySignature(bucket, 'u/2-b.png', expires, sig)).toBe(false);
    expect(storage.verifySignature('identity', k, expires, sig)).toBe(false);
    expect(storage.verifySignature(bucket, k, String(Number(expires) + 3600), sig)).toBe(false);
    expect(storage.verifySignature(bucket, k, undefined, sig)).toBe(false);
    expect(storage.verifySignature(bucket, k, expires, undefined)).toBe(false);
    expect(storage.verifySignature(bucket, k, `${expires}.5`, sig)).toBe(false);
  });

  it('a signature made with another secret fails', () => {
    const other = createStorage(createLocalDriver(tmp('mb-storage-other-')), randomBytes(32));
    const { bucket, key: k, expires, sig } = parse(other.url('uploads', 'u/1-a.png'));
    expect(storage.verifySignature(bucket, k, expires, sig)).toBe(false);
  });

  it('an expired signature fails', () => {
    const { bucket, key: k, expires, sig } = parse(storage.url('uploads', 'u/1-a.png', 60));
    expect(storage.verifySignature(bucket, k, expires, sig)).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(storage.verifySignature(bucket, k, expires, sig)).toBe(false);
    const past = parse(storage.url('uploads', 'u/1-a.png', -1));
    expect(storage.verifySignature(past.bucket, past.key, past.expires, past.sig)).toBe(false);
  });
});
