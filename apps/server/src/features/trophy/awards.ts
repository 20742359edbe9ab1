import {
  AWARD_PHASES,
  type AwardManage,
  type AwardPhase,
  type AwardResult,
  type AwardView,
  TROPHY_MESSAGES as M,
  SUSPICION_REASONS,
  type SuspicionReason,
  TROPHY_APP_ID,
} from '@mb/contract/trophy';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as apps from '../apps/index.ts';
import * as profiles from '../profiles/index.ts';
import { type People, personOf, presentManaged, presentSummary } from './presenter.ts';
import * as repo from './repository.ts';

// Awards: the helpers every use case shares (phases, people, the organizer's install check), and reading
// awards (one, the public list, the caller's, the organizer's view).

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const rank = (p: AwardPhase) => AWARD_PHASES.indexOf(p);

/** Organizer routes start here: the caller must have MB Trophy installed (the app store's rule). */
export const installed = (ctx: AppContext, userId: string) => apps.requireInstalled(ctx, userId, TROPHY_APP_ID);

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

export async function peopleOf(db: Executor, ids: (string | null | undefined)[]): Promise<People> {
  const unique = [...new Set(ids.filter((x): x is string => Boolean(x)))];
  const cards = await profiles.memberCards(db, unique);
  const out: People = new Map();
  for (const id of unique) {
    const c = cards.get(id);
    out.set(id, { id, username: c?.username ?? null, display_name: c?.display_name ?? null, avatar_url: c?.avatar_url ?? null });
  }
  return out;
}

export const nameOf = (people: People, id: string) => {
  const p = personOf(people, id);
  return p.display_name || (p.username ? `@${p.username}` : 'A member');
};

// ---------------------------------------------------------------------------------------------------
// Reading awards

async function visibleAward(ctx: AppContext, id: string, viewerId: string | null) {
  const a = await repo.awardById(ctx.db, id);
  // A draft is the organizer's alone: everyone else gets the same 404 as for an award that does not exist.
  if (!a || (a.phase === 'draft' && a.organizer_id !== viewerId)) throw new AppError('not_found', M.awardNotFound);
  return a;
}

export async function ownAward(ctx: AppContext, userId: string, id: string) {
  const a = await repo.awardById(ctx.db, id);
  if (!a || a.organizer_id !== userId) throw new AppError('not_found', M.awardNotFound);
  return a;
}

export function nominateRefusal(a: repo.AwardRow, viewerId: string | null): string | null {
  if (!viewerId) return M.signInToTakePart;
  if (a.phase === 'draft' || a.phase === 'scheduled') return M.nominationsNotOpen;
  if (a.phase !== 'nominations') return M.nominationsClosed;
  return null;
}

export function voteRefusal(a: repo.AwardRow, viewer: profiles.ProfileRow | undefined): string | null {
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

export const isFinalist = (n: repo.NominationRow) => n.finalist && n.status === 'accepted';

export async function viewOf(ctx: AppContext, a: repo.AwardRow, viewerId: string | null): Promise<AwardView> {
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
