import { LIMITS } from '@mb/contract/limits';
import { AVATAR_MIME_TYPES, PROFILE_MESSAGES } from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSharp } from '../../platform/sharp.ts';
import { randomKey } from '../../platform/storage/storage.ts';
import { checkUpload } from '../../platform/storage/upload-check.ts';
import * as storage from '../storage/index.ts';
import { queueAvatarForReview } from './avatar-moderation.ts';
import * as repo from './repository.ts';
import { ensureProfile, presentOwn } from './service.ts';

const SIZES = { large: 512, small: 128 } as const;
/** A decompression bomb stops here: ~40 megapixels is far beyond any real photo's need for a 512 px avatar. */
const MAX_INPUT_PIXELS = 40_000_000;

interface IncomingFile {
  name: string;
  declaredType?: string;
  body: Buffer;
}

const thumbKey = (key: string) => key.replace(/\.webp$/, `-${SIZES.small}.webp`);

/** The spec §5 avatar checks on the bytes (never the client's word), mapped to the spec's messages. */
async function assertAcceptable(file: IncomingFile) {
  const verdict = await checkUpload(file, { allowed: AVATAR_MIME_TYPES, maxBytes: LIMITS.avatarMaxBytes });
  if (verdict.ok) return;
  const has = (r: string) => verdict.reasons.includes(r);
  if (has('empty file')) throw new AppError('bad_request', MESSAGES.avatar.noFile, { file: MESSAGES.avatar.noFile });
  if (has('too large')) throw new AppError('payload_too_large', MESSAGES.avatar.tooLarge, { file: MESSAGES.avatar.tooLarge });
  if (has('type not allowed')) throw new AppError('unsupported_media_type', MESSAGES.avatar.badType, { file: MESSAGES.avatar.badType });
  throw new AppError('unprocessable', MESSAGES.uploadRejected, { file: `${MESSAGES.uploadRejected} (${verdict.reasons.join(', ')})` });
}

/** Re-encodes to square WebP at two sizes: EXIF orientation applied, every other metadata dropped. */
async function renderSizes(body: Buffer) {
  const sharp = await loadSharp();
  try {
    const base = sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const [large, small] = await Promise.all([
      base.clone().resize(SIZES.large, SIZES.large, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer(),
      base.clone().resize(SIZES.small, SIZES.small, { fit: 'cover', position: 'attention' }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { large, small };
  } catch {
    // The header looked like an image but the bytes do not decode: not an image we can accept.
    throw new AppError('unsupported_media_type', MESSAGES.avatar.badType, { file: MESSAGES.avatar.badType });
  }
}

async function removeFiles(ctx: AppContext, keys: (string | null)[]) {
  for (const key of keys) {
    if (!key) continue;
    await ctx.storage.delete('avatars', key).catch((err) => ctx.log.warn({ err, key }, 'avatar clean-up failed'));
  }
}

/**
 * Spec §7 avatar upload: public bucket `avatars`, key `<user id>/<timestamp>-<random>.webp`, status
 * 'pending' until a moderator approves (an item in the moderation queue, in the same transaction);
 * others keep seeing the last approved avatar meanwhile.
 * Verified members skip the moderation wait (spec §6).
 */
export async function uploadAvatar(ctx: AppContext, userId: string, file: IncomingFile) {
  await assertAcceptable(file);
  const { large, small } = await renderSizes(file.body);
  const key = randomKey(userId, 'webp');
  const small_key = thumbKey(key);
  try {
    await ctx.storage.put('avatars', key, large, 'image/webp');
    await ctx.storage.put('avatars', small_key, small, 'image/webp');
  } catch (err) {
    ctx.log.error({ err }, 'avatar storage failed');
    await removeFiles(ctx, [key, small_key]);
    throw new AppError('unavailable', MESSAGES.avatar.storage);
  }
  const url = ctx.storage.url('avatars', key);
  const thumbUrl = ctx.storage.url('avatars', small_key);
  let previous: repo.ProfileRow;
  let updated: repo.ProfileRow;
  try {
    [previous, updated] = await ctx.db.transaction(async (tx) => {
      const { profile } = await ensureProfile(tx, userId);
      const approved = profile.vaulth_verified;
      await storage.recordStoredObjects(tx, [
        { bucket: 'avatars', path: key, owner_id: userId, content_type: 'image/webp', size: large.length },
        { bucket: 'avatars', path: small_key, owner_id: userId, content_type: 'image/webp', size: small.length },
      ]);
      const now = new Date();
      const next = await repo.updateProfile(tx, userId, {
        avatar_url: url,
        avatar_thumb_url: thumbUrl,
        avatar_path: key,
        avatar_uploaded_at: now,
        avatar_moderation_status: approved ? 'approved' : 'pending',
        avatar_rejection_reason: null,
        avatar_reviewed_at: approved ? now : null,
        avatar_reviewed_by: null,
        ...(approved ? { avatar_approved_url: url, avatar_approved_thumb_url: thumbUrl, avatar_approved_path: key } : {}),
      });
      if (!next) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
      await queueAvatarForReview(ctx, tx, {
        userId,
        path: key,
        url,
        thumbUrl,
        approved,
        name: profile.display_name || (profile.username ? `@${profile.username}` : null),
      });
      await ctx.bus.publish({ type: 'profile.updated', topic: `user:${userId}`, data: { id: userId } }, tx);
      return [profile, next] as const;
    });
  } catch (e) {
    await removeFiles(ctx, [key, small_key]);
    throw e;
  }
  await dropUnusedAvatar(ctx, previous.avatar_path, updated);
  return presentOwn(ctx, ctx.db, updated);
}

/** A superseded avatar that nobody shows any more (not the approved one) is deleted with its thumbnail. */
async function dropUnusedAvatar(ctx: AppContext, oldKey: string | null, now: repo.ProfileRow) {
  if (!oldKey || oldKey === now.avatar_path || oldKey === now.avatar_approved_path) return;
  const keys = [oldKey, thumbKey(oldKey)];
  await removeFiles(ctx, keys);
  await storage.forgetStoredObjects(ctx.db, keys);
}

/** The pending avatar a decision is about; a decision on an older upload (the member uploaded again) is refused. */
export interface AvatarDecision {
  approve: boolean;
  reviewerId: string;
  reason?: string;
  /** Storage key of the avatar that was reviewed; when given, it must still be the pending one. */
  path?: string;
}

/**
 * The moderation decision on a pending avatar, inside the caller's transaction (the moderation
 * queue's). Approving makes it the avatar everyone sees; rejecting puts the last approved one (or
 * none) back. Returns the file clean-up to run once the transaction has committed.
 */
export async function reviewAvatarIn(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  decision: AvatarDecision,
): Promise<() => Promise<void>> {
  const { profile } = await ensureProfile(tx, userId);
  if (profile.avatar_moderation_status !== 'pending') throw new AppError('conflict', MESSAGES.avatar.notPending);
  if (decision.path && decision.path !== profile.avatar_path) throw new AppError('conflict', MESSAGES.avatar.notPending);
  const common = { avatar_reviewed_at: new Date(), avatar_reviewed_by: decision.reviewerId };
  const next = await repo.updateProfile(
    tx,
    userId,
    decision.approve
      ? {
          ...common,
          avatar_moderation_status: 'approved',
          avatar_approved_url: profile.avatar_url,
          avatar_approved_thumb_url: profile.avatar_thumb_url,
          avatar_approved_path: profile.avatar_path,
        }
      : {
          ...common,
          avatar_moderation_status: 'rejected',
          avatar_rejection_reason: decision.reason ?? null,
          avatar_url: profile.avatar_approved_url,
          avatar_thumb_url: profile.avatar_approved_thumb_url,
          avatar_path: profile.avatar_approved_path,
        },
  );
  if (!next) throw new AppError('not_found', PROFILE_MESSAGES.noSuchProfile);
  await ctx.bus.publish({ type: 'profile.updated', topic: `user:${userId}`, data: { id: userId } }, tx);
  // Approved: the previously approved file is no longer shown. Rejected: the rejected file is not.
  return () => dropUnusedAvatar(ctx, decision.approve ? profile.avatar_approved_path : profile.avatar_path, next);
}

/** The same decision in a transaction of its own. */
export async function reviewAvatar(ctx: AppContext, userId: string, decision: AvatarDecision) {
  const cleanUp = await ctx.db.transaction((tx) => reviewAvatarIn(ctx, tx, userId, decision));
  await cleanUp();
}
