import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type PortfolioAlbum } from '@mb/contract/portfolio';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { emit } from '../../platform/modules.ts';
import * as profiles from '../profiles/index.ts';
import { refuse } from './allowance.ts';
import { presentAlbum } from './presenter.ts';
import * as repo from './repository.ts';

// Albums (Pro)

async function ownAlbum(ctx: AppContext, userId: string, albumId: string, db: Executor = ctx.db) {
  const a = await repo.findAlbum(db, albumId);
  if (!a || a.owner_id !== userId) throw new AppError('not_found', PORTFOLIO_MESSAGES.albumNotFound);
  return a;
}

async function presentOwnAlbum(ctx: AppContext, userId: string, albumId: string): Promise<PortfolioAlbum> {
  const [a, items] = await Promise.all([ownAlbum(ctx, userId, albumId), repo.ownItems(ctx.db, userId)]);
  return presentAlbum(
    ctx,
    a,
    items.filter((i) => i.album_id === a.id),
    { audience: 'owner', adult: true, owner: true },
  );
}

async function assertAlbumsAllowed(ctx: AppContext, userId: string) {
  const pro = await profiles.proStatusOf(ctx, userId);
  if (pro.in_grace) throw refuse(PORTFOLIO_MESSAGES.inGrace);
  if (!pro.is_pro) throw refuse(PORTFOLIO_MESSAGES.albumsNeedPro);
}

export async function createAlbum(ctx: AppContext, userId: string, input: { title: string; description?: string | null }) {
  await assertAlbumsAllowed(ctx, userId);
  const album = await ctx.db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    const n = await repo.countAlbums(tx, userId);
    if (n >= PORTFOLIO_LIMITS.proAlbumLimit) throw refuse(PORTFOLIO_MESSAGES.albumLimitReached);
    const row = await repo.insertAlbum(tx, { owner_id: userId, title: input.title, description: input.description ?? null, position: n });
    // The feed shows an album once it holds a public item (the feed checks at read time).
    await emit(ctx, 'portfolio.item_published', { tx, kind: 'album', ownerId: userId, subjectId: row.id, at: row.created_at });
    return row;
  });
  return presentOwnAlbum(ctx, userId, album.id);
}

export async function updateAlbum(
  ctx: AppContext,
  userId: string,
  albumId: string,
  patch: { title?: string; description?: string | null; cover_item_id?: string | null },
) {
  await ownAlbum(ctx, userId, albumId);
  await assertAlbumsAllowed(ctx, userId);
  if (patch.cover_item_id) {
    const item = await repo.findItem(ctx.db, patch.cover_item_id);
    if (!item || item.owner_id !== userId || item.deleted_at || item.album_id !== albumId) {
      throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound, { cover_item_id: PORTFOLIO_MESSAGES.itemNotFound });
    }
  }
  const changes: Parameters<typeof repo.updateAlbum>[2] = {};
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.cover_item_id !== undefined) changes.cover_item_id = patch.cover_item_id;
  if (Object.keys(changes).length) await repo.updateAlbum(ctx.db, albumId, changes);
  return presentOwnAlbum(ctx, userId, albumId);
}

/** Deleting an album keeps its items (in no album); allowed without Pro, so a lapsed member can tidy up. */
export async function deleteAlbum(ctx: AppContext, userId: string, albumId: string) {
  await ownAlbum(ctx, userId, albumId);
  await repo.deleteAlbum(ctx.db, albumId);
  return { ok: true as const };
}

export async function reorderAlbums(ctx: AppContext, userId: string, albumIds: string[]) {
  if ((await profiles.proStatusOf(ctx, userId)).in_grace) throw refuse(PORTFOLIO_MESSAGES.inGrace);
  await ctx.db.transaction(async (tx) => {
    const albums = await repo.albumsOf(tx, userId);
    const wanted = new Set(albumIds);
    if (wanted.size !== albumIds.length || wanted.size !== albums.length || albums.some((a) => !wanted.has(a.id))) {
      throw new AppError('conflict', PORTFOLIO_MESSAGES.reorderMismatch);
    }
    await repo.setAlbumPositions(tx, userId, albumIds);
  });
  return { ok: true as const };
}
