import { BLOG_LIMITS } from '@mb/contract/blog';
import { AVATAR_MIME_TYPES } from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSharp } from '../../platform/sharp.ts';
import { randomKey } from '../../platform/storage/storage.ts';
import { acceptUpload } from '../storage/index.ts';

/** Decompression bombs stop here, as for every other picture (storage service). */
const MAX_INPUT_PIXELS = 40_000_000;
/** Wide enough for a cover on a large screen, small enough to load fast. */
const MAX_SIDE = 2000;

/**
 * A picture for a post (issue 31), as other uploads: checked by its bytes (JPEG, PNG or WebP up to
 * 5 MB; the media scanner has seen it in readSingleFile), re-encoded to WebP within 2000 x 2000 with the
 * EXIF orientation applied and every metadata dropped, stored in the public `blog` bucket under posts/.
 * No stored-object row: the file is the publication's, not the staff member's, so erasing that
 * member's account must not take pictures out of published posts.
 */
export async function uploadBlogImage(ctx: AppContext, file: { name: string; declaredType?: string; body: Buffer }) {
  await acceptUpload(file, { allowed: AVATAR_MIME_TYPES, maxBytes: BLOG_LIMITS.imageMaxBytes, typeMessage: MESSAGES.avatar.badType });
  const sharp = await loadSharp();
  let body: Buffer;
  try {
    body = await sharp(file.body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported_media_type', MESSAGES.avatar.badType, { file: MESSAGES.avatar.badType });
  }
  const key = randomKey('posts', 'webp');
  try {
    await ctx.storage.put('blog', key, body, 'image/webp');
  } catch (err) {
    ctx.log.error({ err }, 'blog image storage failed');
    throw new AppError('unavailable', MESSAGES.avatar.storage);
  }
  return { url: ctx.storage.url('blog', key) };
}
