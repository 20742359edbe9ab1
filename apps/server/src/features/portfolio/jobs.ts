import type { AppContext } from '../../platform/context.ts';
import { removeDowngradedFiles } from './downgrade.ts';
import { purgeItem } from './edits.ts';
import { PRUNE_VIEWS_JOB, PURGE_JOB, REMOVE_FILES_JOB, WATERMARK_JOB } from './hooks.ts';
import { utcDay } from './likes.ts';
import * as repo from './repository.ts';
import { renderWatermarks } from './watermark.ts';

// The portfolio's jobs: purging deleted items, pruning old views, removing files, marking copies.

export function definePortfolioJobs(ctx: AppContext): void {
  // Once per context: tests build several apps on one (defineJob refuses a kind twice).
  if (ctx.jobs.kinds().includes(PURGE_JOB)) return;
  ctx.jobs.defineJob<{ item_id: string; deleted_at: number }>(PURGE_JOB, (payload) => purgeItem(ctx, payload), {
    maxAttempts: 8,
    altersPublicContent: true,
  });
  ctx.jobs.defineJob<{ keys: string[] }>(REMOVE_FILES_JOB, (payload) => removeDowngradedFiles(ctx, payload.keys), {
    maxAttempts: 8,
    altersPublicContent: true,
  });
  // A portfolio of 500 pictures takes a few minutes; a stop hands the row back and the next run resumes.
  // Kept visitor pages name the copies it replaces, so they go once it has run.
  ctx.jobs.defineJob<{ owner_id: string; version: number }>(WATERMARK_JOB, (payload, job) => renderWatermarks(ctx, payload, job), {
    maxAttempts: 8,
    lockMs: 15 * 60_000,
    altersPublicContent: true,
  });
  ctx.jobs.defineJob(PRUNE_VIEWS_JOB, () => repo.pruneViews(ctx.db, utcDay(new Date(Date.now() - 2 * 86_400_000))));
  ctx.jobs.dailyAt(PRUNE_VIEWS_JOB, 4);
}
