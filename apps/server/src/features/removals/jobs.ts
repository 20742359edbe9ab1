import type { AppContext } from '../../platform/context.ts';
import { restoreDue } from './dmca.ts';
import { suspendIfRepeat } from './repeat-infringers.ts';
import * as repo from './repository.ts';
import { DAY, L, PRUNE_UNCONFIRMED_JOB, RESTORE_JOB, SUSPEND_JOB } from './rules.ts';

// The removal jobs (restoration, repeat-infringer suspension, pruning unconfirmed requests), and the
// browser tests' look at the last mail.

export const testLatestMail = (ctx: AppContext, to: string) => repo.latestMailTo(ctx.db, to.trim().toLowerCase());

export function defineRemovalJobs(ctx: AppContext) {
  // Once per context: tests build several apps on one (defineJob refuses a kind defined twice).
  if (ctx.jobs.kinds().includes(RESTORE_JOB)) return;
  ctx.jobs.defineJob<{ id: string }>(RESTORE_JOB, (p) => restoreDue(ctx, p.id), { altersPublicContent: true });
  ctx.jobs.defineJob<{ id: string; staff_id: string }>(SUSPEND_JOB, (p) => suspendIfRepeat(ctx, p.id, p.staff_id), {
    altersPublicContent: true,
  });
  ctx.jobs.defineJob(PRUNE_UNCONFIRMED_JOB, async () => {
    await pruneUnconfirmed(ctx);
  });
  ctx.jobs.every(PRUNE_UNCONFIRMED_JOB, 60 * 60 * 1000);
}

/**
 * Requests never confirmed are deleted once their link has expired (confirmDays): they hid nothing and
 * reached no one, and they hold a stranger's name and e-mail address that nobody needs any more.
 */
export async function pruneUnconfirmed(ctx: AppContext): Promise<number> {
  const n = await repo.deleteUnconfirmedBefore(ctx.db, new Date(Date.now() - L.confirmDays * DAY));
  if (n > 0) ctx.log.info({ deleted: n }, 'unconfirmed removal requests past their link deleted');
  return n;
}
