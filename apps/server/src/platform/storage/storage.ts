import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Buckets and who may read them. Public objects are served to anyone; private ones only by signed URL. */
export const BUCKETS = {
  avatars: 'public',
  'business-logos': 'public',
  uploads: 'private',
  identity: 'private',
} as const;
export type Bucket = keyof typeof BUCKETS;
export const isBucket = (b: string): b is Bucket => Object.hasOwn(BUCKETS, b);

export interface StoredObject {
  body: Buffer;
  size: number;
}

/** What every driver implements; one contract test suite runs against each (storage.contract.test.ts). */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  put(bucket: Bucket, key: string, body: Buffer, contentType: string): Promise<void>;
  get(bucket: Bucket, key: string): Promise<StoredObject | null>;
  delete(bucket: Bucket, key: string): Promise<void>;
}

export interface Storage extends StorageDriver {
  /** URL a browser can load: plain for public buckets, signed and expiring for private ones. */
  url(bucket: Bucket, key: string, expiresInSeconds?: number): string;
  verifySignature(bucket: Bucket, key: string, expires: string | undefined, sig: string | undefined): boolean;
}

const KEY_RE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]{2,5}$/;
/** Keys are made by us (`owner/timestamp-random.ext`); anything else is refused, so no path tricks. */
export const isValidKey = (key: string) => key.length <= 300 && KEY_RE.test(key);

export const randomKey = (owner: string, ext: string) =>
  `${owner}/${Date.now()}-${randomBytes(9)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x')}.${ext}`;

export function createStorage(driver: StorageDriver, secret: Uint8Array): Storage {
  const sign = (bucket: string, key: string, expires: string) =>
    createHmac('sha256', secret).update(`${bucket}/${key}:${expires}`).digest('base64url');
  return {
    name: driver.name,
    // async, so a bad key is a rejected promise like every other storage failure, not a synchronous throw.
    put: async (b, k, body, ct) => {
      if (!isValidKey(k)) throw new Error(`invalid storage key ${k}`);
      return driver.put(b, k, body, ct);
    },
    get: (b, k) => (isValidKey(k) ? driver.get(b, k) : Promise.resolve(null)),
    delete: (b, k) => (isValidKey(k) ? driver.delete(b, k) : Promise.resolve()),
    url(bucket, key, expiresInSeconds = 3600) {
      const base = `/storage/${bucket}/${key}`;
      if (BUCKETS[bucket] === 'public') return base;
      const expires = String(Math.floor(Date.now() / 1000) + expiresInSeconds);
      return `${base}?expires=${expires}&sig=${sign(bucket, key, expires)}`;
    },
    verifySignature(bucket, key, expires, sig) {
      if (!expires || !sig || !/^\d+$/.test(expires) || Number(expires) < Date.now() / 1000) return false;
      const want = Buffer.from(sign(bucket, key, expires));
      const got = Buffer.from(sig);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};
