import { randomUUID } from 'node:crypto';
import { type OwnPortfolioItem, PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import type { RealtimeEvent } from '@mb/contract/realtime';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { emit } from '../../platform/modules.ts';
import * as moderation from '../moderation/index.ts';
import * as storage from '../storage/index.ts';
import { assertRoom, memberState, notInGrace, refuse } from './allowance.ts';
import { PORTFOLIO_MODERATION_TYPE, productionDateOf } from './hooks.ts';
import { checkPortfolioFile, type IncomingFile, mediaKey, processUpload } from './media.ts';
import { presentOwnRows } from './presenting.ts';
import * as repo from './repository.ts';
import { catchUpItem, markForUpload } from './watermark.ts';

// Upload

async function removeFiles(ctx: AppContext, keys: (string | null)[]) {
  for (const key of keys) {
    if (!key) continue;
    await ctx.storage.delete('portfolio', key).catch((err) => ctx.log.warn({ err, key }, 'portfolio file clean-up failed'));
  }
}

/**
 * One image or video into the member's portfolio (spec §5 check, §6 moderation and Pro, §9 limits):
 * refused with its message before anything is stored; files first, then the row, the storage rows
 * and (unverified, or staff review every upload) the moderation item in one transaction.
 */
export async function uploadItem(
  ctx: AppContext,
  userId: string,
  file: IncomingFile,
  q: { album_id?: string; nsfw?: 'true' | 'false'; depicts_people?: 'true' | 'false'; production_date?: string },
): Promise<OwnPortfolioItem> {
  const { kind, mime } = await checkPortfolioFile(file);
  const productionDate = productionDateOf(q);
  const nsfw = q.nsfw === 'true';
  const state = await memberState(ctx, userId);
  notInGrace(state);
  if (kind === 'video' && !state.pro.is_pro) throw refuse(PORTFOLIO_MESSAGES.videosNeedPro, 'file');
  if (q.album_id && !state.pro.is_pro) throw refuse(PORTFOLIO_MESSAGES.albumsNeedPro, 'album_id');
  if (nsfw && !state.verified) throw refuse(PORTFOLIO_MESSAGES.nsfwNeedsVerification, 'nsfw');
  // Checked before the (costly) re-encoding, and again under the member's lock before the insert.
  assertRoom(state.pro, await repo.countsOf(ctx.db, userId), kind);
  if (q.album_id) {
    const album = await repo.findAlbum(ctx.db, q.album_id);
    if (!album || album.owner_id !== userId)
      throw new AppError('not_found', PORTFOLIO_MESSAGES.albumNotFound, { album_id: PORTFOLIO_MESSAGES.albumNotFound });
  }

  const media = await processUpload(ctx, file, kind, mime);
  // The owner's watermark on: the copy others get is made now, with the other sizes (a video's by the job).
  const mark = await markForUpload(ctx, userId, media.full, kind);
  const id = randomUUID();
  const thumbKey = mediaKey(userId, id, 'thumb', 'webp');
  const fullKey = mediaKey(userId, id, 'full', 'webp');
  const videoKey = media.video && media.videoExt ? mediaKey(userId, id, 'video', media.videoExt) : null;
  const markedKey = mark.marked ? mediaKey(userId, id, 'marked', 'webp') : null;
  const keys = [thumbKey, fullKey, videoKey, markedKey];
  try {
    await ctx.storage.put('portfolio', thumbKey, media.thumb, 'image/webp');
    await ctx.storage.put('portfolio', fullKey, media.full, 'image/webp');
    if (markedKey && mark.marked) await ctx.storage.put('portfolio', markedKey, mark.marked, 'image/webp');
    if (videoKey && media.video && media.videoMime) await ctx.storage.put('portfolio', videoKey, media.video, media.videoMime);
  } catch (err) {
    ctx.log.error({ err }, 'portfolio storage failed');
    await removeFiles(ctx, keys);
    throw new AppError('unavailable', PORTFOLIO_MESSAGES.uploadFailed);
  }

  const reviewed = !state.verified || state.reviewEvery;
  const now = new Date();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await repo.lockOwner(tx, userId);
      assertRoom(state.pro, await repo.countsOf(tx, userId), kind);
      const item = await repo.insertItem(tx, {
        id,
        owner_id: userId,
        album_id: q.album_id ?? null,
        kind,
        nsfw,
        position: await repo.nextPosition(tx, userId),
        moderation_status: reviewed ? 'pending' : 'approved',
        published_at: reviewed ? null : now,
        thumb_key: thumbKey,
        full_key: fullKey,
        video_key: videoKey,
        marked_key: markedKey,
        marked_version: mark.version,
        blur_data_url: media.blurDataUrl,
        width: media.width,
        height: media.height,
        duration_seconds: media.durationSeconds,
        size_bytes: file.body.length,
        created_at: now,
        updated_at: now,
      });
      await storage.recordStoredObjects(tx, [
        { bucket: 'portfolio', path: thumbKey, owner_id: userId, content_type: 'image/webp', size: media.thumb.length },
        { bucket: 'portfolio', path: fullKey, owner_id: userId, content_type: 'image/webp', size: media.full.length },
        ...(videoKey && media.video && media.videoMime
          ? [{ bucket: 'portfolio', path: videoKey, owner_id: userId, content_type: media.videoMime, size: media.video.length }]
          : []),
        ...(markedKey && mark.marked
          ? [{ bucket: 'portfolio', path: markedKey, owner_id: userId, content_type: 'image/webp', size: mark.marked.length }]
          : []),
      ]);
      await catchUpItem(ctx, tx, userId, id, mark.version);
      await emit(ctx, 'portfolio.item_created', {
        tx,
        itemId: id,
        ownerId: userId,
        title: item.title,
        kind,
        depictsPeople: productionDate !== null,
        productionDate,
      });
      if (reviewed) await queueForReview(ctx, tx, item);
      else await emit(ctx, 'portfolio.item_published', { tx, kind: 'portfolio_item', ownerId: userId, subjectId: id, at: now });
      await portfolioChanged(ctx, tx, userId, id, 'added');
      return item;
    });
    return (await presentOwnRows(ctx, [row]))[0] as OwnPortfolioItem;
  } catch (e) {
    await removeFiles(ctx, keys);
    throw e;
  }
}

/** Tells the member's other tabs, once `tx` commits, that the portfolio (and its allowance) changed. */
export const portfolioChanged = (ctx: AppContext, tx: Executor, userId: string, itemId: string, change: 'added' | 'deleted' | 'restored') =>
  ctx.bus.publish({ type: 'portfolio.changed', topic: `user:${userId}`, data: { item_id: itemId, change } } satisfies RealtimeEvent, tx);

/** Seven days: longer than the queue's 48 hours, so the reviewer's list keeps its thumbnails. */
const QUEUE_THUMB_SECONDS = 7 * 24 * 3600;

async function queueForReview(ctx: AppContext, tx: Executor, item: repo.ItemRow) {
  await moderation.enqueueModeration(ctx, tx, {
    type: PORTFOLIO_MODERATION_TYPE,
    subjectId: item.id,
    ownerId: item.owner_id,
    summary: {
      title: item.kind === 'video' ? 'Portfolio video' : 'Portfolio image',
      thumbnail_url: ctx.storage.url('portfolio', item.thumb_key, { expiresInSeconds: QUEUE_THUMB_SECONDS, audience: 'staff' }),
      item_id: item.id,
      kind: item.kind,
      nsfw: item.nsfw,
    },
  });
}
