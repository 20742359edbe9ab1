import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Counts of a feature's rows per owner: `day` null is all time, else one UTC day (YYYY-MM-DD). Features'
 * repositories answer these for dashboards that read across features (the enterprise dashboard) without
 * anyone reaching another feature's tables.
 */
export interface OwnerDayCount {
  owner: string;
  day: string | null;
  n: number;
}

/** The UTC day of a timestamp column, as YYYY-MM-DD. */
export const utcDay = (at: AnyPgColumn | SQL): SQL<string> => sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')`;

export const countRows = (): SQL<number> => sql<number>`count(*)::int`;

/** One list of the all-time totals (day null) and the per-day counts. */
export function ownerDayCounts(
  totals: readonly { owner: string; n: number }[],
  days: readonly { owner: string; day: string; n: number }[],
): OwnerDayCount[] {
  return [...totals.map((r) => ({ owner: r.owner, day: null, n: Number(r.n) })), ...days.map((r) => ({ ...r, n: Number(r.n) }))];
}
