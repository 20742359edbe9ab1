import { EVENT_LIMITS } from '@mb/contract/events';
import { MESSAGES } from '@mb/contract/messages';
import { AVATAR_MIME_TYPES } from '@mb/contract/profiles';
import sharp from 'sharp';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { randomKey } from '../../platform/storage/storage.ts';
import * as storage from '../storage/service.ts';
import { assertEditable, presentOrganizedEvent, setEventImage } from './service.ts';

/** A decompression bomb stops here (as for avatars, business and ad images). */
const MAX_INPUT_PIXELS = 40_000_000;

const remove = async (ctx: AppContext, keys: string[]) => {
  for (const key of keys)
    await ctx.storage.delete('business-logos', key).catch((err) => ctx.log.warn({ err, key }, 'event image removal failed'));
};

/**
 * The event's picture (as ads' image): checked by its bytes (JPEG, PNG, WebP up to 5 MB), re-encoded
 * to WebP within 1600 x 1600 without metadata, stored in the public business-logos bucket (a listed
 * event is public). The replaced picture is removed after commit; a failed write removes the new one.
 */
export async function uploadEventImage(
  ctx: AppContext,
  userId: string,
  id: string,
  file: { name: string; declaredType?: string; body: Buffer },
) {
  await storage.acceptUpload(file, {
    allowed: AVATAR_MIME_TYPES,
    maxBytes: EVENT_LIMITS.imageMaxBytes,
    typeMessage: MESSAGES.avatar.badType,
  });
  await assertEditable(ctx, userId, id);
  let body: Buffer;
  try {
    body = await sharp(file.body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported_media_type', MESSAGES.avatar.badType, { file: MESSAGES.avatar.badType });
  }
  const key = randomKey(userId, 'webp');
  try {
    await ctx.storage.put('business-logos', key, body, 'image/webp');
  } catch (err) {
    ctx.log.error({ err }, 'event image storage failed');
    throw new AppError('unavailable', MESSAGES.avatar.storage);
  }
  let result: Awaited<ReturnType<typeof setEventImage>>;
  try {
    await storage.recordStoredObjects(ctx.db, [
      { bucket: 'business-logos', path: key, owner_id: userId, content_type: 'image/webp', size: body.length },
    ]);
    result = await setEventImage(ctx, userId, id, key);
  } catch (e) {
    await remove(ctx, [key]);
    await storage.forgetStoredObjects(ctx.db, [key]).catch(() => undefined);
    throw e;
  }
  if (result.replaced) {
    await remove(ctx, [result.replaced]);
    await storage.forgetStoredObjects(ctx.db, [result.replaced]).catch((err) => ctx.log.warn({ err }, 'stored object row clean-up failed'));
  }
  return presentOrganizedEvent(ctx, result.row);
}
