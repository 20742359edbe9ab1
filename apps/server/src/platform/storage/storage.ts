import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Buckets and who may read them. Public objects are served to anyone; private ones only by signed URL. */
export const BUCKETS = {
  avatars: 'public',
  'business-logos': 'public',
  /** The blog's pictures (issue 31): a publication's, not a member's (keys under posts/, no member folder). */
  blog: 'public',
  uploads: 'private',
  identity: 'private',
  /** Portfolio media: every URL is signed for an audience, and the portfolio feature's guard is asked on each read. */
  portfolio: 'private',
  /** Feed post images: signed URLs; the feed feature's guard asks the post again on each read. */
  feed: 'private',
  /** Message attachments: signed for one member; the messages feature's guard asks membership on each read. */
  messages: 'private',
  /** Collaboration files: signed for one member (`member:<id>`) or staff; the collabs feature's guard asks membership on each read. */
  collabs: 'private',
  /** A member's own-data exports (ZIP): plain signed URLs handed only to that member, deleted after 7 days. */
  exports: 'private',
  /** Uploads the media scanner stopped (issue 18), kept for the authorities' report: staff links only, 5 minutes. */
  quarantine: 'private',
} as const;
export type Bucket = keyof typeof BUCKETS;
export const isBucket = (b: string): b is Bucket => Object.hasOwn(BUCKETS, b);

/**
 * The storage service cannot be reached, timed out, or answered a server error (5xx, 429): it passes by
 * itself. A request meeting it answers 503 with Retry-After (http/errors.ts); a refusal that is our
 * own doing (a wrong key or secret, a missing bucket) stays a plain Error, a 500 to fix.
 */
export class StorageUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailable';
  }
}

export interface StoredObject {
  body: Buffer;
  size: number;
}

/**
 * An object written piece by piece (a member's export ZIP), so memory holds a part of it, never all of
 * it. Nothing is readable under the key until `end()` has stored the whole object; `abort()` drops what
 * was written. Writes must be awaited one after the other.
 */
export interface ObjectWriter {
  write(chunk: Uint8Array): Promise<void>;
  /** Stores the object; the bytes written. */
  end(): Promise<number>;
  abort(): Promise<void>;
}

/** What every driver implements; one contract test suite runs against each (storage.contract.test.ts). */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  put(bucket: Bucket, key: string, body: Buffer, contentType: string): Promise<void>;
  /** A writer for a large object: local, a temporary file renamed at the end; S3, a multipart upload. */
  writer(bucket: Bucket, key: string, contentType: string): ObjectWriter;
  get(bucket: Bucket, key: string): Promise<StoredObject | null>;
  delete(bucket: Bucket, key: string): Promise<void>;
  /** Every key in the bucket that starts with `prefix` (a member's folder: erasure and its proof). */
  list(bucket: Bucket, prefix: string): Promise<string[]>;
  /** Resolves when the store can be reached and written to now (the readiness check); cheap, reads no object. */
  ping(): Promise<void>;
}

/**
 * Who a signed URL was made for: 'public' (anyone the item is public to), 'owner', 'staff',
 * 'public:<member id>' (a member a geo-blocking owner let through), 'share:<id>' (a share link),
 * 'tag:<member id>' (a tagged co-performer), 'member:<member id>' (a
 * collaboration's or a conversation's member). The audience is part of the
 * signature, so a URL cannot be re-labelled; a bucket guard decides per audience whether it still holds.
 */
export const AUDIENCE_RE = /^(public|owner|staff|(public|share|tag|member):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export interface UrlOptions {
  /** How long at least the URL works (default 1 hour). */
  expiresInSeconds?: number;
  /** Signed into the URL; with an audience the expiry is rounded up to the next full hour, so a page's URLs stay the same (cacheable) within an hour. */
  audience?: string;
}

export interface Storage extends StorageDriver {
  /** URL a browser can load: plain for public buckets, signed and expiring for private ones. */
  url(bucket: Bucket, key: string, opts?: number | UrlOptions): string;
  /** Whether a private URL's signature and expiry hold; `audience` must be the one it was signed for (none for plain signed URLs). */
  verifySignature(bucket: Bucket, key: string, expires: string | undefined, sig: string | undefined, audience?: string): boolean;
}

const KEY_RE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]{2,5}$/;
/** Keys are made by us (`owner/timestamp-random.ext`); anything else is refused, so no path tricks. */
export const isValidKey = (key: string) => key.length <= 300 && KEY_RE.test(key);

export const randomKey = (owner: string, ext: string) =>
  `${owner}/${Date.now()}-${randomBytes(9)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x')}.${ext}`;

export function createStorage(driver: StorageDriver, secret: Uint8Array): Storage {
  // Without an audience the signed text is the one older URLs carry; with one, the audience joins it.
  const sign = (bucket: string, key: string, expires: string, audience?: string) =>
    createHmac('sha256', secret)
      .update(audience === undefined ? `${bucket}/${key}:${expires}` : `${bucket}/${key}:${expires}:${audience}`)
      .digest('base64url');
  return {
    name: driver.name,
    // async, so a bad key is a rejected promise like every other storage failure, not a synchronous throw.
    put: async (b, k, body, ct) => {
      if (!isValidKey(k)) throw new Error(`invalid storage key ${k}`);
      return driver.put(b, k, body, ct);
    },
    writer: (b, k, ct) => {
      if (!isValidKey(k)) throw new Error(`invalid storage key ${k}`);
      return driver.writer(b, k, ct);
    },
    get: (b, k) => (isValidKey(k) ? driver.get(b, k) : Promise.resolve(null)),
    delete: (b, k) => (isValidKey(k) ? driver.delete(b, k) : Promise.resolve()),
    list: (b, prefix) => driver.list(b, prefix),
    ping: () => driver.ping(),
    url(bucket, key, opts = {}) {
      const { expiresInSeconds = 3600, audience } = typeof opts === 'number' ? { expiresInSeconds: opts } : opts;
      const base = `/storage/${bucket}/${key}`;
      // A public file is plain, unless signed for an audience (the owner's own avatar, which a bucket guard may tell apart).
      if (BUCKETS[bucket] === 'public' && audience === undefined) return base;
      const at = Math.floor(Date.now() / 1000) + expiresInSeconds;
      if (audience === undefined) {
        const expires = String(at);
        return `${base}?expires=${expires}&sig=${sign(bucket, key, expires)}`;
      }
      if (!AUDIENCE_RE.test(audience)) throw new Error(`invalid storage audience ${audience}`);
      const expires = String(Math.ceil(at / 3600) * 3600);
      return `${base}?expires=${expires}&aud=${encodeURIComponent(audience)}&sig=${sign(bucket, key, expires, audience)}`;
    },
    verifySignature(bucket, key, expires, sig, audience) {
      if (!expires || !sig || !/^\d+$/.test(expires) || Number(expires) < Date.now() / 1000) return false;
      if (audience !== undefined && !AUDIENCE_RE.test(audience)) return false;
      const want = Buffer.from(sign(bucket, key, expires, audience));
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
  zip: 'application/zip',
};
