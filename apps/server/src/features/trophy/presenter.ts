import type { AwardSummary, MyNomination, Trophy, TrophyPerson } from '@mb/contract/trophy';
import type { AwardRow, CategoryRow, NominationRow, TrophyRow } from './repository.ts';

export type People = Map<string, TrophyPerson>;

export const personOf = (people: People, id: string): TrophyPerson =>
  people.get(id) ?? { id, username: null, display_name: null, avatar_url: null };

export function presentSummary(a: AwardRow, people: People, categories: number): AwardSummary {
  return {
    id: a.id,
    title: a.title,
    description: a.description,
    phase: a.phase,
    organizer: personOf(people, a.organizer_id),
    categories_count: categories,
    nominations_open_at: a.nominations_open_at.toISOString(),
    nominations_close_at: a.nominations_close_at.toISOString(),
    voting_open_at: a.voting_open_at.toISOString(),
    voting_close_at: a.voting_close_at.toISOString(),
    created_at: a.created_at.toISOString(),
  };
}

export function presentManaged(n: NominationRow, people: People) {
  return {
    id: n.id,
    nominee: personOf(people, n.nominee_id),
    nominated_by: n.nominator_id ? personOf(people, n.nominator_id) : null,
    status: n.status,
    finalist: n.finalist,
    statement: n.statement,
    created_at: n.created_at.toISOString(),
  };
}

/** While nominations are open or being shortlisted, the nominee answers a waiting nomination. */
export const canAnswer = (n: NominationRow, a: AwardRow) =>
  n.status === 'pending' && (a.phase === 'nominations' || a.phase === 'shortlisting');

export function presentMyNomination(n: NominationRow, a: AwardRow, c: CategoryRow, people: People): MyNomination {
  return {
    ...presentManaged(n, people),
    award: { id: a.id, title: a.title, phase: a.phase },
    category: { id: c.id, name: c.name },
    can_answer: canAnswer(n, a),
  };
}

export function presentTrophy(t: TrophyRow, a: AwardRow | undefined, c: CategoryRow | undefined): Trophy {
  return {
    id: t.id,
    kind: t.kind,
    award: { id: t.award_id, title: a?.title ?? '' },
    category: c?.name ?? '',
    awarded_at: t.awarded_at.toISOString(),
    hidden: t.hidden,
  };
}
