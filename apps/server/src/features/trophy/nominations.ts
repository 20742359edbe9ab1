import { NOTICE_TEXT } from '@mb/contract/notice-text';
import { TROPHY_MESSAGES as M, type MyNomination, TROPHY_LIMITS } from '@mb/contract/trophy';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { words, wordsDate } from '../../platform/i18n.ts';
import * as profiles from '../profiles/index.ts';
import { installed, nameOf, nominateRefusal, peopleOf } from './awards.ts';
import { canAnswer, presentManaged, presentMyNomination } from './presenter.ts';
import * as repo from './repository.ts';
import { awardUrl, emailPrefs, NOMINATIONS_URL, tell } from './telling.ts';

// Nominations

export async function awardOfCategory(ctx: AppContext, categoryId: string, viewerId: string | null) {
  const c = await repo.categoryById(ctx.db, categoryId);
  if (!c) throw new AppError('not_found', M.categoryNotFound);
  const a = await repo.awardById(ctx.db, c.award_id);
  if (!a || (a.phase === 'draft' && a.organizer_id !== viewerId)) throw new AppError('not_found', M.categoryNotFound);
  return { c, a };
}

async function nominationView(ctx: AppContext, n: repo.NominationRow): Promise<MyNomination> {
  const [a, c] = await Promise.all([repo.awardById(ctx.db, n.award_id), repo.categoryById(ctx.db, n.category_id)]);
  const people = await peopleOf(ctx.db, [n.nominee_id, n.nominator_id]);
  return presentMyNomination(n, a as repo.AwardRow, c as repo.CategoryRow, people);
}

export async function nominate(ctx: AppContext, actor: Actor, categoryId: string, input: { nominee: string; statement: string }) {
  const userId = actor.userId;
  const { c, a } = await awardOfCategory(ctx, categoryId, userId);
  const refusal = nominateRefusal(a, userId);
  if (refusal) throw new AppError('conflict', refusal);
  const handle = input.nominee.trim().replace(/^@/, '');
  let nomineeId = userId;
  if (handle) {
    const found = await profiles.getPublicProfile(ctx, handle, actor).catch(() => null);
    if (!found || (await profiles.isBlocked(ctx, userId, found.id)))
      throw new AppError('validation_failed', M.nomineeNotFound, { nominee: M.nomineeNotFound });
    nomineeId = found.id;
  }
  const self = nomineeId === userId;
  if (nomineeId === a.organizer_id) throw new AppError('forbidden', M.organizerNotNominee);
  const nominee = await profiles.profileRowOf(ctx.db, nomineeId);
  if (!nominee || !a.nominee_types.includes(nominee.profile_type)) throw new AppError('forbidden', M.nomineeNotEligible);
  if (a.nominees_verified_only && !nominee.vaulth_verified) throw new AppError('forbidden', M.nomineeNotVerified);
  const prefs = await emailPrefs(ctx, [nomineeId]);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertNomination(tx, {
      award_id: a.id,
      category_id: c.id,
      nominee_id: nomineeId,
      nominator_id: self ? null : userId,
      status: self ? 'accepted' : 'pending',
      statement: input.statement,
      answered_at: self ? new Date() : null,
    });
    if (!inserted) throw new AppError('conflict', M.alreadyNominated);
    if (!self) {
      const people = await peopleOf(tx, [userId]);
      await tell(ctx, tx, prefs, nomineeId, {
        title: words(NOTICE_TEXT.trophy.nominated, { category: c.name }),
        content: input.statement
          ? words(NOTICE_TEXT.trophy.nominatedStatement, {
              name: nameOf(people, userId),
              category: c.name,
              award: a.title,
              statement: input.statement,
            })
          : words(NOTICE_TEXT.trophy.nominatedContent, { name: nameOf(people, userId), category: c.name, award: a.title }),
        url: NOMINATIONS_URL,
        kind: 'nominated',
      });
    }
    return inserted;
  });
  return nominationView(ctx, row);
}

export async function myNominations(ctx: AppContext, userId: string) {
  const [received, sent] = await Promise.all([repo.nominationsOfNominee(ctx.db, userId), repo.nominationsByNominator(ctx.db, userId)]);
  const all = [...received, ...sent];
  const [awards, cats, people] = await Promise.all([
    repo.awardsByIds(ctx.db, [...new Set(all.map((n) => n.award_id))]),
    repo.categoriesByIds(ctx.db, [...new Set(all.map((n) => n.category_id))]),
    peopleOf(
      ctx.db,
      all.flatMap((n) => [n.nominee_id, n.nominator_id]),
    ),
  ]);
  const aById = new Map(awards.map((x) => [x.id, x]));
  const cById = new Map(cats.map((x) => [x.id, x]));
  const present = (list: repo.NominationRow[]) =>
    list.flatMap((n) => {
      const a = aById.get(n.award_id);
      const c = cById.get(n.category_id);
      return a && c ? [presentMyNomination(n, a, c, people)] : [];
    });
  return { received: present(received), sent: present(sent) };
}

export async function answer(ctx: AppContext, userId: string, id: string, accept: boolean) {
  const first = await repo.nominationById(ctx.db, id);
  if (!first || first.nominee_id !== userId) throw new AppError('not_found', M.nominationNotFound);
  const prefs = await emailPrefs(ctx, [first.nominator_id]);
  const row = await ctx.db.transaction(async (tx) => {
    const a = (await repo.lockAward(tx, first.award_id)) as repo.AwardRow;
    const n = (await repo.nominationById(tx, id)) as repo.NominationRow;
    if (n.status !== 'pending') throw new AppError('conflict', M.alreadyAnswered);
    if (!canAnswer(n, a)) throw new AppError('conflict', M.consentClosed);
    const updated = await repo.updateNomination(tx, id, { status: accept ? 'accepted' : 'declined', answered_at: new Date() });
    if (n.nominator_id) {
      const people = await peopleOf(tx, [userId]);
      const c = await repo.categoryById(tx, n.category_id);
      await tell(ctx, tx, prefs, n.nominator_id, {
        title: words(accept ? NOTICE_TEXT.trophy.accepted : NOTICE_TEXT.trophy.declined, { name: nameOf(people, userId) }),
        content: words(NOTICE_TEXT.trophy.answeredContent, { category: c?.name ?? words(NOTICE_TEXT.trophy.theCategory), award: a.title }),
        url: NOMINATIONS_URL,
        kind: 'answered',
      });
    }
    return updated;
  });
  return nominationView(ctx, row);
}

export async function shortlist(ctx: AppContext, userId: string, id: string, finalist: boolean) {
  await installed(ctx, userId);
  const first = await repo.nominationById(ctx.db, id);
  const award = first ? await repo.awardById(ctx.db, first.award_id) : undefined;
  if (!first || award?.organizer_id !== userId) throw new AppError('not_found', M.nominationNotFound);
  const prefs = await emailPrefs(ctx, [first.nominee_id]);
  const row = await ctx.db.transaction(async (tx) => {
    const a = (await repo.lockAward(tx, first.award_id)) as repo.AwardRow;
    if (a.phase !== 'nominations' && a.phase !== 'shortlisting') throw new AppError('conflict', M.shortlistClosed);
    const n = (await repo.nominationById(tx, id)) as repo.NominationRow;
    if (n.finalist === finalist) return n;
    if (finalist && n.status !== 'accepted') throw new AppError('conflict', M.notAccepted);
    if (finalist && (await repo.finalistCount(tx, n.category_id)) >= TROPHY_LIMITS.finalistsMax)
      throw new AppError('conflict', M.tooManyFinalists);
    const updated = await repo.updateNomination(tx, id, { finalist });
    if (finalist) {
      const c = await repo.categoryById(tx, n.category_id);
      await tell(ctx, tx, prefs, n.nominee_id, {
        title: words(NOTICE_TEXT.trophy.finalist, { category: c?.name ?? words(NOTICE_TEXT.trophy.aCategory) }),
        content: words(NOTICE_TEXT.trophy.finalistContent, {
          category: c?.name ?? words(NOTICE_TEXT.trophy.aCategory),
          award: a.title,
          opens: wordsDate(a.voting_open_at, 'moment'),
        }),
        url: awardUrl(a.id),
        kind: 'shortlisted',
      });
    }
    return updated;
  });
  return presentManaged(row, await peopleOf(ctx.db, [row.nominee_id, row.nominator_id]));
}
