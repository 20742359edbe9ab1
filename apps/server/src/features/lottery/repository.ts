import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { lotteryDraws, lotteryEntries } from './schema.ts';

export type DrawRow = typeof lotteryDraws.$inferSelect;
export type DrawPatch = Partial<Omit<typeof lotteryDraws.$inferInsert, 'id' | 'created_at'>>;
export type EntryRow = typeof lotteryEntries.$inferSelect;

export async function insertDraw(db: Executor, values: typeof lotteryDraws.$inferInsert): Promise<DrawRow> {
  const [row] = await db.insert(lotteryDraws).values(values).returning();
  if (!row) throw new Error('draw insert returned nothing');
  return row;
}

export async function findDraw(db: Executor, id: string): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
  return row;
}

export async function lockDraw(db: Executor, id: string): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)).for('update');
  return row;
}

export async function updateDraw(db: Executor, id: string, patch: DrawPatch): Promise<DrawRow> {
  const [row] = await db
    .update(lotteryDraws)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(lotteryDraws.id, id))
    .returning();
  if (!row) throw new Error('draw update returned nothing');
  return row;
}

/** Scheduled and open draws, soonest closing first. */
export function currentDraws(db: Executor): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(inArray(lotteryDraws.status, ['scheduled', 'open']))
    .orderBy(asc(lotteryDraws.closes_at), asc(lotteryDraws.id));
}

/** Drawn and cancelled draws, latest first. */
export function pastDraws(db: Executor, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(inArray(lotteryDraws.status, ['drawn', 'cancelled']))
    .orderBy(desc(lotteryDraws.closes_at), desc(lotteryDraws.id))
    .limit(limit);
}

export function allDraws(db: Executor): Promise<DrawRow[]> {
  return db.select().from(lotteryDraws).orderBy(desc(lotteryDraws.created_at), desc(lotteryDraws.id)).limit(500);
}

/**
 * Takes the next position of an open draw whose window is running (by the database's clock): the
 * draw after the increment, or undefined when it is not open. The row lock it takes queues entries
 * behind each other and behind the closing job.
 */
export async function takePosition(db: Executor, id: string): Promise<DrawRow | undefined> {
  const [row] = await db
    .update(lotteryDraws)
    .set({ entries_count: sql`${lotteryDraws.entries_count} + 1` })
    .where(
      and(
        eq(lotteryDraws.id, id),
        eq(lotteryDraws.status, 'open'),
        sql`${lotteryDraws.opens_at} <= now()`,
        gt(lotteryDraws.closes_at, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** The entry, or undefined when the member already has one in this draw (the unique index decides). */
export async function insertEntry(db: Executor, e: { draw_id: string; user_id: string; position: number }): Promise<EntryRow | undefined> {
  const [row] = await db
    .insert(lotteryEntries)
    .values(e)
    .onConflictDoNothing({ target: [lotteryEntries.draw_id, lotteryEntries.user_id] })
    .returning();
  return row;
}

export async function entryOf(db: Executor, drawId: string, userId: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryEntries)
    .where(and(eq(lotteryEntries.draw_id, drawId), eq(lotteryEntries.user_id, userId)));
  return row;
}

export async function drawIdsEnteredBy(db: Executor, userId: string, drawIds: string[]): Promise<string[]> {
  if (!drawIds.length) return [];
  const rows = await db
    .select({ id: lotteryEntries.draw_id })
    .from(lotteryEntries)
    .where(and(eq(lotteryEntries.user_id, userId), inArray(lotteryEntries.draw_id, drawIds)));
  return rows.map((r) => r.id);
}

/** A draw's entries in their published order. */
export function entriesOf(db: Executor, drawId: string): Promise<EntryRow[]> {
  return db.select().from(lotteryEntries).where(eq(lotteryEntries.draw_id, drawId)).orderBy(asc(lotteryEntries.position));
}

/** The winners of these draws, by draw, first place first. */
export async function winnersOf(db: Executor, drawIds: string[]): Promise<EntryRow[]> {
  if (!drawIds.length) return [];
  return db
    .select()
    .from(lotteryEntries)
    .where(and(inArray(lotteryEntries.draw_id, drawIds), isNotNull(lotteryEntries.winner_rank)))
    .orderBy(asc(lotteryEntries.draw_id), asc(lotteryEntries.winner_rank));
}

export async function markWinner(db: Executor, entryId: string, rank: number, code: string): Promise<EntryRow> {
  const [row] = await db
    .update(lotteryEntries)
    .set({ winner_rank: rank, redemption_code: code })
    .where(eq(lotteryEntries.id, entryId))
    .returning();
  if (!row) throw new Error('winner update returned nothing');
  return row;
}

export async function entryByCode(db: Executor, code: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(lotteryEntries).where(eq(lotteryEntries.redemption_code, code));
  return row;
}

/**
 * Marks a winning code redeemed: one conditional UPDATE, so of any number of concurrent calls exactly
 * one finds `redeemed_at` still null and succeeds; the others get undefined.
 */
export async function redeem(db: Executor, code: string, by: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(lotteryEntries)
    .set({ redeemed_at: sql`now()`, redeemed_by: by })
    .where(and(eq(lotteryEntries.redemption_code, code), isNull(lotteryEntries.redeemed_at)))
    .returning();
  return row;
}
