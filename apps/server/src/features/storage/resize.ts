import { loadSharp } from '../../platform/sharp.ts';
import type { Bucket } from '../../platform/storage/storage.ts';

// Narrower copies of the public pictures (issue 33: covers, logos, event and blog pictures as a
// `srcset`): `/storage/<bucket>/<key>?w=640` answers the picture at most 640 px wide, as WebP. They are
// made on first request and kept in this process (a bounded LRU by bytes), never stored: a key names one
// upload forever (random keys, never overwritten), the original is read on every request so a removed
// file stops at once, and a copy costs one decode and encode (tens of ms) when the cache lost it.

/** The buckets whose pictures come in narrower copies: public pictures shown at many sizes. */
export const RESIZABLE_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>(['business-logos', 'blog']);
/** The widths a copy may be asked for (the web app's srcset uses these; lib/responsive-image.ts). */
export const RESIZE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
const RESIZABLE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png']);

/** The width a request asks for, when the bucket, the file's type and the width allow a copy; otherwise null (the original). */
export function requestedWidth(bucket: Bucket, type: string, w: unknown): number | null {
  if (typeof w !== 'string' || !RESIZABLE_BUCKETS.has(bucket) || !RESIZABLE_TYPES.has(type)) return null;
  const n = Number(w);
  return (RESIZE_WIDTHS as readonly number[]).includes(n) ? n : null;
}

const CACHE_BYTES = 24 * 1024 * 1024;
const cache = new Map<string, Buffer>();
let cached = 0;

function remember(id: string, body: Buffer) {
  cache.set(id, body);
  cached += body.length;
  for (const [k, v] of cache) {
    if (cached <= CACHE_BYTES) break;
    cache.delete(k);
    cached -= v.length;
  }
}

/** The picture at most `width` px wide as WebP (never enlarged: a narrower original comes back re-encoded at its own size). */
export async function resizedCopy(bucket: Bucket, key: string, original: Buffer, width: number): Promise<Buffer> {
  const id = `${bucket}/${key}@${width}`;
  const hit = cache.get(id);
  if (hit) {
    // Most recently used last.
    cache.delete(id);
    cache.set(id, hit);
    return hit;
  }
  const sharp = await loadSharp();
  const body = await sharp(original, { limitInputPixels: 40_000_000 })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
  remember(id, body);
  return body;
}
