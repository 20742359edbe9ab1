import { BUSINESS_IMAGE_MAX_BYTES, BUSINESS_MESSAGES } from '@mb/contract/business';
import { AVATAR_MIME_TYPES, isCreatorFlow } from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSharp } from '../../platform/sharp.ts';
import { randomKey } from '../../platform/storage/storage.ts';
import { checkUpload } from '../../platform/storage/upload-check.ts';
import * as profiles from '../profiles/index.ts';
import * as storage from '../storage/index.ts';
import { queueListingForReview } from './moderation.ts';
import { presentBusiness } from './presenter.ts';
import * as repo from './repository.ts';
import { removeFiles } from './service.ts';

async function assertMayRegister(ctx: AppContext, userId: string) {
  const { profile } = await profiles.ensureProfile(ctx.db, userId);
  if (isCreatorFlow(profile.profile_type)) throw new AppError('forbidden', BUSINESS_MESSAGES.creatorNoBusiness);
}

interface IncomingFile {
  name: string;
  declaredType?: string;
  body: Buffer;
}

/** A decompression bomb stops here (as for avatars). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Each kind's stored size: never enlarged, never cropped (a logo cut to a square loses its edges; the
 * page shows it contained). Logos are shown at up to 300 x 300 (the recommended upload, spec §2) and
 * kept at 600 for sharp screens.
 */
const KINDS = {
  logo: { width: 600, height: 600 },
  cover: { width: 1920, height: 1080 },
  picture: { width: 1200, height: 1200 },
} as const;
export type BusinessImageKind = keyof typeof KINDS;

/** The avatar rules on the bytes (spec §5: JPEG, PNG, WebP; 5 MB) with the same messages. */
async function assertAcceptable(file: IncomingFile) {
  const verdict = await checkUpload(file, { allowed: AVATAR_MIME_TYPES, maxBytes: BUSINESS_IMAGE_MAX_BYTES });
  if (verdict.ok) return;
  const has = (r: string) => verdict.reasons.includes(r);
  if (has('empty file')) throw new AppError('bad_request', MESSAGES.avatar.noFile, { file: MESSAGES.avatar.noFile });
  if (has('too large')) throw new AppError('payload_too_large', MESSAGES.avatar.tooLarge, { file: MESSAGES.avatar.tooLarge });
  if (has('type not allowed')) throw new AppError('unsupported_media_type', MESSAGES.avatar.badType, { file: MESSAGES.avatar.badType });
  throw new AppError('unprocessable', MESSAGES.uploadRejected, { file: `${MESSAGES.uploadRejected} (${verdict.reasons.join(', ')})` });
}

/** Re-encoded to WebP: EXIF orientation applied, every other metadata (where, with what) dropped. */
async function render(body: Buffer, kind: BusinessImageKind) {
  const size = KINDS[kind];
  const sharp = await loadSharp();
  try {
    return await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size.width, size.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported_media_type', MESSAGES.avatar.badType, { file: MESSAGES.avatar.badType });
  }
}

/** Re-encodes and stores one checked image in the public business-logos bucket under the owner's folder. */
async function store(ctx: AppContext, userId: string, file: IncomingFile, kind: BusinessImageKind) {
  const body = await render(file.body, kind);
  const key = randomKey(userId, 'webp');
  try {
    await ctx.storage.put('business-logos', key, body, 'image/webp');
  } catch (err) {
    ctx.log.error({ err }, 'business image storage failed');
    await removeFiles(ctx, [key]);
    throw new AppError('unavailable', MESSAGES.avatar.storage);
  }
  return { key, url: ctx.storage.url('business-logos', key), size: body.length };
}

/**
 * Logo or cover photo (spec §7: upload to the business-logos public bucket, get its public URL). On a
 * draft (or before any, from the registration form) it is saved with the draft; on a registered
 * listing it is a change the public would see, so the listing goes back to review.
 */
export async function uploadListingImage(ctx: AppContext, userId: string, file: IncomingFile, kind: 'logo' | 'cover') {
  // The file first (a bad one is a 4xx about the file for everyone), then who may register.
  await assertAcceptable(file);
  await assertMayRegister(ctx, userId);
  const stored = await store(ctx, userId, file, kind);
  // The file this upload replaces, removed once the new one is committed (unless the public version shows it).
  const replaced: { key: string | null } = { key: null };
  let row: repo.BusinessRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      await storage.recordStoredObjects(tx, [
        { bucket: 'business-logos', path: stored.key, owner_id: userId, content_type: 'image/webp', size: stored.size },
      ]);
      const current = await repo.lockBusiness(tx, userId);
      const now = new Date();
      const patch: repo.BusinessPatch =
        kind === 'logo'
          ? { logo_url: stored.url, logo_path: stored.key, avatar_url: stored.url }
          : { cover_photo_url: stored.url, cover_path: stored.key, banner_url: stored.url };
      patch.last_saved_at = now;
      if (!current) return repo.insertBusiness(tx, userId, { ...patch, is_draft: true, draft_step: 1 });
      const previous = kind === 'logo' ? current.logo_path : current.cover_path;
      // The published version may still show the previous file: keep it until a new one is approved.
      const snapshot = current.published_snapshot as { logo_url?: string | null; cover_photo_url?: string | null } | null;
      const publicUrl = kind === 'logo' ? snapshot?.logo_url : snapshot?.cover_photo_url;
      if (previous && publicUrl !== ctx.storage.url('business-logos', previous)) replaced.key = previous;
      if (!current.is_draft) Object.assign(patch, { moderation_status: 'pending', verification_notes: null, submitted_at: now });
      const saved = await repo.updateBusiness(tx, userId, patch);
      if (!saved) throw new AppError('not_found', BUSINESS_MESSAGES.noBusiness);
      if (!saved.is_draft) await queueListingForReview(ctx, tx, saved);
      return saved;
    });
  } catch (e) {
    await removeFiles(ctx, [stored.key]);
    throw e;
  }
  if (replaced.key) {
    await removeFiles(ctx, [replaced.key]);
    await storage.forgetStoredObjects(ctx.db, [replaced.key]).catch((err) => ctx.log.warn({ err }, 'stored object row clean-up failed'));
  }
  return { url: stored.url, business: presentBusiness(row) };
}

/** A service or product picture: stored under the owner's folder; the owner puts its url in the item. */
export async function uploadPicture(ctx: AppContext, userId: string, file: IncomingFile) {
  await assertAcceptable(file);
  await assertMayRegister(ctx, userId);
  const stored = await store(ctx, userId, file, 'picture');
  try {
    await storage.recordStoredObjects(ctx.db, [
      { bucket: 'business-logos', path: stored.key, owner_id: userId, content_type: 'image/webp', size: stored.size },
    ]);
  } catch (e) {
    await removeFiles(ctx, [stored.key]);
    throw e;
  }
  return { url: stored.url };
}
