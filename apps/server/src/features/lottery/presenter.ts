import { formatRedemptionCode, type LotteryDraw, type MyEntry, type StaffDraw } from '@mb/contract/lottery';
import type { DrawRow, EntryRow } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A draw as everyone sees it: the seed only once drawn (before, it is the secret the commitment binds). */
export function presentDraw(row: DrawRow, winners: string[]): LotteryDraw {
  const drawn = row.status === 'drawn';
  return {
    id: row.id,
    title: row.title,
    prize: row.prize,
    winners_count: row.winners_count,
    rules: row.rules,
    opens_at: row.opens_at.toISOString(),
    closes_at: row.closes_at.toISOString(),
    eligibility: row.eligibility,
    status: row.status,
    entries_count: row.entries_count,
    commitment: row.commitment_hex,
    seed: drawn ? row.seed_hex : null,
    drawn_at: iso(row.drawn_at),
    winners: drawn ? winners : [],
  };
}

/** The member's own entry; the redemption code is theirs alone. */
export function presentMyEntry(e: EntryRow): MyEntry {
  return {
    entry_id: e.id,
    position: e.position,
    created_at: e.created_at.toISOString(),
    winner_rank: e.winner_rank,
    redemption_code: e.redemption_code ? formatRedemptionCode(e.redemption_code) : null,
    redeemed_at: iso(e.redeemed_at),
  };
}

export function presentStaffDraw(
  row: DrawRow,
  winners: EntryRow[],
  cards: Map<string, { id: string; username: string | null; display_name: string | null }>,
): StaffDraw {
  return {
    ...presentDraw(
      row,
      winners.map((w) => w.id),
    ),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    winners_detail: winners.map((w) => {
      const c = cards.get(w.user_id);
      return {
        rank: w.winner_rank ?? 0,
        entry_id: w.id,
        member: { id: w.user_id, username: c?.username ?? null, display_name: c?.display_name ?? null },
        redeemed_at: iso(w.redeemed_at),
      };
    }),
  };
}
