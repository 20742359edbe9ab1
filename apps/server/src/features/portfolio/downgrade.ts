import { randomUUID } from 'node:crypto';
import { PORTFOLIO_LIMITS } from '@mb/contract/portfolio';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import * as moderation from '../moderation/index.ts';
import * as storage from '../storage/index.ts';
import { PORTFOLIO_MODERATION_TYPE, REMOVE_FILES_JOB } from './hooks.ts';
import * as repo from './repository.ts';

// Downgrade to free (the pro feature's grace period ends: spec §2 grace dialog, §7 execute-grace-downgrade)

export interface DowngradeResult {
  videos_deleted: number;
  albums_removed: number;
  images_deleted: number;
  /** Storage keys (bucket portfolio) of the removed items: the caller removes them after its commit. */
  files: string[];
}

/**
 * Takes a member's portfolio down to what a free member may hold, in the caller's transaction: every
 * video deleted, every album removed (its items stay, in no album), images beyond the 12 oldest
 * (spec §9 free image limit) deleted. Soft-deleted items still in their undo window go too, so an undo
 * cannot bring a video back. The rows, their moderation items and storage records go in `tx`; the
 * files themselves are removed by `removeDowngradedFiles` once the caller commits, and by a keyed job queued in
 * `tx` in case this process dies first (removing a missing file is a no-op).
 */
export async function downgradeToFree(ctx: AppContext, tx: Executor, userId: string): Promise<DowngradeResult> {
  await repo.lockOwner(tx, userId);
  const all = await repo.allItemsOldestFirst(tx, userId);
  const keptImages = new Set(
    all
      .filter((r) => r.kind === 'image' && !r.deleted_at)
      .slice(0, PORTFOLIO_LIMITS.freeImageLimit)
      .map((r) => r.id),
  );
  const doomed = all.filter((r) => !keptImages.has(r.id));
  const files: string[] = [];
  for (const r of doomed) {
    const keys = repo.fileKeysOf(r);
    files.push(...keys);
    await moderation.withdrawModeration(ctx, tx, { type: PORTFOLIO_MODERATION_TYPE, subjectId: r.id });
    await storage.forgetStoredObjects(tx, keys);
    await repo.deleteItemRow(tx, r.id);
  }
  const albums = await repo.albumsOf(tx, userId);
  for (const a of albums) await repo.deleteAlbum(tx, a.id);
  if (files.length) {
    await ctx.jobs.enqueue(tx, { kind: REMOVE_FILES_JOB, payload: { keys: files }, key: `${REMOVE_FILES_JOB}:${userId}:${randomUUID()}` });
  }
  return {
    videos_deleted: doomed.filter((r) => r.kind === 'video' && !r.deleted_at).length,
    albums_removed: albums.length,
    images_deleted: doomed.filter((r) => r.kind === 'image' && !r.deleted_at).length,
    files,
  };
}

/** Removes portfolio files from storage (idempotent: a missing file is no error; a failure throws, so the job retries). */
export async function removeDowngradedFiles(ctx: AppContext, keys: readonly string[]): Promise<void> {
  for (const key of keys) await ctx.storage.delete('portfolio', key);
}
