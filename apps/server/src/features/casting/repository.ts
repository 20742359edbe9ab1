import { and, asc, desc, eq, gte, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { countByOwnerAndDay, countRows, type OwnerDayCount, ownerDayCounts, utcDay } from '../../platform/db/day-counts.ts';
import { castingApplications, castingCalls, castingForms, castingProposals, studioNews } from './schema.ts';

export type FormRow = typeof castingForms.$inferSelect;
export type CallRow = typeof castingCalls.$inferSelect;
export type ApplicationRow = typeof castingApplications.$inferSelect;
export type ProposalRow = typeof castingProposals.$inferSelect;
export type NewsRow = typeof studioNews.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Forms

export function formsOf(db: Executor, studioId: string): Promise<FormRow[]> {
  return db.select().from(castingForms).where(eq(castingForms.studio_id, studioId)).orderBy(desc(castingForms.created_at));
}

export async function callCountsByForm(db: Executor, formIds: readonly string[]): Promise<Map<string, number>> {
  if (formIds.length === 0) return new Map();
  const rows = await db
    .select({ form_id: castingCalls.form_id, n: sql<number>`count(*)::int` })
    .from(castingCalls)
    .where(inArray(castingCalls.form_id, [...formIds]))
    .groupBy(castingCalls.form_id);
  return new Map(rows.map((r) => [r.form_id, Number(r.n)]));
}

export async function countForms(db: Executor, studioId: string): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(castingForms).where(eq(castingForms.studio_id, studioId));
  return Number(r?.n ?? 0);
}

export async function findForm(db: Executor, id: string): Promise<FormRow | undefined> {
  const [r] = await db.select().from(castingForms).where(eq(castingForms.id, id));
  return r;
}

export async function insertForm(db: Executor, row: typeof castingForms.$inferInsert): Promise<FormRow> {
  const [r] = await db.insert(castingForms).values(row).returning();
  if (!r) throw new Error('casting form insert returned nothing');
  return r;
}

export async function updateForm(db: Executor, id: string, set: Partial<typeof castingForms.$inferInsert>): Promise<FormRow | undefined> {
  const [r] = await db
    .update(castingForms)
    .set({ ...set, updated_at: new Date() })
    .where(eq(castingForms.id, id))
    .returning();
  return r;
}

export async function deleteForm(db: Executor, id: string): Promise<void> {
  await db.delete(castingForms).where(eq(castingForms.id, id));
}

// ---------------------------------------------------------------------------------------------------
// Calls

export async function findCall(db: Executor, id: string): Promise<CallRow | undefined> {
  const [r] = await db.select().from(castingCalls).where(eq(castingCalls.id, id));
  return r;
}

export async function insertCall(db: Executor, row: typeof castingCalls.$inferInsert): Promise<CallRow> {
  const [r] = await db.insert(castingCalls).values(row).returning();
  if (!r) throw new Error('casting call insert returned nothing');
  return r;
}

export async function updateCall(db: Executor, id: string, set: Partial<typeof castingCalls.$inferInsert>): Promise<CallRow | undefined> {
  const [r] = await db
    .update(castingCalls)
    .set({ ...set, updated_at: new Date() })
    .where(eq(castingCalls.id, id))
    .returning();
  return r;
}

export function callsOf(db: Executor, studioId: string): Promise<CallRow[]> {
  return db.select().from(castingCalls).where(eq(castingCalls.studio_id, studioId)).orderBy(desc(castingCalls.created_at)).limit(200);
}

export interface BrowseFilters {
  q?: string;
  contentType?: string;
  location?: string;
  minRate?: number;
  from?: string;
  today: string;
  hiddenStudios: readonly string[];
  offset: number;
  limit: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Open calls whose deadline has not passed, soonest deadline first. */
export function browseCalls(db: Executor, f: BrowseFilters): Promise<CallRow[]> {
  const where = [eq(castingCalls.status, 'open'), gte(castingCalls.deadline, f.today)];
  if (f.hiddenStudios.length > 0) where.push(notInArray(castingCalls.studio_id, [...f.hiddenStudios]));
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    const text = or(ilike(castingCalls.title, like), ilike(castingCalls.role_description, like), ilike(castingCalls.location, like));
    if (text) where.push(text);
  }
  if (f.location) where.push(ilike(castingCalls.location, `%${escapeLike(f.location)}%`));
  if (f.contentType) where.push(sql`${f.contentType} = any(${castingCalls.content_types})`);
  if (f.minRate !== undefined) where.push(sql`coalesce(${castingCalls.rate_max}, ${castingCalls.rate_min}) >= ${f.minRate}`);
  if (f.from) where.push(sql`(${castingCalls.starts_on} is null or ${castingCalls.starts_on} >= ${f.from})`);
  return db
    .select()
    .from(castingCalls)
    .where(and(...where))
    .orderBy(asc(castingCalls.deadline), desc(castingCalls.created_at), asc(castingCalls.id))
    .offset(f.offset)
    .limit(f.limit);
}

export async function applicantCounts(db: Executor, callIds: readonly string[]): Promise<Map<string, number>> {
  if (callIds.length === 0) return new Map();
  const rows = await db
    .select({ call_id: castingApplications.call_id, n: sql<number>`count(*)::int` })
    .from(castingApplications)
    .where(inArray(castingApplications.call_id, [...callIds]))
    .groupBy(castingApplications.call_id);
  return new Map(rows.map((r) => [r.call_id, Number(r.n)]));
}

// ---------------------------------------------------------------------------------------------------
// Applications

export async function applicationsBy(db: Executor, applicantId: string, callIds?: readonly string[]): Promise<ApplicationRow[]> {
  if (callIds && callIds.length === 0) return [];
  const where = callIds
    ? and(eq(castingApplications.applicant_id, applicantId), inArray(castingApplications.call_id, [...callIds]))
    : eq(castingApplications.applicant_id, applicantId);
  return db.select().from(castingApplications).where(where).orderBy(desc(castingApplications.created_at)).limit(200);
}

export function applicationsTo(db: Executor, callId: string): Promise<ApplicationRow[]> {
  return db.select().from(castingApplications).where(eq(castingApplications.call_id, callId)).orderBy(asc(castingApplications.created_at));
}

export async function findApplication(db: Executor, id: string, forUpdate = false): Promise<ApplicationRow | undefined> {
  const q = db.select().from(castingApplications).where(eq(castingApplications.id, id));
  const [r] = forUpdate ? await q.for('update') : await q;
  return r;
}

/** Undefined when the member already applied to the call. */
export async function insertApplication(db: Executor, row: typeof castingApplications.$inferInsert): Promise<ApplicationRow | undefined> {
  const [r] = await db.insert(castingApplications).values(row).onConflictDoNothing().returning();
  return r;
}

export async function updateApplication(db: Executor, id: string, set: Partial<typeof castingApplications.$inferInsert>) {
  const [r] = await db
    .update(castingApplications)
    .set({ ...set, updated_at: new Date() })
    .where(eq(castingApplications.id, id))
    .returning();
  return r;
}

export async function findCalls(db: Executor, ids: readonly string[]): Promise<CallRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(castingCalls)
    .where(inArray(castingCalls.id, [...ids]));
}

// ---------------------------------------------------------------------------------------------------
// Proposals

export async function insertProposal(db: Executor, row: typeof castingProposals.$inferInsert): Promise<ProposalRow> {
  const [r] = await db.insert(castingProposals).values(row).returning();
  if (!r) throw new Error('casting proposal insert returned nothing');
  return r;
}

export async function findProposal(db: Executor, id: string, forUpdate = false): Promise<ProposalRow | undefined> {
  const q = db.select().from(castingProposals).where(eq(castingProposals.id, id));
  const [r] = forUpdate ? await q.for('update') : await q;
  return r;
}

export async function updateProposal(db: Executor, id: string, set: Partial<typeof castingProposals.$inferInsert>) {
  const [r] = await db
    .update(castingProposals)
    .set({ ...set, updated_at: new Date() })
    .where(eq(castingProposals.id, id))
    .returning();
  if (!r) throw new Error('casting proposal vanished');
  return r;
}

export function proposalsOf(db: Executor, userId: string): Promise<ProposalRow[]> {
  return db
    .select()
    .from(castingProposals)
    .where(or(eq(castingProposals.studio_id, userId), eq(castingProposals.creator_id, userId)))
    .orderBy(desc(castingProposals.updated_at))
    .limit(200);
}

// ---------------------------------------------------------------------------------------------------
// News

export async function insertNews(db: Executor, row: typeof studioNews.$inferInsert): Promise<NewsRow> {
  const [r] = await db.insert(studioNews).values(row).returning();
  if (!r) throw new Error('studio news insert returned nothing');
  return r;
}

export function newsOf(db: Executor, studioId: string): Promise<NewsRow[]> {
  return db.select().from(studioNews).where(eq(studioNews.studio_id, studioId)).orderBy(desc(studioNews.created_at)).limit(100);
}

export async function findNews(db: Executor, id: string): Promise<NewsRow | undefined> {
  const [r] = await db.select().from(studioNews).where(eq(studioNews.id, id));
  return r;
}

export async function deleteNews(db: Executor, id: string): Promise<void> {
  await db.delete(studioNews).where(eq(studioNews.id, id));
}

/** Calls posted by each of `studioIds`: all time, and per UTC day since `since` (the enterprise dashboard). */
export const callCountsOf = (db: Executor, studioIds: readonly string[], since: Date): Promise<OwnerDayCount[]> =>
  countByOwnerAndDay(db, { table: castingCalls, owner: castingCalls.studio_id, at: castingCalls.created_at, ownerIds: studioIds, since });

/** Applications to the calls of each of `studioIds`: all time, and per UTC day since `since`. */
export async function applicationCountsOf(db: Executor, studioIds: readonly string[], since: Date): Promise<OwnerDayCount[]> {
  if (!studioIds.length) return [];
  const owner = castingCalls.studio_id;
  const day = utcDay(castingApplications.created_at);
  const who = inArray(owner, [...studioIds]);
  const onCall = eq(castingCalls.id, castingApplications.call_id);
  const totals = await db
    .select({ owner, n: countRows() })
    .from(castingApplications)
    .innerJoin(castingCalls, onCall)
    .where(who)
    .groupBy(owner);
  const days = await db
    .select({ owner, day, n: countRows() })
    .from(castingApplications)
    .innerJoin(castingCalls, onCall)
    .where(and(who, gte(castingApplications.created_at, since)))
    .groupBy(owner, day);
  return ownerDayCounts(totals, days);
}
