import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { trophyAwards, trophyCategories, trophyNominations, trophyTrophies, trophyVotes } from './schema.ts';

export type AwardRow = typeof trophyAwards.$inferSelect;
export type NewAward = typeof trophyAwards.$inferInsert;
export type CategoryRow = typeof trophyCategories.$inferSelect;
export type NominationRow = typeof trophyNominations.$inferSelect;
export type VoteRow = typeof trophyVotes.$inferSelect;
export type TrophyRow = typeof trophyTrophies.$inferSelect;
export type Phase = AwardRow['phase'];

const LIST_MAX = 100;

// ---------------------------------------------------------------------------------------------------
// Awards and categories

export async function insertAward(tx: Executor, values: NewAward): Promise<AwardRow> {
  const [row] = await tx.insert(trophyAwards).values(values).returning();
  return row as AwardRow;
}

export async function awardById(db: Executor, id: string): Promise<AwardRow | undefined> {
  const [row] = await db.select().from(trophyAwards).where(eq(trophyAwards.id, id));
  return row;
}

/** The award's row locked for the rest of `tx`: phase moves, shortlisting and publication queue here. */
export async function lockAward(tx: Executor, id: string): Promise<AwardRow | undefined> {
  const [row] = await tx.select().from(trophyAwards).where(eq(trophyAwards.id, id)).for('update');
  return row;
}

export async function updateAward(tx: Executor, id: string, patch: Partial<NewAward>): Promise<AwardRow> {
  const [row] = await tx
    .update(trophyAwards)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(trophyAwards.id, id))
    .returning();
  return row as AwardRow;
}

export function awardsOfOrganizer(db: Executor, organizerId: string) {
  return db
    .select()
    .from(trophyAwards)
    .where(eq(trophyAwards.organizer_id, organizerId))
    .orderBy(desc(trophyAwards.created_at))
    .limit(LIST_MAX);
}

export function launchedAwards(db: Executor) {
  return db.select().from(trophyAwards).where(ne(trophyAwards.phase, 'draft')).orderBy(desc(trophyAwards.created_at)).limit(LIST_MAX);
}

export async function categoryCounts(db: Executor, awardIds: string[]): Promise<Map<string, number>> {
  if (!awardIds.length) return new Map();
  const rows = await db
    .select({ award_id: trophyCategories.award_id, n: count() })
    .from(trophyCategories)
    .where(inArray(trophyCategories.award_id, awardIds))
    .groupBy(trophyCategories.award_id);
  return new Map(rows.map((r) => [r.award_id, Number(r.n)]));
}

export function categoriesOf(db: Executor, awardId: string) {
  return db
    .select()
    .from(trophyCategories)
    .where(eq(trophyCategories.award_id, awardId))
    .orderBy(asc(trophyCategories.position), asc(trophyCategories.id));
}

export async function categoryById(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(trophyCategories).where(eq(trophyCategories.id, id));
  return row;
}

export async function categoriesByIds(db: Executor, ids: string[]): Promise<CategoryRow[]> {
  if (!ids.length) return [];
  return db.select().from(trophyCategories).where(inArray(trophyCategories.id, ids));
}

/** Replaces an award's categories (only before nominations open: nothing refers to them yet). */
export async function replaceCategories(tx: Executor, awardId: string, cats: { name: string; description: string }[]) {
  await tx.delete(trophyCategories).where(eq(trophyCategories.award_id, awardId));
  await tx
    .insert(trophyCategories)
    .values(cats.map((c, i) => ({ award_id: awardId, name: c.name, description: c.description, position: i })));
}

export async function awardsByIds(db: Executor, ids: string[]): Promise<AwardRow[]> {
  if (!ids.length) return [];
  return db.select().from(trophyAwards).where(inArray(trophyAwards.id, ids));
}

// ---------------------------------------------------------------------------------------------------
// Nominations

export async function insertNomination(tx: Executor, values: typeof trophyNominations.$inferInsert): Promise<NominationRow | undefined> {
  const [row] = await tx.insert(trophyNominations).values(values).onConflictDoNothing().returning();
  return row;
}

export async function nominationById(db: Executor, id: string): Promise<NominationRow | undefined> {
  const [row] = await db.select().from(trophyNominations).where(eq(trophyNominations.id, id));
  return row;
}

export async function updateNomination(tx: Executor, id: string, patch: Partial<NominationRow>): Promise<NominationRow> {
  const [row] = await tx.update(trophyNominations).set(patch).where(eq(trophyNominations.id, id)).returning();
  return row as NominationRow;
}

export function nominationsOfAward(db: Executor, awardId: string) {
  return db
    .select()
    .from(trophyNominations)
    .where(eq(trophyNominations.award_id, awardId))
    .orderBy(asc(trophyNominations.created_at), asc(trophyNominations.id));
}

export function nominationsOfNominee(db: Executor, userId: string) {
  return db
    .select()
    .from(trophyNominations)
    .where(eq(trophyNominations.nominee_id, userId))
    .orderBy(desc(trophyNominations.created_at))
    .limit(LIST_MAX);
}

export function nominationsByNominator(db: Executor, userId: string) {
  return db
    .select()
    .from(trophyNominations)
    .where(eq(trophyNominations.nominator_id, userId))
    .orderBy(desc(trophyNominations.created_at))
    .limit(LIST_MAX);
}

export async function finalistCount(tx: Executor, categoryId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(trophyNominations)
    .where(and(eq(trophyNominations.category_id, categoryId), eq(trophyNominations.finalist, true)));
  return Number(row?.n ?? 0);
}

/** Declines what is still waiting for consent when voting opens (it can no longer be shortlisted). */
export async function expirePending(tx: Executor, awardId: string) {
  await tx
    .update(trophyNominations)
    .set({ status: 'declined', answered_at: new Date() })
    .where(and(eq(trophyNominations.award_id, awardId), eq(trophyNominations.status, 'pending')));
}

export async function setResult(tx: Executor, nominationId: string, votes: number, winner: boolean) {
  await tx.update(trophyNominations).set({ votes, winner }).where(eq(trophyNominations.id, nominationId));
}

// ---------------------------------------------------------------------------------------------------
// Votes

/** The vote, or undefined when this identity or account already voted in the category (unique indexes). */
export async function insertVote(tx: Executor, values: typeof trophyVotes.$inferInsert): Promise<VoteRow | undefined> {
  const [row] = await tx.insert(trophyVotes).values(values).onConflictDoNothing().returning();
  return row;
}

export function votesOf(db: Executor, awardId: string, voterId: string) {
  return db
    .select({ category_id: trophyVotes.category_id, nomination_id: trophyVotes.nomination_id })
    .from(trophyVotes)
    .where(and(eq(trophyVotes.award_id, awardId), eq(trophyVotes.voter_id, voterId)));
}

/** Votes per nomination of an award (live, from the votes themselves). */
export async function tallies(db: Executor, awardId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ nomination_id: trophyVotes.nomination_id, n: count() })
    .from(trophyVotes)
    .where(eq(trophyVotes.award_id, awardId))
    .groupBy(trophyVotes.nomination_id);
  return new Map(rows.map((r) => [r.nomination_id, Number(r.n)]));
}

/** Votes of an award cast from `ip` since `since` (the burst rule), other voters' included. */
export function votesFromIpSince(tx: Executor, awardId: string, ip: string, since: Date) {
  return tx
    .select({ id: trophyVotes.id, voter_id: trophyVotes.voter_id })
    .from(trophyVotes)
    .where(and(eq(trophyVotes.award_id, awardId), eq(trophyVotes.ip, ip), gte(trophyVotes.created_at, since)));
}

export async function addFlag(tx: Executor, ids: string[], flag: string) {
  if (!ids.length) return;
  await tx
    .update(trophyVotes)
    .set({ flags: sql`array_append(${trophyVotes.flags}, ${flag})` })
    .where(and(inArray(trophyVotes.id, ids), sql`not (${flag} = any(${trophyVotes.flags}))`));
}

export function flaggedVotes(db: Executor, awardId: string) {
  return db
    .select()
    .from(trophyVotes)
    .where(and(eq(trophyVotes.award_id, awardId), sql`cardinality(${trophyVotes.flags}) > 0`))
    .orderBy(desc(trophyVotes.created_at))
    .limit(500);
}

export async function voteCount(db: Executor, awardId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(trophyVotes).where(eq(trophyVotes.award_id, awardId));
  return Number(row?.n ?? 0);
}

export async function voterIds(db: Executor, awardId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ id: trophyVotes.voter_id }).from(trophyVotes).where(eq(trophyVotes.award_id, awardId));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------------
// Trophies

export async function insertTrophies(tx: Executor, rows: (typeof trophyTrophies.$inferInsert)[]) {
  if (!rows.length) return [];
  return tx.insert(trophyTrophies).values(rows).onConflictDoNothing().returning();
}

export function trophiesOf(db: Executor, userId: string, includeHidden: boolean) {
  return db
    .select()
    .from(trophyTrophies)
    .where(and(eq(trophyTrophies.user_id, userId), includeHidden ? undefined : eq(trophyTrophies.hidden, false)))
    .orderBy(desc(trophyTrophies.awarded_at), asc(trophyTrophies.kind))
    .limit(LIST_MAX);
}

export async function updateTrophy(tx: Executor, id: string, userId: string, hidden: boolean): Promise<TrophyRow | undefined> {
  const [row] = await tx
    .update(trophyTrophies)
    .set({ hidden })
    .where(and(eq(trophyTrophies.id, id), eq(trophyTrophies.user_id, userId)))
    .returning();
  return row;
}
