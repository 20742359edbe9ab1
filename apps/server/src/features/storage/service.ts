import { AVATAR_MIME_TYPES } from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { extensions } from '../../platform/modules.ts';
import { loadSharp } from '../../platform/sharp.ts';
import { type Bucket, randomKey } from '../../platform/storage/storage.ts';
import { stripMetadata, undecodable } from '../../platform/storage/strip-metadata.ts';
import { checkUpload } from '../../platform/storage/upload-check.ts';
import * as repo from './repository.ts';

/** Every stored file has a row (bucket, key, owner, type, size); other features record theirs here. */
export const recordStoredObjects = (db: Executor, objects: repo.NewStoredObject[]) => repo.insertObjects(db, objects);
export const forgetStoredObjects = (db: Executor, paths: string[]) => repo.deleteObjects(db, paths);

/**
 * A bucket guard: asked on every read of a file in its bucket, after the signature and expiry held,
 * with the key and the audience the URL was signed for. Answering false stops the URL at once (a
 * portfolio item that turned private, a revoked share) however long its signature would still run.
 * 'private' serves it but keeps shared caches from holding it: the answer depends on where the reader
 * is (geo-blocking, features/geoblock), so a copy kept for one place must not reach another.
 * The guard runs as the request's client address (platform/viewer.ts).
 */
export type BucketGuard = (ctx: AppContext, file: { key: string; audience: string | null }) => Promise<boolean | 'private'>;

declare module '../../platform/modules.ts' {
  interface Extensions {
    /** A bucket's guard: the module that owns the bucket's files gives it (one per bucket). */
    'storage.bucket_guard': { bucket: Bucket; guard: BucketGuard };
  }
}

/** The guard of a bucket, if a feature module gives one. */
export const bucketGuard = (ctx: AppContext, bucket: Bucket): BucketGuard | undefined =>
  extensions(ctx, 'storage.bucket_guard').find((g) => g.bucket === bucket)?.guard;

/**
 * Spec §5's check on a member's file, with the messages a member sees (§8/§5): an empty file is 'no
 * file', too large is 413 with the 10 MB message, a type the caller does not take is 415 with its own
 * message, anything else the check refused is 422 naming the reasons. Answers the sniffed type.
 */
export async function acceptUpload(
  file: { name: string; declaredType?: string; body: Buffer },
  opts: { allowed: readonly string[]; maxBytes: number; typeMessage: string },
): Promise<{ mime: string; ext: string }> {
  const verdict = await checkUpload(file, { allowed: opts.allowed, maxBytes: opts.maxBytes });
  if (verdict.ok && verdict.mime && verdict.ext) return { mime: verdict.mime, ext: verdict.ext };
  const has = (r: string) => verdict.reasons.includes(r);
  if (has('empty file')) throw new AppError('bad_request', MESSAGES.avatar.noFile, { file: MESSAGES.avatar.noFile });
  if (has('too large')) throw new AppError('payload_too_large', MESSAGES.uploadTooLarge, { file: MESSAGES.uploadTooLarge });
  if (has('type not allowed')) throw new AppError('unsupported_media_type', opts.typeMessage, { file: opts.typeMessage });
  throw new AppError('unprocessable', MESSAGES.uploadRejected, { file: `${MESSAGES.uploadRejected} (${verdict.reasons.join(', ')})` });
}

/**
 * A member's file into the private `uploads` bucket, after spec §5's checks on its bytes. Images and
 * PDFs are stored without their metadata (a phone photo's EXIF carries where it was taken and with
 * what; a PDF's author and creator name the person and their software).
 */
export async function storeUpload(ctx: AppContext, ownerId: string, file: { name: string; declaredType?: string; body: Buffer }) {
  const verdict = await checkUpload(file);
  if (!verdict.ok || !verdict.mime || !verdict.ext) {
    const typeProblem = verdict.reasons.includes('type not allowed');
    throw new AppError(typeProblem ? 'unsupported_media_type' : 'unprocessable', MESSAGES.uploadRejected, {
      file: `${MESSAGES.uploadRejected} (${verdict.reasons.join(', ')})`,
    });
  }
  let body: Buffer;
  try {
    body = await stripMetadata(file.body, verdict.mime);
  } catch {
    // The header looked like an image or a PDF but the bytes do not open: nothing we can clean, so nothing we store.
    throw new AppError('unprocessable', MESSAGES.uploadRejected, { file: `${MESSAGES.uploadRejected} (${undecodable(verdict.mime)})` });
  }
  const key = randomKey(ownerId, verdict.ext);
  await ctx.storage.put('uploads', key, body, verdict.mime);
  await repo.insertObjects(ctx.db, [{ bucket: 'uploads', path: key, owner_id: ownerId, content_type: verdict.mime, size: body.length }]);
  return {
    bucket: 'uploads' as const,
    path: key,
    url: ctx.storage.url('uploads', key),
    content_type: verdict.mime,
    size: body.length,
  };
}

/** A decompression bomb stops here (as for avatars and business images). */
const MAX_INPUT_PIXELS = 40_000_000;

const BUCKET = 'business-logos';

/**
 * A picture another feature shows in public (an ad's creative, an event's picture): checked by its
 * bytes (JPEG, PNG, WebP up to `maxBytes`, the avatar messages), re-encoded to WebP within
 * `maxSide` x `maxSide` with every metadata dropped, stored in the public business-logos bucket under
 * the owner's folder and recorded. `attach(key)` writes the new key where it belongs and answers the
 * key it replaced: that file is removed after, and a failed `attach` removes the new one.
 * `assertAllowed` runs once the bytes have passed and before anything is stored.
 */
export async function replacePublicImage<T extends { replaced: string | null }>(
  ctx: AppContext,
  userId: string,
  file: { name: string; declaredType?: string; body: Buffer },
  opts: { maxBytes: number; maxSide: number; what: string; assertAllowed: () => Promise<unknown>; attach: (key: string) => Promise<T> },
): Promise<T> {
  await acceptUpload(file, { allowed: AVATAR_MIME_TYPES, maxBytes: opts.maxBytes, typeMessage: MESSAGES.avatar.badType });
  await opts.assertAllowed();
  const sharp = await loadSharp();
  let body: Buffer;
  try {
    body = await sharp(file.body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(opts.maxSide, opts.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported_media_type', MESSAGES.avatar.badType, { file: MESSAGES.avatar.badType });
  }
  const remove = async (keys: string[]) => {
    for (const key of keys) await ctx.storage.delete(BUCKET, key).catch((err) => ctx.log.warn({ err, key }, `${opts.what} removal failed`));
  };
  const key = randomKey(userId, 'webp');
  try {
    await ctx.storage.put(BUCKET, key, body, 'image/webp');
  } catch (err) {
    ctx.log.error({ err }, `${opts.what} storage failed`);
    throw new AppError('unavailable', MESSAGES.avatar.storage);
  }
  let result: T;
  try {
    await recordStoredObjects(ctx.db, [{ bucket: BUCKET, path: key, owner_id: userId, content_type: 'image/webp', size: body.length }]);
    result = await opts.attach(key);
  } catch (e) {
    await remove([key]);
    await forgetStoredObjects(ctx.db, [key]).catch(() => undefined);
    throw e;
  }
  if (result.replaced) {
    await remove([result.replaced]);
    await forgetStoredObjects(ctx.db, [result.replaced]).catch((err) => ctx.log.warn({ err }, 'stored object row clean-up failed'));
  }
  return result;
}
