import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { memberReports, moderationItems } from './schema.ts';

export type ModerationItemRow = typeof moderationItems.$inferSelect;
export type ModerationItemPatch = Partial<
  Omit<typeof moderationItems.$inferInsert, 'id' | 'type' | 'subject_id' | 'owner_id' | 'created_at'>
>;
export type MemberReportRow = typeof memberReports.$inferSelect;

const OPEN = ['pending', 'claimed', 'escalated'] as const;

export async function insertItem(
  db: Executor,
  v: { type: string; subject_id: string; owner_id: string; summary: Record<string, unknown>; due_at: Date; created_at?: Date },
): Promise<ModerationItemRow> {
  const [row] = await db.insert(moderationItems).values(v).returning();
  if (!row) throw new Error('moderation item insert failed');
  return row;
}

/**
 * Seeding for benchmarks and tests: many pending items in one statement per chunk, spread one
 * second apart going back from now (so "oldest first" has something to sort).
 */
export async function insertManyPending(db: Executor, type: string, ownerId: string, count: number, dueHours: number): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < count; start += 1000) {
    const n = Math.min(1000, count - start);
    const rows = Array.from({ length: n }, (_, i) => {
      const created = new Date(now - (start + i) * 1000);
      return {
        type,
        subject_id: `seed-${start + i}-${now}`,
        owner_id: ownerId,
        summary: { title: `Seeded item ${start + i}` },
        created_at: created,
        due_at: new Date(created.getTime() + dueHours * 3600_000),
      };
    });
    await db.insert(moderationItems).values(rows);
  }
}

/** Serializes enqueues of one subject for the rest of the transaction (two uploads at once). */
export async function lockSubject(db: Executor, type: string, subjectId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`moderation:${type}:${subjectId}`}))`);
}

/** Closes the open item of a subject (a newer one replaces it); the ids it closed. */
export async function supersedeOpen(db: Executor, type: string, subjectId: string): Promise<string[]> {
  const rows = await db
    .update(moderationItems)
    .set({ status: 'superseded', decided_at: new Date() })
    .where(and(eq(moderationItems.type, type), eq(moderationItems.subject_id, subjectId), inArray(moderationItems.status, OPEN)))
    .returning({ id: moderationItems.id });
  return rows.map((r) => r.id);
}

export async function findItem(db: Executor, id: string): Promise<ModerationItemRow | undefined> {
  const [row] = await db.select().from(moderationItems).where(eq(moderationItems.id, id));
  return row;
}

/** The row locked for a decision: two reviewers deciding at once are served one after the other. */
export async function findItemForUpdate(db: Executor, id: string): Promise<ModerationItemRow | undefined> {
  const [row] = await db.select().from(moderationItems).where(eq(moderationItems.id, id)).for('update');
  return row;
}

export async function updateItem(db: Executor, id: string, patch: ModerationItemPatch): Promise<ModerationItemRow> {
  const [row] = await db.update(moderationItems).set(patch).where(eq(moderationItems.id, id)).returning();
  if (!row) throw new Error('moderation item update failed');
  return row;
}

export async function findOpenItem(db: Executor, type: string, subjectId: string): Promise<ModerationItemRow | undefined> {
  const [row] = await db
    .select()
    .from(moderationItems)
    .where(and(eq(moderationItems.type, type), eq(moderationItems.subject_id, subjectId), inArray(moderationItems.status, OPEN)));
  return row;
}

export interface QueueCounts {
  type: string;
  open: number;
  escalated: number;
  overdue: number;
  oldest_at: Date | null;
}

/** Per type: open (pending + claimed), escalated, overdue, and the oldest waiting item. */
export async function queueCounts(db: Executor, now: Date): Promise<QueueCounts[]> {
  const rows = await db
    .select({
      type: moderationItems.type,
      open: sql<number>`count(*) filter (where ${moderationItems.status} in ('pending', 'claimed'))::int`,
      escalated: sql<number>`count(*) filter (where ${moderationItems.status} = 'escalated')::int`,
      overdue: sql<number>`count(*) filter (where ${moderationItems.due_at} < ${now})::int`,
      oldest_at: sql<Date | string | null>`min(${moderationItems.created_at})`,
    })
    .from(moderationItems)
    .where(inArray(moderationItems.status, OPEN))
    .groupBy(moderationItems.type);
  return rows.map((r) => ({ ...r, oldest_at: r.oldest_at === null ? null : new Date(r.oldest_at) }));
}

export interface ListCursor {
  at: Date;
  id: string;
}

/**
 * One page of a queue. Open and escalated: oldest first (keyset on created_at, id, served by the
 * indexes in schema.ts). Decided: newest decision first.
 */
export async function listItems(
  db: Executor,
  q: { type: string; view: 'open' | 'escalated' | 'decided'; after?: ListCursor; limit: number },
): Promise<ModerationItemRow[]> {
  const t = moderationItems;
  if (q.view === 'decided') {
    const keyset = q.after ? or(lt(t.decided_at, q.after.at), and(eq(t.decided_at, q.after.at), lt(t.id, q.after.id))) : undefined;
    return db
      .select()
      .from(t)
      .where(and(eq(t.type, q.type), inArray(t.status, ['approved', 'rejected']), keyset))
      .orderBy(desc(t.decided_at), desc(t.id))
      .limit(q.limit);
  }
  const status = q.view === 'open' ? inArray(t.status, ['pending', 'claimed']) : eq(t.status, 'escalated');
  const keyset = q.after ? or(gt(t.created_at, q.after.at), and(eq(t.created_at, q.after.at), gt(t.id, q.after.id))) : undefined;
  return db
    .select()
    .from(t)
    .where(and(eq(t.type, q.type), status, keyset))
    .orderBy(asc(t.created_at), asc(t.id))
    .limit(q.limit);
}

/** The member's items, newest first, for the reviewer's history panel. */
export async function itemsOfOwner(db: Executor, ownerId: string, exceptId: string, limit: number): Promise<ModerationItemRow[]> {
  return db
    .select()
    .from(moderationItems)
    .where(and(eq(moderationItems.owner_id, ownerId), sql`${moderationItems.id} <> ${exceptId}`))
    .orderBy(desc(moderationItems.created_at))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// Reports

export async function insertReport(
  db: Executor,
  v: Pick<MemberReportRow, 'reporter_id' | 'subject_type' | 'subject_id' | 'target_id' | 'category' | 'details'>,
): Promise<MemberReportRow | undefined> {
  // The partial unique index refuses a second open report by the same reporter about the same subject.
  const [row] = await db.insert(memberReports).values(v).onConflictDoNothing().returning();
  return row;
}

export async function findReport(db: Executor, id: string): Promise<MemberReportRow | undefined> {
  const [row] = await db.select().from(memberReports).where(eq(memberReports.id, id));
  return row;
}

export async function closeReport(db: Executor, id: string, status: 'action_taken' | 'no_violation'): Promise<MemberReportRow | undefined> {
  const [row] = await db
    .update(memberReports)
    .set({ status, decided_at: new Date() })
    .where(and(eq(memberReports.id, id), eq(memberReports.status, 'open')))
    .returning();
  return row;
}

/** How many reports the member has received before (open or decided), for the reviewer. */
export async function reportsAgainst(db: Executor, targetId: string): Promise<{ total: number; action_taken: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      action_taken: sql<number>`count(*) filter (where ${memberReports.status} = 'action_taken')::int`,
    })
    .from(memberReports)
    .where(eq(memberReports.target_id, targetId));
  return row ?? { total: 0, action_taken: 0 };
}
