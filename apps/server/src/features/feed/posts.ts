import { randomBytes, randomUUID } from 'node:crypto';
import { FEED_IMAGE_TYPES, FEED_LIMITS, FEED_MESSAGES, type FeedItem } from '@mb/contract/feed';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isIdentityVerified } from '../compliance/index.ts';
import * as moderation from '../moderation/index.ts';
import * as portfolio from '../portfolio/index.ts';
import { platformSetting } from '../staff/index.ts';
import * as storage from '../storage/index.ts';
import { recordActivity } from './activities.ts';
import { resolve } from './reading.ts';
import * as repo from './repository.ts';

// Posts

export const POST_MODERATION_TYPE = 'feed_post';

export const nameOf = (c: { username: string | null; display_name: string | null } | undefined) =>
  c?.display_name || (c?.username ? `@${c.username}` : 'A member');

async function presentOne(ctx: AppContext, userId: string, activityId: string): Promise<FeedItem> {
  const row = await repo.findActivity(ctx.db, activityId);
  const [item] = row ? await resolve(ctx, [row], { userId, adult: true, filter: 'all' }) : [];
  if (!item) throw new AppError('not_found', FEED_MESSAGES.itemNotFound);
  return item;
}

/** A text post: public to the member's followers and connections at once (text is not pre-moderated; reports are). */
export async function createPost(ctx: AppContext, userId: string, input: { body: string }): Promise<FeedItem> {
  const body = input.body.trim();
  if (!body) throw new AppError('bad_request', FEED_MESSAGES.postEmpty, { body: FEED_MESSAGES.postEmpty });
  const activity = await ctx.db.transaction(async (tx) => {
    const post = await repo.insertPost(tx, { author_id: userId, body, moderation_status: 'approved' });
    return recordActivity(ctx, tx, { actorId: userId, kind: 'post', subjectId: post.id, at: post.created_at });
  });
  if (!activity) throw new Error('feed post activity missing');
  return presentOne(ctx, userId, activity.id);
}

const postImageKey = (userId: string, postId: string) => `${userId}/${postId}/${randomBytes(8).toString('hex')}-full.webp`;
const postIdOfKey = (key: string) => {
  const id = key.split('/')[1];
  return id && /^[0-9a-f-]{36}$/.test(id) ? id : null;
};

/**
 * A post with one image: spec §5's check on the bytes (the storage service's acceptUpload), re-encoded
 * like portfolio images; an unverified member's (or every one, when staff review every upload) waits
 * in the moderation queue and shows only to its author as pending until approved.
 */
export async function createImagePost(
  ctx: AppContext,
  userId: string,
  file: { name: string; declaredType?: string; body: Buffer },
  q: { body?: string; nsfw?: 'true' | 'false' },
): Promise<FeedItem> {
  await storage.acceptUpload(file, {
    allowed: FEED_IMAGE_TYPES,
    maxBytes: FEED_LIMITS.imageMaxBytes,
    typeMessage: FEED_MESSAGES.imageType,
  });
  const [verified, reviewEvery] = await Promise.all([isIdentityVerified(ctx, userId), platformSetting(ctx, 'review_every_upload')]);
  const nsfw = q.nsfw === 'true';
  if (nsfw && !verified)
    throw new AppError('forbidden', FEED_MESSAGES.nsfwNeedsVerification, { nsfw: FEED_MESSAGES.nsfwNeedsVerification });
  const image = await portfolio.renderImage(file.body);
  const postId = randomUUID();
  const key = postImageKey(userId, postId);
  await ctx.storage.put('feed', key, image.full, 'image/webp');
  const reviewed = !verified || reviewEvery;
  try {
    const activity = await ctx.db.transaction(async (tx) => {
      const post = await repo.insertPost(tx, {
        id: postId,
        author_id: userId,
        body: (q.body ?? '').trim(),
        image_key: key,
        blur_data_url: image.blurDataUrl,
        width: image.width,
        height: image.height,
        nsfw,
        moderation_status: reviewed ? 'pending' : 'approved',
      });
      await storage.recordStoredObjects(tx, [
        { bucket: 'feed', path: key, owner_id: userId, content_type: 'image/webp', size: image.full.length },
      ]);
      if (reviewed) {
        await moderation.enqueueModeration(ctx, tx, {
          type: POST_MODERATION_TYPE,
          subjectId: post.id,
          ownerId: userId,
          summary: {
            title: 'Feed post image',
            thumbnail_url: ctx.storage.url('feed', key, { expiresInSeconds: 7 * 24 * 3600, audience: 'staff' }),
            nsfw,
          },
        });
      }
      return recordActivity(ctx, tx, {
        actorId: userId,
        kind: 'post',
        subjectId: post.id,
        at: post.created_at,
        state: reviewed ? 'pending' : 'visible',
      });
    });
    if (!activity) throw new Error('feed post activity missing');
    return presentOne(ctx, userId, activity.id);
  } catch (e) {
    await ctx.storage.delete('feed', key).catch((err) => ctx.log.warn({ err, key }, 'feed image clean-up failed'));
    throw e;
  }
}

/** Each activity's state now ('visible', 'pending' moderation, 'hidden'); for features that post through the feed (studio news). */
export async function activityStates(ctx: Pick<AppContext, 'db'>, ids: readonly string[]): Promise<Map<string, repo.ActivityRow['state']>> {
  const rows = await repo.findActivities(ctx.db, ids);
  return new Map(rows.map((r) => [r.id, r.state]));
}

/** The author deletes their post: the activity (likes, comments), the post, its image. */
export async function deletePost(ctx: AppContext, userId: string, activityId: string): Promise<{ ok: true }> {
  const row = await repo.findActivity(ctx.db, activityId);
  if (row?.kind !== 'post' || row.actor_id !== userId) throw new AppError('not_found', FEED_MESSAGES.itemNotFound);
  const post = await repo.findPost(ctx.db, row.subject_id);
  await ctx.db.transaction(async (tx) => {
    await moderation.withdrawModeration(ctx, tx, { type: POST_MODERATION_TYPE, subjectId: row.subject_id });
    await repo.deleteActivity(tx, row.id);
    await repo.deletePost(tx, row.subject_id);
    if (post?.image_key) await storage.forgetStoredObjects(tx, [post.image_key]);
  });
  if (post?.image_key) await ctx.storage.delete('feed', post.image_key).catch((err) => ctx.log.warn({ err }, 'feed image delete failed'));
  return { ok: true };
}

/** The `feed` bucket's guard: every read asks the post again (a rejected or deleted post's URL stops at once). */
export async function feedFileGuard(ctx: AppContext, file: { key: string; audience: string | null }): Promise<boolean> {
  const postId = postIdOfKey(file.key);
  if (!postId || !file.audience) return false;
  const post = await repo.findPost(ctx.db, postId);
  if (!post || post.image_key !== file.key) return false;
  if (file.audience === 'owner' || file.audience === 'staff') return true;
  if (file.audience !== 'public' || post.moderation_status !== 'approved') return false;
  const activity = await repo.activityOf(ctx.db, 'post', post.id);
  return activity?.state === 'visible';
}
