import { type AwardInput, type AwardView, TROPHY_MESSAGES as M } from '@mb/contract/trophy';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { installed, ownAward, viewOf } from './awards.ts';
import { advance, TROPHY_ADVANCE_JOB } from './clock.ts';
import * as repo from './repository.ts';

// Creating, changing, launching

const windowsOf = (input: AwardInput) => ({
  nominations_open_at: new Date(input.nominations_open_at),
  nominations_close_at: new Date(input.nominations_close_at),
  voting_open_at: new Date(input.voting_open_at),
  voting_close_at: new Date(input.voting_close_at),
});

function checkFuture(w: ReturnType<typeof windowsOf>, now = Date.now()) {
  if (w.nominations_close_at.getTime() <= now)
    throw new AppError('validation_failed', M.nominationsClosePast, { nominations_close_at: M.nominationsClosePast });
}

const awardValues = (input: AwardInput) => ({
  title: input.title,
  description: input.description,
  ...windowsOf(input),
  nominee_types: [...new Set(input.nominee_types)],
  voter_types: [...new Set(input.voter_types)],
  nominees_verified_only: input.nominees_verified_only,
});

export async function createAward(ctx: AppContext, userId: string, input: AwardInput): Promise<AwardView> {
  await installed(ctx, userId);
  checkFuture(windowsOf(input));
  const row = await ctx.db.transaction(async (tx) => {
    const a = await repo.insertAward(tx, { organizer_id: userId, ...awardValues(input) });
    await repo.replaceCategories(tx, a.id, input.categories);
    return a;
  });
  return viewOf(ctx, row, userId);
}

/** A job at each window's edge still ahead; the key makes a repeat of the same edge a no-op. */
async function scheduleEdges(ctx: AppContext, tx: Executor, a: repo.AwardRow) {
  const now = Date.now();
  for (const at of [a.nominations_open_at, a.nominations_close_at, a.voting_open_at, a.voting_close_at]) {
    if (at.getTime() <= now) continue;
    await ctx.jobs.enqueue(tx, {
      kind: TROPHY_ADVANCE_JOB,
      payload: { id: a.id },
      runAt: at,
      key: `${TROPHY_ADVANCE_JOB}:${a.id}:${at.getTime()}`,
    });
  }
}

export async function updateAward(ctx: AppContext, userId: string, id: string, input: AwardInput): Promise<AwardView> {
  await installed(ctx, userId);
  await ownAward(ctx, userId, id);
  checkFuture(windowsOf(input));
  await ctx.db.transaction(async (tx) => {
    const a = await repo.lockAward(tx, id);
    if (!a) throw new AppError('not_found', M.awardNotFound);
    if (a.phase !== 'draft' && a.phase !== 'scheduled') throw new AppError('conflict', M.notEditable);
    const updated = await repo.updateAward(tx, id, awardValues(input));
    await repo.replaceCategories(tx, id, input.categories);
    if (updated.phase !== 'draft') await scheduleEdges(ctx, tx, updated);
  });
  await advance(ctx, id);
  return viewOf(ctx, (await repo.awardById(ctx.db, id)) as repo.AwardRow, userId);
}

export async function launch(ctx: AppContext, userId: string, id: string): Promise<AwardView> {
  await installed(ctx, userId);
  await ownAward(ctx, userId, id);
  await ctx.db.transaction(async (tx) => {
    const a = await repo.lockAward(tx, id);
    if (!a) throw new AppError('not_found', M.awardNotFound);
    if (a.phase !== 'draft') throw new AppError('conflict', M.alreadyLaunched);
    checkFuture(a);
    const launched = await repo.updateAward(tx, id, { phase: 'scheduled', launched_at: new Date() });
    await scheduleEdges(ctx, tx, launched);
  });
  // Nominations may already be open by the windows: the phase catches up at once.
  await advance(ctx, id);
  return viewOf(ctx, (await repo.awardById(ctx.db, id)) as repo.AwardRow, userId);
}
