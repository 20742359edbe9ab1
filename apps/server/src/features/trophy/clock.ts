import { NOTICE_TEXT } from '@mb/contract/notice-text';
import { AWARD_PHASES, TROPHY_MESSAGES as M } from '@mb/contract/trophy';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words, wordsDate } from '../../platform/i18n.ts';
import { DAY, isFinalist, MINUTE, phaseAt, rank } from './awards.ts';
import * as repo from './repository.ts';
import { awardUrl, emailPrefs, manageUrl, tell } from './telling.ts';

// The clock: phases move forward to what the windows say (jobs, and after the organizer's changes)

export const TROPHY_ADVANCE_JOB = 'trophy.advance';

/** Per category: every finalist's votes; the most votes win, ties all win; no votes, no winner. */
async function writeResults(tx: Executor, awardId: string) {
  const [noms, live] = await Promise.all([repo.nominationsOfAward(tx, awardId), repo.tallies(tx, awardId)]);
  const byCategory = new Map<string, repo.NominationRow[]>();
  for (const n of noms.filter(isFinalist)) byCategory.set(n.category_id, [...(byCategory.get(n.category_id) ?? []), n]);
  for (const list of byCategory.values()) {
    const top = Math.max(0, ...list.map((n) => live.get(n.id) ?? 0));
    for (const n of list) {
      const votes = live.get(n.id) ?? 0;
      await repo.setResult(tx, n.id, votes, top > 0 && votes === top);
    }
  }
}

/**
 * Moves a launched award's phase forward to what its windows say at `now` (never back), with what
 * each step brings: voting opening drops unanswered nominations and tells the finalists; voting closing
 * computes the results and tells the organizer. Safe to run twice or late (the job's contract).
 */
export async function advance(ctx: AppContext, id: string, now = new Date()): Promise<void> {
  const pre = await repo.awardById(ctx.db, id);
  if (!pre || pre.phase === 'draft' || rank(pre.phase) >= rank('closed')) return;
  if (rank(phaseAt(pre, now)) <= rank(pre.phase)) return;
  const noms = await repo.nominationsOfAward(ctx.db, id);
  const prefs = await emailPrefs(ctx, [pre.organizer_id, ...noms.map((n) => n.nominee_id)]);
  await ctx.db.transaction(async (tx) => {
    const a = await repo.lockAward(tx, id);
    if (!a || a.phase === 'draft' || rank(a.phase) >= rank('closed')) return;
    const target = phaseAt(a, now);
    if (rank(target) <= rank(a.phase)) return;
    const steps = AWARD_PHASES.slice(rank(a.phase) + 1, rank(target) + 1);
    if (steps.includes('voting')) {
      await repo.expirePending(tx, id);
      const finalists = (await repo.nominationsOfAward(tx, id)).filter(isFinalist);
      const cats = new Map((await repo.categoriesOf(tx, id)).map((c) => [c.id, c.name]));
      if (target === 'voting') {
        for (const n of finalists) {
          await tell(ctx, tx, prefs, n.nominee_id, {
            title: words(NOTICE_TEXT.trophy.votingOpen, { award: a.title }),
            content: words(NOTICE_TEXT.trophy.votingOpenFinalist, {
              category: cats.get(n.category_id) ?? words(NOTICE_TEXT.trophy.aCategory),
              closes: wordsDate(a.voting_close_at, 'moment'),
            }),
            url: awardUrl(id),
            kind: 'voting_opened',
          });
        }
        await tell(ctx, tx, prefs, a.organizer_id, {
          title: words(NOTICE_TEXT.trophy.votingOpen, { award: a.title }),
          content: words(NOTICE_TEXT.trophy.votingOpenOrganizer, { count: String(finalists.length) }),
          url: manageUrl(id),
          kind: 'voting_opened',
        });
      }
    }
    if (target === 'closed') {
      await writeResults(tx, id);
      await tell(ctx, tx, prefs, a.organizer_id, {
        title: words(NOTICE_TEXT.trophy.votingClosed, { award: a.title }),
        content: NOTICE_TEXT.trophy.votingClosedContent,
        url: manageUrl(id),
        kind: 'voting_closed',
      });
    }
    await repo.updateAward(tx, id, { phase: target, ...(target === 'closed' ? { closed_at: now } : {}) });
  });
}

export function defineTrophyJobs(ctx: AppContext): void {
  // Once per context: tests build several apps on one (defineJob refuses a kind defined twice).
  if (ctx.jobs.kinds().includes(TROPHY_ADVANCE_JOB)) return;
  ctx.jobs.defineJob<{ id: string }>(TROPHY_ADVANCE_JOB, (p) => advance(ctx, p.id), { maxAttempts: 5 });
}

/**
 * Tests only (the browser tests' hook, TEST_HOOKS=on): the award's windows moved so that `phase` began
 * a minute ago, then the clock's step runs as the job would. Windows keep their order.
 */
export async function moveClockForTest(ctx: AppContext, id: string, phase: 'nominations' | 'shortlisting' | 'voting' | 'closed') {
  const a = await repo.awardById(ctx.db, id);
  if (!a || a.phase === 'draft') throw new AppError('not_found', M.awardNotFound);
  const k = ['nominations', 'shortlisting', 'voting', 'closed'].indexOf(phase);
  const now = Date.now();
  const at = (i: number) => new Date(i <= k ? now - (k - i + 1) * MINUTE : now + (i - k) * DAY);
  await ctx.db.transaction((tx) =>
    repo.updateAward(tx, id, { nominations_open_at: at(0), nominations_close_at: at(1), voting_open_at: at(2), voting_close_at: at(3) }),
  );
  await advance(ctx, id);
}
