import { type OwnPortfolioItem, PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import type { ContentType } from '@mb/contract/profiles';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as moderation from '../moderation/index.ts';
import * as profiles from '../profiles/index.ts';
import * as storage from '../storage/index.ts';
import { memberState, notInGrace, refuse } from './allowance.ts';
import { PORTFOLIO_MODERATION_TYPE, PURGE_JOB } from './hooks.ts';
import { ownedItem, presentOwnItem } from './presenting.ts';
import * as repo from './repository.ts';
import { portfolioChanged } from './uploads.ts';
import { catchUpItem } from './watermark.ts';

// Edits

export async function updateItem(
  ctx: AppContext,
  userId: string,
  itemId: string,
  patch: { title?: string | null; caption?: string | null; content_types?: ContentType[]; nsfw?: boolean; album_id?: string | null },
): Promise<OwnPortfolioItem> {
  await ownedItem(ctx, userId, itemId);
  const state = await memberState(ctx, userId);
  notInGrace(state);
  if (patch.nsfw === true && !state.verified) throw refuse(PORTFOLIO_MESSAGES.nsfwNeedsVerification, 'nsfw');
  if (patch.album_id) {
    if (!state.pro.is_pro) throw refuse(PORTFOLIO_MESSAGES.albumsNeedPro, 'album_id');
    const album = await repo.findAlbum(ctx.db, patch.album_id);
    if (!album || album.owner_id !== userId)
      throw new AppError('not_found', PORTFOLIO_MESSAGES.albumNotFound, { album_id: PORTFOLIO_MESSAGES.albumNotFound });
  }
  const changes: repo.ItemPatch = {};
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.caption !== undefined) changes.caption = patch.caption;
  if (patch.content_types !== undefined) changes.content_types = [...new Set(patch.content_types)];
  if (patch.nsfw !== undefined) changes.nsfw = patch.nsfw;
  if (patch.album_id !== undefined) changes.album_id = patch.album_id;
  if (Object.keys(changes).length) await repo.updateItem(ctx.db, itemId, changes);
  return presentOwnItem(ctx, itemId);
}

/** Soft delete: the item disappears at once, can be restored for 10 s, then the purge job removes it. */
export async function deleteItem(ctx: AppContext, userId: string, itemId: string): Promise<{ ok: true; undo_until: string }> {
  await ownedItem(ctx, userId, itemId);
  const deletedAt = new Date();
  const undoUntil = new Date(deletedAt.getTime() + PORTFOLIO_LIMITS.undoSeconds * 1000);
  await ctx.db.transaction(async (tx) => {
    await repo.updateItem(tx, itemId, { deleted_at: deletedAt });
    await portfolioChanged(ctx, tx, userId, itemId, 'deleted');
    await ctx.jobs.enqueue(tx, {
      kind: PURGE_JOB,
      payload: { item_id: itemId, deleted_at: deletedAt.getTime() },
      // A second past the undo window, so a restore at the last moment still wins.
      runAt: new Date(undoUntil.getTime() + 1000),
      key: `${PURGE_JOB}:${itemId}:${deletedAt.getTime()}`,
    });
  });
  return { ok: true, undo_until: undoUntil.toISOString() };
}

export async function restoreItem(ctx: AppContext, userId: string, itemId: string): Promise<OwnPortfolioItem> {
  const r = await repo.findItem(ctx.db, itemId);
  if (!r || r.owner_id !== userId) throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound);
  if (!r.deleted_at) return presentOwnItem(ctx, itemId);
  const restored = await ctx.db.transaction(async (tx) => {
    const row = await repo.findItemForUpdate(tx, itemId);
    if (!row?.deleted_at) return row;
    if (Date.now() > row.deleted_at.getTime() + PORTFOLIO_LIMITS.undoSeconds * 1000) {
      throw new AppError('conflict', PORTFOLIO_MESSAGES.undoExpired);
    }
    await portfolioChanged(ctx, tx, userId, itemId, 'restored');
    await catchUpItem(ctx, tx, userId, itemId, row.marked_version);
    return repo.updateItem(tx, itemId, { deleted_at: null });
  });
  if (!restored) throw new AppError('conflict', PORTFOLIO_MESSAGES.undoExpired);
  return presentOwnItem(ctx, itemId);
}

/**
 * The purge job (idempotent; runs again after a crash): the files, then in one transaction the
 * moderation item (withdrawn), the storage rows and the item. A restored item, or one deleted again
 * later (that delete has its own job), is left alone.
 */
export async function purgeItem(ctx: AppContext, payload: { item_id: string; deleted_at: number }): Promise<void> {
  const r = await repo.findItem(ctx.db, payload.item_id);
  if (!r?.deleted_at || r.deleted_at.getTime() !== payload.deleted_at) return;
  if (Date.now() < r.deleted_at.getTime() + PORTFOLIO_LIMITS.undoSeconds * 1000)
    throw new Error('portfolio purge ran inside the undo window');
  const keys = repo.fileKeysOf(r);
  for (const key of keys) await ctx.storage.delete('portfolio', key);
  // The watermark job may have given the item new marked copies since: they go too.
  const later = await ctx.db.transaction(async (tx) => {
    const row = await repo.findItemForUpdate(tx, r.id);
    if (!row?.deleted_at || row.deleted_at.getTime() !== payload.deleted_at) return null;
    const marked = [row.marked_key, row.marked_video_key].filter((k): k is string => k !== null && !keys.includes(k));
    await moderation.withdrawModeration(ctx, tx, { type: PORTFOLIO_MODERATION_TYPE, subjectId: r.id });
    await storage.forgetStoredObjects(tx, [...keys, ...marked]);
    await repo.deleteItemRow(tx, r.id);
    return marked;
  });
  for (const key of later ?? []) await ctx.storage.delete('portfolio', key);
}

/** The new order of the items of one album (or of those in no album); they keep the positions they held between them. */
export async function reorderItems(ctx: AppContext, userId: string, input: { album_id: string | null; item_ids: string[] }) {
  const mismatch = () => new AppError('conflict', PORTFOLIO_MESSAGES.reorderMismatch);
  if ((await profiles.proStatusOf(ctx, userId)).in_grace) throw refuse(PORTFOLIO_MESSAGES.inGrace);
  await ctx.db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    const group = (await repo.ownItems(tx, userId)).filter((r) => r.album_id === input.album_id);
    const wanted = new Set(input.item_ids);
    if (wanted.size !== input.item_ids.length || wanted.size !== group.length || group.some((r) => !wanted.has(r.id))) throw mismatch();
    const slots = group.map((r) => r.position).sort((a, b) => a - b);
    // Positions stay unique per member: the group's own slots, handed out in the new order.
    const distinct = new Set(slots).size === slots.length ? slots : slots.map((_, i) => (slots[0] ?? 0) + i);
    await repo.setPositions(
      tx,
      userId,
      input.item_ids.map((id, i) => ({ id, position: distinct[i] ?? i })),
    );
  });
  return { ok: true as const };
}
