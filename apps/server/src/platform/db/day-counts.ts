import { and, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

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

/**
 * How many rows of one table each owner has: all time, and per UTC day of `at` since `since`. `owner`
 * and `at` are columns of `table`; `where` narrows the rows counted (e.g. published ones only).
 */
export async function countByOwnerAndDay(
  db: Executor,
  q: { table: PgTable; owner: AnyPgColumn; at: AnyPgColumn; ownerIds: readonly string[]; since: Date; where?: SQL },
): Promise<OwnerDayCount[]> {
  if (!q.ownerIds.length) return [];
  const owner = sql<string>`${q.owner}`;
  const day = utcDay(q.at);
  const who = and(inArray(q.owner, [...q.ownerIds]), q.where);
  const totals = await db.select({ owner, n: countRows() }).from(q.table).where(who).groupBy(q.owner);
  const days = await db
    .select({ owner, day, n: countRows() })
    .from(q.table)
    .where(and(who, gte(q.at, q.since)))
    .groupBy(q.owner, day);
  return ownerDayCounts(totals, days);
}
