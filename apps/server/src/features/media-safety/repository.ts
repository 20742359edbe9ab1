import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { mediaHashBlocklist, mediaScanReports } from './schema.ts';

export type HashRow = typeof mediaHashBlocklist.$inferSelect;
export type ReportRow = typeof mediaScanReports.$inferSelect;

export const allHashes = (db: Executor): Promise<Pick<HashRow, 'id' | 'hash' | 'category' | 'reason'>[]> =>
  db
    .select({
      id: mediaHashBlocklist.id,
      hash: mediaHashBlocklist.hash,
      category: mediaHashBlocklist.category,
      reason: mediaHashBlocklist.reason,
    })
    .from(mediaHashBlocklist);

export const listHashes = (db: Executor): Promise<HashRow[]> =>
  db.select().from(mediaHashBlocklist).orderBy(desc(mediaHashBlocklist.created_at));

/** Null when the hash is already listed. */
export async function insertHash(db: Executor, values: typeof mediaHashBlocklist.$inferInsert): Promise<HashRow | null> {
  const [row] = await db.insert(mediaHashBlocklist).values(values).onConflictDoNothing({ target: mediaHashBlocklist.hash }).returning();
  return row ?? null;
}

export async function deleteHash(db: Executor, id: string): Promise<HashRow | undefined> {
  const [row] = await db.delete(mediaHashBlocklist).where(eq(mediaHashBlocklist.id, id)).returning();
  return row;
}

export async function matchCounts(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: mediaScanReports.matched_id, n: count() })
    .from(mediaScanReports)
    .where(inArray(mediaScanReports.matched_id, ids))
    .groupBy(mediaScanReports.matched_id);
  return new Map(rows.map((r) => [r.id ?? '', Number(r.n)]));
}

export async function insertReport(db: Executor, values: typeof mediaScanReports.$inferInsert): Promise<ReportRow> {
  const [row] = await db.insert(mediaScanReports).values(values).returning();
  if (!row) throw new Error('scan report insert returned nothing');
  return row;
}

export const listReports = (db: Executor, limit: number): Promise<ReportRow[]> =>
  db.select().from(mediaScanReports).orderBy(desc(mediaScanReports.created_at)).limit(limit);

export async function findReport(db: Executor, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(mediaScanReports).where(eq(mediaScanReports.id, id));
  return row;
}

export async function markReported(db: Executor, id: string, by: string, reference: string): Promise<ReportRow | undefined> {
  const [row] = await db
    .update(mediaScanReports)
    .set({ reported_at: new Date(), reported_by: by, report_reference: reference })
    .where(eq(mediaScanReports.id, id))
    .returning();
  return row;
}
