import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { countByOwnerAndDay, countRows, type OwnerDayCount, ownerDayCounts, utcDay } from '../../platform/db/day-counts.ts';
import { mailOutbox } from '../../platform/db/platform-schema.ts';
import {
  castingAlertDeliveries,
  castingAlerts,
  castingApplications,
  castingCalls,
  castingForms,
  castingProposals,
  studioNews,
} from './schema.ts';

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

// ---------------------------------------------------------------------------------------------------
// Casting alerts (saved searches) and their deliveries

export type AlertRow = typeof castingAlerts.$inferSelect;

export function alertsOf(db: Executor, userId: string): Promise<AlertRow[]> {
  return db
    .select()
    .from(castingAlerts)
    .where(eq(castingAlerts.user_id, userId))
    .orderBy(asc(castingAlerts.created_at), asc(castingAlerts.id));
}

/** Holds the member's saved searches still for the rest of `tx`, so two saves at once cannot pass the limit together. */
export async function lockAlertsOf(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`casting_alerts:${userId}`}))`);
}

export async function countAlerts(db: Executor, userId: string): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(castingAlerts).where(eq(castingAlerts.user_id, userId));
  return Number(r?.n ?? 0);
}

export async function insertAlert(db: Executor, row: typeof castingAlerts.$inferInsert): Promise<AlertRow> {
  const [r] = await db.insert(castingAlerts).values(row).returning();
  if (!r) throw new Error('casting alert insert returned nothing');
  return r;
}

export async function insertAlerts(db: Executor, rows: (typeof castingAlerts.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(castingAlerts).values(rows);
}

export async function updateAlert(
  db: Executor,
  userId: string,
  id: string,
  set: Partial<Pick<AlertRow, 'name' | 'delivery'>>,
): Promise<AlertRow | undefined> {
  const [r] = await db
    .update(castingAlerts)
    .set({ ...set, updated_at: new Date() })
    .where(and(eq(castingAlerts.id, id), eq(castingAlerts.user_id, userId)))
    .returning();
  return r;
}

/**
 * The member's saved searches a casting e-mail's unsubscribe link names: these ids, or (`digest`) every
 * one asking for the daily digest. `turnOff` sets them to tell in the app only.
 */
export async function alertsForUnsubscribe(db: Executor, userId: string, ids: readonly string[] | 'digest', turnOff: boolean) {
  const which = and(
    eq(castingAlerts.user_id, userId),
    // What still e-mails: a link opened again after its click has nothing left to turn off.
    ids === 'digest'
      ? eq(castingAlerts.delivery, 'digest')
      : and(inArray(castingAlerts.id, [...ids]), ne(castingAlerts.delivery, 'in_app')),
  );
  if (!turnOff) return db.select({ name: castingAlerts.name }).from(castingAlerts).where(which).orderBy(castingAlerts.created_at);
  // A digest link turns off only what is still a digest; named searches are set to the app only.
  return db.update(castingAlerts).set({ delivery: 'in_app', updated_at: new Date() }).where(which).returning({ name: castingAlerts.name });
}

export async function deleteAlert(db: Executor, userId: string, id: string): Promise<boolean> {
  const r = await db
    .delete(castingAlerts)
    .where(and(eq(castingAlerts.id, id), eq(castingAlerts.user_id, userId)))
    .returning({ id: castingAlerts.id });
  return r.length > 0;
}

export interface CallToMatch {
  studio_id: string;
  title_lc: string;
  role_lc: string;
  location_lc: string;
  content_types: readonly string[];
  /** coalesce(rate_max, rate_min): what the list's "pays at least" compares. */
  top_rate: number | null;
  starts_on: string | null;
  latitude: number | null;
  longitude: number | null;
  keys: readonly string[];
}

export interface AlertMatch {
  user_id: string;
  names: string[];
  deliveries: string[];
  /** The matching searches that ask for e-mail at once (what the e-mail's unsubscribe link turns off). */
  emailing: string[];
}

const textArray = (v: readonly string[]) => sql`${`{${v.map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/**
 * Every member with a saved search the call matches (README "Casting alerts"): candidates by the GIN of
 * `match_keys`, then the list's own rules (words in title, role or place; the place; any of the content
 * types; the top rate; the start date; the distance, box first, then haversine). One row per member.
 */
export async function matchAlerts(db: Executor, c: CallToMatch): Promise<AlertMatch[]> {
  const hasPoint = c.latitude !== null && c.longitude !== null;
  const lat = c.latitude ?? 0;
  const lng = c.longitude ?? 0;
  const a = castingAlerts;
  const rows = await db
    .select({
      user_id: a.user_id,
      names: sql<string[]>`array_agg(${a.name} order by ${a.created_at})`,
      deliveries: sql<string[]>`array_agg(distinct ${a.delivery})`,
      emailing: sql<string[]>`coalesce(array_agg(${a.id}) filter (where ${a.delivery} = 'email'), '{}')`,
    })
    .from(a)
    .where(
      and(
        sql`${a.match_keys} && ${textArray(c.keys)}`,
        sql`${a.user_id} <> ${c.studio_id}`,
        sql`(${a.q_lc} is null or strpos(${c.title_lc}, ${a.q_lc}) > 0 or strpos(${c.role_lc}, ${a.q_lc}) > 0 or strpos(${c.location_lc}, ${a.q_lc}) > 0)`,
        sql`(${a.location_lc} is null or strpos(${c.location_lc}, ${a.location_lc}) > 0)`,
        sql`(cardinality(${a.content_types}) = 0 or ${a.content_types} && ${textArray(c.content_types)})`,
        c.top_rate === null ? sql`${a.min_rate} is null` : sql`(${a.min_rate} is null or ${a.min_rate} <= ${c.top_rate})`,
        c.starts_on === null ? sql`true` : sql`(${a.from} is null or ${a.from} <= ${c.starts_on})`,
        hasPoint
          ? sql`(${a.distance_km} is null or (${lat}::float8 between ${a.lat_min} and ${a.lat_max}
              and (case when ${a.lng_min} <= ${a.lng_max} then ${lng}::float8 between ${a.lng_min} and ${a.lng_max}
                        else ${lng}::float8 >= ${a.lng_min} or ${lng}::float8 <= ${a.lng_max} end)
              and 2 * 6371 * asin(sqrt(power(sin(radians(${lat}::float8 - ${a.latitude}) / 2), 2)
                  + cos(radians(${a.latitude})) * cos(radians(${lat}::float8)) * power(sin(radians(${lng}::float8 - ${a.longitude}) / 2), 2)))
                  <= ${a.distance_km}))`
          : sql`${a.distance_km} is null`,
      ),
    )
    .groupBy(a.user_id);
  return rows.map((r) => ({ user_id: r.user_id, names: r.names, deliveries: r.deliveries, emailing: r.emailing }));
}

/** Records the alerts not yet sent for the call; answers the members newly recorded (a re-run records no one twice). */
export async function recordDeliveries(
  tx: Executor,
  callId: string,
  rows: readonly { user_id: string; delivery: 'in_app' | 'email' | 'digest' }[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const r = await tx
    .insert(castingAlertDeliveries)
    .values(rows.map((x) => ({ call_id: callId, user_id: x.user_id, delivery: x.delivery })))
    .onConflictDoNothing()
    .returning({ user_id: castingAlertDeliveries.user_id });
  return new Set(r.map((x) => x.user_id));
}

/** Members with digest alerts waiting (a page of them). */
export async function digestMembers(db: Executor, limit: number, after: string | null): Promise<string[]> {
  const d = castingAlertDeliveries;
  const rows = await db
    .selectDistinct({ user_id: d.user_id })
    .from(d)
    .where(and(eq(d.delivery, 'digest'), isNull(d.digested_at), after ? gt(d.user_id, after) : undefined))
    .orderBy(asc(d.user_id))
    .limit(limit);
  return rows.map((r) => r.user_id);
}

/** The member's waiting digest alerts with their calls, locked for `tx` (another instance's run skips them). */
export function takeDigest(tx: Executor, userId: string) {
  const d = castingAlertDeliveries;
  return tx
    .select({ call: castingCalls, created_at: d.created_at })
    .from(d)
    .innerJoin(castingCalls, eq(castingCalls.id, d.call_id))
    .where(and(eq(d.user_id, userId), eq(d.delivery, 'digest'), isNull(d.digested_at)))
    .orderBy(asc(d.created_at))
    .for('update', { of: d, skipLocked: true });
}

export async function markDigested(tx: Executor, userId: string, callIds: readonly string[], at: Date): Promise<void> {
  if (callIds.length === 0) return;
  const d = castingAlertDeliveries;
  await tx
    .update(d)
    .set({ digested_at: at })
    .where(and(eq(d.user_id, userId), inArray(d.call_id, [...callIds]), isNull(d.digested_at)));
}

/** Browser tests only (TEST_HOOKS): the newest casting alert e-mail to an address, as the outbox keeps it. */
export async function latestAlertMailTo(db: Executor, to: string) {
  const [r] = await db
    .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, text: mailOutbox.text_body })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, to), inArray(mailOutbox.kind, ['casting_alert', 'casting_alert_digest'])))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return r;
}
