import { AwsClient } from 'aws4fetch';
import { type Bucket, type StorageDriver, StorageUnavailable } from './storage.ts';

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

/**
 * One request to S3 may take this long (an upload of a 10 MB part included) before it is given up as
 * unreachable: a storage that stopped answering must not hold a request, or a job, for ever.
 */
export const S3_REQUEST_TIMEOUT_MS = 30_000;
/**
 * aws4fetch tries a 5xx or 429 again (10 times by default, with doubling pauses: most of a minute): a
 * request should meet an S3 outage within seconds and answer 503, so two more tries.
 */
const S3_RETRIES = 2;

/** Multipart parts are this size (S3 wants at least 5 MiB for every part but the last). */
const PART_BYTES = 8 * 1024 * 1024;

export function createS3Driver(url: string): StorageDriver {
  const cfg = parseStorageUrl(url);
  const client = new AwsClient({
    accessKeyId: cfg.accessKeyId,
    secretAccessKey: cfg.secretAccessKey,
    region: cfg.region,
    service: 's3',
    retries: S3_RETRIES,
  });
  // Every request bounded in time; a network failure or a timeout is the storage being unavailable.
  const aws = {
    fetch: async (input: string, init: RequestInit) => {
      try {
        return await client.fetch(input, { ...init, signal: AbortSignal.timeout(S3_REQUEST_TIMEOUT_MS) });
      } catch (e) {
        throw new StorageUnavailable(`S3 ${init.method ?? 'GET'} could not be completed: ${(e as Error).message}`, { cause: e });
      }
    },
  };
  const objectUrl = (bucket: Bucket, key: string) =>
    `${cfg.endpoint}/${cfg.bucket}/${[cfg.prefix, bucket, key].filter(Boolean).map(encodeURI).join('/')}`;
  const fail = async (res: Response, what: string, text?: string) => {
    const message = `S3 ${what} failed: ${res.status} ${(text ?? (await res.text().catch(() => ''))).slice(0, 200)}`;
    throw res.status >= 500 || res.status === 429 ? new StorageUnavailable(message) : new Error(message);
  };
  /** A 404 means "no such object" only for NoSuchKey; a missing bucket is a misconfiguration, not an empty store. */
  const missingObject = async (res: Response, what: string) => {
    const text = await res.text();
    if (text.includes('<Code>NoSuchBucket</Code>')) await fail(res, what, text);
    return true;
  };
  const put = async (bucket: Bucket, key: string, body: Buffer, contentType: string) => {
    const res = await aws.fetch(objectUrl(bucket, key), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType, 'content-length': String(body.length) },
    });
    if (!res.ok) await fail(res, 'put');
  };
  return {
    name: 's3',
    put,
    writer(bucket, key, contentType) {
      // Up to one part in memory: an object smaller than a part is one PUT at the end; a larger one a
      // multipart upload (CreateMultipartUpload, a PUT per part, CompleteMultipartUpload).
      const target = objectUrl(bucket, key);
      let pending: Uint8Array[] = [];
      let pendingBytes = 0;
      let size = 0;
      let uploadId: string | null = null;
      const etags: string[] = [];
      const started = async () => {
        if (uploadId) return uploadId;
        const res = await aws.fetch(`${target}?uploads`, { method: 'POST', headers: { 'content-type': contentType } });
        const text = await res.text();
        if (!res.ok) await fail(res, 'multipart start', text);
        uploadId = unescapeXml(/<UploadId>([^<]*)</.exec(text)?.[1] ?? '');
        if (!uploadId) await fail(res, 'multipart start', text);
        return uploadId;
      };
      const sendPart = async () => {
        const id = await started();
        const body = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        const q = new URLSearchParams({ partNumber: String(etags.length + 1), uploadId: id });
        const res = await aws.fetch(`${target}?${q}`, {
          method: 'PUT',
          body: new Uint8Array(body),
          headers: { 'content-length': String(body.length) },
        });
        if (!res.ok) await fail(res, 'multipart part');
        etags.push(res.headers.get('etag') ?? '');
      };
      return {
        async write(chunk) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          size += chunk.length;
          if (pendingBytes >= PART_BYTES) await sendPart();
        },
        async end() {
          if (!uploadId) {
            await put(bucket, key, Buffer.concat(pending, pendingBytes), contentType);
            pending = [];
            return size;
          }
          if (pendingBytes) await sendPart();
          const parts = etags.map((e, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(e)}</ETag></Part>`).join('');
          const res = await aws.fetch(`${target}?${new URLSearchParams({ uploadId })}`, {
            method: 'POST',
            body: `<CompleteMultipartUpload>${parts}</CompleteMultipartUpload>`,
            headers: { 'content-type': 'application/xml' },
          });
          // S3 may answer 200 and put the error in the body.
          const text = await res.text();
          if (!res.ok || text.includes('<Error>')) await fail(res, 'multipart complete', text);
          return size;
        },
        async abort() {
          pending = [];
          if (uploadId) await aws.fetch(`${target}?${new URLSearchParams({ uploadId })}`, { method: 'DELETE' }).catch(() => {});
        },
      };
    },
    async get(bucket, key) {
      const res = await aws.fetch(objectUrl(bucket, key), { method: 'GET' });
      if (res.status === 404 && (await missingObject(res, 'get'))) return null;
      if (!res.ok) await fail(res, 'get');
      const bytes = await res.arrayBuffer().catch((e: Error) => {
        throw new StorageUnavailable(`S3 get was cut off: ${e.message}`, { cause: e });
      });
      const body = Buffer.from(bytes);
      return { body, size: body.length };
    },
    async delete(bucket, key) {
      const res = await aws.fetch(objectUrl(bucket, key), { method: 'DELETE' });
      if (res.status === 404 && (await missingObject(res, 'delete'))) return;
      if (!res.ok) await fail(res, 'delete');
    },
    async ping() {
      // One page of at most one key under a prefix nothing is stored at: the endpoint answers, the
      // bucket exists and the credentials are good, without reading any object.
      const q = new URLSearchParams({ 'list-type': '2', 'max-keys': '1', prefix: `${[cfg.prefix, '.ping'].filter(Boolean).join('/')}/` });
      const res = await aws.fetch(`${cfg.endpoint}/${cfg.bucket}?${q}`, { method: 'GET' });
      const text = await res.text();
      if (!res.ok) await fail(res, 'ping', text);
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

const escapeXml = (s: string) =>
  s.replace(/[<>"'&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '&': '&amp;' })[c] ?? c);
const unescapeXml = (s: string) =>
  s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e] ?? '');
