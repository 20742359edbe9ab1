import { AwsClient } from 'aws4fetch';
import type { Bucket, StorageDriver } from './storage.ts';

/**
 * S3-compatible driver (AWS S3, MinIO, R2, ...), path-style requests signed with SigV4.
 * STORAGE_URL = s3+https://KEY:SECRET@host[:port]/bucket[/prefix]?region=REGION
 * Every logical bucket is a prefix inside the one S3 bucket.
 */
export function parseStorageUrl(url: string) {
  const u = new URL(url.replace(/^s3\+?/, ''));
  const [bucket, ...prefix] = u.pathname.replace(/^\//, '').split('/').filter(Boolean);
  if (!bucket) throw new Error('STORAGE_URL needs a bucket name in its path');
  if (!u.username || !u.password) throw new Error('STORAGE_URL needs KEY:SECRET@ credentials');
  return {
    endpoint: `${u.protocol}//${u.host}`,
    bucket,
    prefix: prefix.join('/'),
    region: u.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(u.username),
    secretAccessKey: decodeURIComponent(u.password),
  };
}

export function createS3Driver(url: string): StorageDriver {
  const cfg = parseStorageUrl(url);
  const aws = new AwsClient({ accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey, region: cfg.region, service: 's3' });
  const objectUrl = (bucket: Bucket, key: string) =>
    `${cfg.endpoint}/${cfg.bucket}/${[cfg.prefix, bucket, key].filter(Boolean).map(encodeURI).join('/')}`;
  const fail = async (res: Response, what: string, text?: string) => {
    throw new Error(`S3 ${what} failed: ${res.status} ${(text ?? (await res.text())).slice(0, 200)}`);
  };
  /** A 404 means "no such object" only for NoSuchKey; a missing bucket is a misconfiguration, not an empty store. */
  const missingObject = async (res: Response, what: string) => {
    const text = await res.text();
    if (text.includes('<Code>NoSuchBucket</Code>')) await fail(res, what, text);
    return true;
  };
  return {
    name: 's3',
    async put(bucket, key, body, contentType) {
      const res = await aws.fetch(objectUrl(bucket, key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'content-length': String(body.length) },
      });
      if (!res.ok) await fail(res, 'put');
    },
    async get(bucket, key) {
      const res = await aws.fetch(objectUrl(bucket, key), { method: 'GET' });
      if (res.status === 404 && (await missingObject(res, 'get'))) return null;
      if (!res.ok) await fail(res, 'get');
      const body = Buffer.from(await res.arrayBuffer());
      return { body, size: body.length };
    },
    async delete(bucket, key) {
      const res = await aws.fetch(objectUrl(bucket, key), { method: 'DELETE' });
      if (res.status === 404 && (await missingObject(res, 'delete'))) return;
      if (!res.ok) await fail(res, 'delete');
    },
    async list(bucket, prefix) {
      // ListObjectsV2 under the logical bucket's folder, page by page.
      const folder = `${[cfg.prefix, bucket].filter(Boolean).join('/')}/`;
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const q = new URLSearchParams({ 'list-type': '2', prefix: folder + prefix });
        if (token) q.set('continuation-token', token);
        const res = await aws.fetch(`${cfg.endpoint}/${cfg.bucket}?${q}`, { method: 'GET' });
        const text = await res.text();
        if (!res.ok) await fail(res, 'list', text);
        for (const m of text.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(m[1] ?? '').slice(folder.length));
        token = /<IsTruncated>true<\/IsTruncated>/.test(text)
          ? unescapeXml(/<NextContinuationToken>([^<]*)</.exec(text)?.[1] ?? '')
          : undefined;
      } while (token);
      return keys.sort();
    },
  };
}

const unescapeXml = (s: string) =>
  s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e] ?? '');
