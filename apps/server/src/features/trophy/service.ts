import {
  AWARD_PHASES,
  type AwardInput,
  type AwardManage,
  type AwardPhase,
  type AwardResult,
  type AwardView,
  TROPHY_MESSAGES as M,
  type MyNomination,
  SUSPICION_REASONS,
  type SuspicionReason,
  TROPHY_APP_ID,
  TROPHY_LIMITS,
  type Trophy,
} from '@mb/contract/trophy';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as apps from '../apps/index.ts';
import * as auth from '../auth/index.ts';
import * as compliance from '../compliance/index.ts';
import * as notifications from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { canAnswer, type People, personOf, presentManaged, presentMyNomination, presentSummary, presentTrophy } from './presenter.ts';
import * as repo from './repository.ts';

export const TROPHY_ADVANCE_JOB = 'trophy.advance';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const rank = (p: AwardPhase) => AWARD_PHASES.indexOf(p);

/** Organizer routes start here: the caller must have MB Trophy installed (the app store's rule). */
const installed = (ctx: AppContext, userId: string) => apps.requireInstalled(ctx, userId, TROPHY_APP_ID);

/** The phase a launched award is in at `now`, by its windows. */
export function phaseAt(
  a: Pick<repo.AwardRow, 'nominations_open_at' | 'nominations_close_at' | 'voting_open_at' | 'voting_close_at'>,
  now: Date,
) {
  const t = now.getTime();
  if (t < a.nominations_open_at.getTime()) return 'scheduled' as const;
  if (t < a.nominations_close_at.getTime()) return 'nominations' as const;
  if (t < a.voting_open_at.getTime()) return 'shortlisting' as const;
  if (t < a.voting_close_at.getTime()) return 'voting' as const;
  return 'closed' as const;
}

async function peopleOf(db: Executor, ids: (string | null | undefined)[]): Promise<People> {
  const unique = [...new Set(ids.filter((x): x is string => Boolean(x)))];
  const cards = await profiles.memberCards(db, unique);
  const out: People = new Map();
  for (const id of unique) {
    const c = cards.get(id);
    out.set(id, { id, username: c?.username ?? null, display_name: c?.display_name ?? null, avatar_url: c?.avatar_url ?? null });
  }
  return out;
}

const nameOf = (people: People, id: string) => {
  const p = personOf(people, id);
  return p.display_name || (p.username ? `@${p.username}` : 'A member');
};

// ---------------------------------------------------------------------------------------------------
// Telling people: a notification, and an e-mail unless their installation's setting says no

/**
 * Whether each member wants MB Trophy's e-mails (their installation's setting; yes without one: members
 * who cannot install apps still hear of their nominations). Read before a transaction: the app store
 * reads on its own connection, which on the embedded database would wait for the transaction to end.
 */
async function emailPrefs(ctx: AppContext, ids: (string | null | undefined)[]): Promise<Map<string, boolean>> {
  const out = new Map<string, boolean>();
  for (const id of new Set(ids.filter((x): x is string => Boolean(x)))) {
    if (!(await apps.hasActiveInstallation(ctx, id, TROPHY_APP_ID))) out.set(id, true);
    else out.set(id, (await apps.settings(ctx, id, TROPHY_APP_ID)).configuration.email_notifications !== false);
  }
  return out;
}

async function tell(
  ctx: AppContext,
  tx: Executor,
  prefs: Map<string, boolean>,
  userId: string,
  msg: { title: string; content: string; url: string; kind: string },
) {
  await notifications.notify(ctx, tx, userId, { type: 'trophy', title: msg.title, content: msg.content, action_url: msg.url });
  if (prefs.get(userId) === false) return;
  const to = await auth.emailOf(tx, userId);
  if (!to) return;
  const product = ctx.config.PRODUCT_NAME;
  await ctx.mailer.send(
    {
      to,
      kind: `trophy_${msg.kind}`,
      subject: `${msg.title} | ${product}`,
      text: [msg.title, '', msg.content, '', `Open it on ${product}:`, `${ctx.config.publicUrl}${msg.url}`].join('\n'),
    },
    tx,
  );
}

const awardUrl = (id: string) => `/apps/mb-trophy/awards/${id}`;
const manageUrl = (id: string) => `/apps/mb-trophy/manage/${id}`;
const NOMINATIONS_URL = '/apps/mb-trophy/nominations';
const TROPHIES_URL = '/apps/mb-trophy/trophies';

// ---------------------------------------------------------------------------------------------------
// Reading awards

async function visibleAward(ctx: AppContext, id: string, viewerId: string | null) {
  const a = await repo.awardById(ctx.db, id);
  // A draft is the organizer's alone: everyone else gets the same 404 as for an award that does not exist.
  if (!a || (a.phase === 'draft' && a.organizer_id !== viewerId)) throw new AppError('not_found', M.awardNotFound);
  return a;
}

async function ownAward(ctx: AppContext, userId: string, id: string) {
  const a = await repo.awardById(ctx.db, id);
  if (!a || a.organizer_id !== userId) throw new AppError('not_found', M.awardNotFound);
  return a;
}

function nominateRefusal(a: repo.AwardRow, viewerId: string | null): string | null {
  if (!viewerId) return M.signInToTakePart;
  if (a.phase === 'draft' || a.phase === 'scheduled') return M.nominationsNotOpen;
  if (a.phase !== 'nominations') return M.nominationsClosed;
  return null;
}

function voteRefusal(a: repo.AwardRow, viewer: profiles.ProfileRow | undefined): string | null {
  if (!viewer) return M.signInToTakePart;
  if (a.phase !== 'voting') return M.votingNotOpen;
  if (viewer.id === a.organizer_id) return M.organizerNoVote;
  if (!a.voter_types.includes(viewer.profile_type)) return M.voterNotEligible;
  if (!viewer.vaulth_verified) return M.notVerified;
  return null;
}

/** Finalists of each category, best first once results exist. */
function resultsOf(noms: repo.NominationRow[], people: People, votes: (n: repo.NominationRow) => number): AwardResult[] {
  return noms
    .map((n) => ({ nomination_id: n.id, nominee: personOf(people, n.nominee_id), votes: votes(n), winner: n.winner }))
    .sort((x, y) => y.votes - x.votes || Number(y.winner) - Number(x.winner));
}

const isFinalist = (n: repo.NominationRow) => n.finalist && n.status === 'accepted';

async function viewOf(ctx: AppContext, a: repo.AwardRow, viewerId: string | null): Promise<AwardView> {
  const [categories, noms, viewer, mine] = await Promise.all([
    repo.categoriesOf(ctx.db, a.id),
    rank(a.phase) >= rank('voting') ? repo.nominationsOfAward(ctx.db, a.id) : Promise.resolve([]),
    viewerId ? profiles.profileRowOf(ctx.db, viewerId) : Promise.resolve(undefined),
    viewerId ? repo.votesOf(ctx.db, a.id, viewerId) : Promise.resolve([]),
  ]);
  const finalists = noms.filter(isFinalist);
  const people = await peopleOf(ctx.db, [a.organizer_id, ...finalists.map((n) => n.nominee_id)]);
  const myVote = new Map(mine.map((v) => [v.category_id, v.nomination_id]));
  return {
    ...presentSummary(a, people, categories.length),
    nominee_types: a.nominee_types as AwardView['nominee_types'],
    voter_types: a.voter_types as AwardView['voter_types'],
    nominees_verified_only: a.nominees_verified_only,
    categories: categories.map((c) => {
      const here = finalists.filter((n) => n.category_id === c.id);
      return {
        id: c.id,
        name: c.name,
        description: c.description,
        finalists: here.map((n) => ({ nomination_id: n.id, nominee: personOf(people, n.nominee_id) })),
        // Tallies stay the organizer's until publication (manage view); everyone sees them after.
        results: a.phase === 'published' ? resultsOf(here, people, (n) => n.votes) : null,
        my_vote: myVote.get(c.id) ?? null,
      };
    }),
    viewer: {
      signed_in: Boolean(viewerId),
      is_organizer: viewerId === a.organizer_id,
      nominate_refusal: nominateRefusal(a, viewerId),
      vote_refusal: voteRefusal(a, viewer ?? undefined),
    },
  };
}

export async function awardView(ctx: AppContext, actor: Actor | null, id: string): Promise<AwardView> {
  const viewerId = actor?.userId ?? null;
  return viewOf(ctx, await visibleAward(ctx, id, viewerId), viewerId);
}

async function summaries(ctx: AppContext, rows: repo.AwardRow[]) {
  const [people, counts] = await Promise.all([
    peopleOf(
      ctx.db,
      rows.map((r) => r.organizer_id),
    ),
    repo.categoryCounts(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  return { awards: rows.map((r) => presentSummary(r, people, counts.get(r.id) ?? 0)) };
}

export async function publicAwards(ctx: AppContext) {
  return summaries(ctx, await repo.launchedAwards(ctx.db));
}

export async function myAwards(ctx: AppContext, userId: string) {
  await installed(ctx, userId);
  return summaries(ctx, await repo.awardsOfOrganizer(ctx.db, userId));
}

export async function manage(ctx: AppContext, userId: string, id: string): Promise<AwardManage> {
  await installed(ctx, userId);
  const a = await ownAward(ctx, userId, id);
  const [award, categories, noms, live, flagged, total] = await Promise.all([
    viewOf(ctx, a, userId),
    repo.categoriesOf(ctx.db, id),
    repo.nominationsOfAward(ctx.db, id),
    repo.tallies(ctx.db, id),
    repo.flaggedVotes(ctx.db, id),
    repo.voteCount(ctx.db, id),
  ]);
  const people = await peopleOf(ctx.db, [...noms.flatMap((n) => [n.nominee_id, n.nominator_id]), ...flagged.map((v) => v.voter_id)]);
  const byId = new Map(noms.map((n) => [n.id, n]));
  const catName = new Map(categories.map((c) => [c.id, c.name]));
  const showTallies = rank(a.phase) >= rank('voting');
  return {
    award,
    categories: categories.map((c) => {
      const here = noms.filter((n) => n.category_id === c.id);
      return {
        id: c.id,
        name: c.name,
        nominations: here.map((n) => presentManaged(n, people)),
        tallies: showTallies ? resultsOf(here.filter(isFinalist), people, (n) => live.get(n.id) ?? 0) : null,
      };
    }),
    total_votes: total,
    suspicious_votes: flagged.map((v) => ({
      id: v.id,
      category_id: v.category_id,
      category_name: catName.get(v.category_id) ?? '',
      voter: personOf(people, v.voter_id),
      nominee: personOf(people, byId.get(v.nomination_id)?.nominee_id ?? v.nomination_id),
      created_at: v.created_at.toISOString(),
      reasons: v.flags.map((f) => SUSPICION_REASONS[f as SuspicionReason] ?? f),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------------
// The clock: phases move forward to what the windows say (jobs, and after the organizer's changes)

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
            title: `Voting is open: ${a.title}`,
            content: `You are a finalist in ${cats.get(n.category_id) ?? 'a category'}. Voting closes ${a.voting_close_at.toUTCString()}.`,
            url: awardUrl(id),
            kind: 'voting_opened',
          });
        }
        await tell(ctx, tx, prefs, a.organizer_id, {
          title: `Voting is open: ${a.title}`,
          content: `${finalists.length} finalists are on the ballot. Follow the tallies on the award's page.`,
          url: manageUrl(id),
          kind: 'voting_opened',
        });
      }
    }
    if (target === 'closed') {
      await writeResults(tx, id);
      await tell(ctx, tx, prefs, a.organizer_id, {
        title: `Voting closed: ${a.title}`,
        content: 'The results are ready. Publish them to give the trophies and show the winners.',
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

// ---------------------------------------------------------------------------------------------------
// Nominations

async function awardOfCategory(ctx: AppContext, categoryId: string, viewerId: string | null) {
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
        title: `You are nominated: ${c.name}`,
        content: `${nameOf(people, userId)} nominated you for ${c.name} at ${a.title}. Accept or decline the nomination.${input.statement ? ` "${input.statement}"` : ''}`,
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
        title: `${nameOf(people, userId)} ${accept ? 'accepted' : 'declined'} your nomination`,
        content: `${c?.name ?? 'A category'} at ${a.title}.`,
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
        title: `You are a finalist: ${c?.name ?? 'a category'}`,
        content: `You made the shortlist for ${c?.name ?? 'a category'} at ${a.title}. Voting opens ${a.voting_open_at.toUTCString()}.`,
        url: awardUrl(a.id),
        kind: 'shortlisted',
      });
    }
    return updated;
  });
  return presentManaged(row, await peopleOf(ctx.db, [row.nominee_id, row.nominator_id]));
}

// ---------------------------------------------------------------------------------------------------
// Votes

/**
 * One vote per category per verified identity. The unique indexes on (category, identity) and
 * (category, account) are the last word: two accounts of one vAulth identity, or two requests at the
 * same instant, cannot both count. What looks suspicious is recorded with the vote for the organizer.
 */
export async function vote(ctx: AppContext, actor: Actor, ip: string, categoryId: string, nominationId: string) {
  const userId = actor.userId;
  const { c, a } = await awardOfCategory(ctx, categoryId, userId);
  const voter = await profiles.profileRowOf(ctx.db, userId);
  const refusal = voteRefusal(a, voter ?? undefined);
  if (refusal) throw new AppError(a.phase !== 'voting' ? 'conflict' : 'forbidden', refusal);
  const n = await repo.nominationById(ctx.db, nominationId);
  if (!n || n.category_id !== c.id || !isFinalist(n))
    throw new AppError('validation_failed', M.notFinalist, { nomination_id: M.notFinalist });
  const now = new Date();
  const flags: SuspicionReason[] = [];
  if ((voter as profiles.ProfileRow).created_at.getTime() > a.voting_open_at.getTime() - TROPHY_LIMITS.newAccountDays * DAY)
    flags.push('new_account');
  const verifiedAt = await compliance.identityVerifiedAt(ctx, userId);
  if (verifiedAt && now.getTime() - verifiedAt.getTime() < TROPHY_LIMITS.freshIdentityHours * HOUR) flags.push('fresh_identity');
  const identity = voter?.vaulth_user_id ? `vaulth:${voter.vaulth_user_id}` : `user:${userId}`;
  await ctx.db.transaction(async (tx) => {
    const row = await repo.insertVote(tx, {
      award_id: a.id,
      category_id: c.id,
      nomination_id: n.id,
      voter_id: userId,
      voter_identity: identity,
      ip,
      session_id: actor.sessionId,
      flags,
    });
    if (!row) throw new AppError('conflict', M.alreadyVoted);
    if (ip) {
      const recent = await repo.votesFromIpSince(tx, a.id, ip, new Date(now.getTime() - TROPHY_LIMITS.burstWindowMinutes * MINUTE));
      if (new Set(recent.map((v) => v.voter_id)).size >= TROPHY_LIMITS.burstVoters)
        await repo.addFlag(
          tx,
          recent.map((v) => v.id),
          'ip_burst',
        );
    }
  });
  return { category_id: c.id, nomination_id: n.id };
}

// ---------------------------------------------------------------------------------------------------
// Publication and trophies

export async function publish(ctx: AppContext, userId: string, id: string): Promise<AwardView> {
  await installed(ctx, userId);
  await ownAward(ctx, userId, id);
  const noms = (await repo.nominationsOfAward(ctx.db, id)).filter(isFinalist);
  const prefs = await emailPrefs(ctx, [...noms.map((n) => n.nominee_id), ...noms.map((n) => n.nominator_id)]);
  await ctx.db.transaction(async (tx) => {
    const a = (await repo.lockAward(tx, id)) as repo.AwardRow;
    if (a.phase === 'published') throw new AppError('conflict', M.alreadyPublished);
    if (a.phase !== 'closed') throw new AppError('conflict', M.notClosed);
    const finalists = (await repo.nominationsOfAward(tx, id)).filter(isFinalist);
    const cats = new Map((await repo.categoriesOf(tx, id)).map((c) => [c.id, c.name]));
    const now = new Date();
    await repo.insertTrophies(
      tx,
      finalists.map((n) => ({
        award_id: id,
        category_id: n.category_id,
        user_id: n.nominee_id,
        kind: n.winner ? ('winner' as const) : ('finalist' as const),
        awarded_at: now,
      })),
    );
    await repo.updateAward(tx, id, { phase: 'published', published_at: now });
    const told = new Set<string>();
    for (const n of finalists) {
      const cat = cats.get(n.category_id) ?? 'a category';
      await tell(ctx, tx, prefs, n.nominee_id, {
        title: n.winner ? `You won ${cat}!` : `Finalist trophy: ${cat}`,
        content: `${a.title}: ${n.winner ? 'you are the winner of' : 'you were a finalist in'} ${cat}. Your trophy is on your profile; you can hide it there.`,
        url: TROPHIES_URL,
        kind: 'received',
      });
      told.add(n.nominee_id);
    }
    for (const n of finalists) {
      if (!n.nominator_id || told.has(n.nominator_id)) continue;
      told.add(n.nominator_id);
      await tell(ctx, tx, prefs, n.nominator_id, {
        title: `Results published: ${a.title}`,
        content: 'The winners are out. See who won each category.',
        url: awardUrl(id),
        kind: 'results_published',
      });
    }
  });
  return viewOf(ctx, (await repo.awardById(ctx.db, id)) as repo.AwardRow, userId);
}

async function presentTrophies(ctx: AppContext, rows: repo.TrophyRow[]): Promise<Trophy[]> {
  const [awards, cats] = await Promise.all([
    repo.awardsByIds(ctx.db, [...new Set(rows.map((t) => t.award_id))]),
    repo.categoriesByIds(ctx.db, [...new Set(rows.map((t) => t.category_id))]),
  ]);
  const aById = new Map(awards.map((x) => [x.id, x]));
  const cById = new Map(cats.map((x) => [x.id, x]));
  return rows.map((t) => presentTrophy(t, aById.get(t.award_id), cById.get(t.category_id)));
}

/**
 * A member's trophies on their profile (the profile page asks; profiles knows nothing of trophies): as
 * visible as the profile, without those the member hid, and none when the member turned
 * `show_trophies_on_profile` off in their MB Trophy installation.
 */
export async function memberTrophies(ctx: AppContext, userId: string, actor: Actor | null) {
  await profiles.getPublicProfile(ctx, userId, actor);
  if (await apps.hasActiveInstallation(ctx, userId, TROPHY_APP_ID)) {
    const { configuration } = await apps.settings(ctx, userId, TROPHY_APP_ID);
    if (configuration.show_trophies_on_profile === false) return { trophies: [] };
  }
  return { trophies: await presentTrophies(ctx, await repo.trophiesOf(ctx.db, userId, false)) };
}

export async function myTrophies(ctx: AppContext, userId: string) {
  return { trophies: await presentTrophies(ctx, await repo.trophiesOf(ctx.db, userId, true)) };
}

export async function setTrophyHidden(ctx: AppContext, userId: string, id: string, hidden: boolean): Promise<Trophy> {
  const row = await repo.updateTrophy(ctx.db, id, userId, hidden);
  if (!row) throw new AppError('not_found', M.trophyNotFound);
  return (await presentTrophies(ctx, [row]))[0] as Trophy;
}
