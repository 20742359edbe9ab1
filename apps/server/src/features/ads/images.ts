import { AD_LIMITS } from '@mb/contract/ads';
import { MESSAGES } from '@mb/contract/messages';
import { AVATAR_MIME_TYPES } from '@mb/contract/profiles';
import sharp from 'sharp';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { randomKey } from '../../platform/storage/storage.ts';
import * as storage from '../storage/service.ts';
import { presentCampaign } from './presenter.ts';
import * as repo from './repository.ts';
import { assertDraftOwner, setCampaignImage, todayUtc } from './service.ts';

/** A decompression bomb stops here (as for avatars and business images). */
const MAX_INPUT_PIXELS = 40_000_000;

const remove = async (ctx: AppContext, keys: string[]) => {
  for (const key of keys)
    await ctx.storage.delete('business-logos', key).catch((err) => ctx.log.warn({ err, key }, 'ad image removal failed'));
};

/**
 * The creative's image: checked by its bytes (JPEG, PNG, WebP up to 5 MB, the avatar messages),
 * re-encoded to WebP within 1200 x 1200 with every metadata dropped, stored in the public
 * business-logos bucket under the owner's folder (an ad is public once it runs). The replaced
 * image is removed after commit; a failed write removes the new one.
 */
export async function uploadAdImage(
  ctx: AppContext,
  userId: string,
  id: string,
  file: { name: string; declaredType?: string; body: Buffer },
) {
  await storage.acceptUpload(file, { allowed: AVATAR_MIME_TYPES, maxBytes: AD_LIMITS.imageMaxBytes, typeMessage: MESSAGES.avatar.badType });
  await assertDraftOwner(ctx, userId, id);
  let body: Buffer;
  try {
    body = await sharp(file.body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(1200, 1200, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported_media_type', MESSAGES.avatar.badType, { file: MESSAGES.avatar.badType });
  }
  const key = randomKey(userId, 'webp');
  try {
    await ctx.storage.put('business-logos', key, body, 'image/webp');
  } catch (err) {
    ctx.log.error({ err }, 'ad image storage failed');
    throw new AppError('unavailable', MESSAGES.avatar.storage);
  }
  let result: Awaited<ReturnType<typeof setCampaignImage>>;
  try {
    await storage.recordStoredObjects(ctx.db, [
      { bucket: 'business-logos', path: key, owner_id: userId, content_type: 'image/webp', size: body.length },
    ]);
    result = await setCampaignImage(ctx, userId, id, key);
  } catch (e) {
    await remove(ctx, [key]);
    await storage.forgetStoredObjects(ctx.db, [key]).catch(() => undefined);
    throw e;
  }
  if (result.replaced) {
    await remove(ctx, [result.replaced]);
    await storage.forgetStoredObjects(ctx.db, [result.replaced]).catch((err) => ctx.log.warn({ err }, 'stored object row clean-up failed'));
  }
  const totals = await repo.totals(ctx.db, [id]);
  return presentCampaign(ctx, result.row, totals.get(id) ?? { impressions: 0, clicks: 0 }, todayUtc());
}
