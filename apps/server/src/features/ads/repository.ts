import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { adCampaigns, adEvents } from './schema.ts';

export type CampaignRow = typeof adCampaigns.$inferSelect;
export type CampaignPatch = Partial<Omit<typeof adCampaigns.$inferInsert, 'id' | 'owner_id' | 'created_at'>>;

export async function insertCampaign(db: Executor, ownerId: string, values: CampaignPatch & { name: string }): Promise<CampaignRow> {
  const [row] = await db
    .insert(adCampaigns)
    .values({ ...values, owner_id: ownerId })
    .returning();
  if (!row) throw new Error('ad campaign insert returned nothing');
  return row;
}

export async function findCampaign(db: Executor, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(adCampaigns).where(eq(adCampaigns.id, id));
  return row;
}

export async function lockCampaign(db: Executor, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(adCampaigns).where(eq(adCampaigns.id, id)).for('update');
  return row;
}

export function campaignsOf(db: Executor, ownerId: string): Promise<CampaignRow[]> {
  return db.select().from(adCampaigns).where(eq(adCampaigns.owner_id, ownerId)).orderBy(desc(adCampaigns.created_at), desc(adCampaigns.id));
}

export async function countCampaignsOf(db: Executor, ownerId: string): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(adCampaigns).where(eq(adCampaigns.owner_id, ownerId));
  return r?.n ?? 0;
}

export async function updateCampaign(db: Executor, id: string, patch: CampaignPatch): Promise<CampaignRow> {
  const [row] = await db
    .update(adCampaigns)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(adCampaigns.id, id))
    .returning();
  if (!row) throw new Error('ad campaign update returned nothing');
  return row;
}

/** The audience a slot is shown to: the page's member (portfolio) or the reader (feed). */
export interface Audience {
  content_types: string[];
  profile_type: string | null;
  location: string | null;
}

/**
 * Campaigns that may fill a slot today: running, paid, inside their schedule and budget, and whose
 * targeting fits the audience (an empty targeting list means everyone).
 */
export function servingCandidates(db: Executor, today: string, audience: Audience | null): Promise<CampaignRow[]> {
  const c = adCampaigns;
  const conds = [
    eq(c.status, 'running'),
    sql`${c.paid_at} is not null`,
    sql`${c.starts_on} <= ${today}::date`,
    sql`(${c.ends_on} is null or ${c.ends_on} >= ${today}::date)`,
    sql`(${c.budget_kind} <> 'impressions' or ${c.impressions_left} > 0)`,
  ];
  if (audience) {
    const types = `{${audience.content_types.map((t) => `"${t.replace(/["\\]/g, '')}"`).join(',')}}`;
    conds.push(sql`(cardinality(${c.target_content_types}) = 0 or ${c.target_content_types} && ${types}::text[])`);
    conds.push(sql`(cardinality(${c.target_profile_types}) = 0 or ${audience.profile_type ?? ''} = any(${c.target_profile_types}))`);
    conds.push(sql`(${c.target_location} = '' or strpos(lower(${audience.location ?? ''}), lower(${c.target_location})) > 0)`);
  } else {
    // Nobody to match against (a visitor on the feed never happens; kept safe): untargeted campaigns only.
    conds.push(
      sql`cardinality(${c.target_content_types}) = 0 and cardinality(${c.target_profile_types}) = 0 and ${c.target_location} = ''`,
    );
  }
  return db
    .select()
    .from(c)
    .where(and(...conds))
    .orderBy(asc(c.paid_at))
    .limit(50);
}

/** Counted impressions of each campaign this visitor saw since `since` (the frequency cap). */
export async function visitorImpressions(db: Executor, ids: string[], visitor: string, since: Date): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: adEvents.campaign_id, n: sql<number>`count(*)::int` })
    .from(adEvents)
    .where(
      and(
        inArray(adEvents.campaign_id, ids),
        eq(adEvents.visitor, visitor),
        eq(adEvents.kind, 'impression'),
        eq(adEvents.counted, true),
        gte(adEvents.created_at, since),
      ),
    )
    .groupBy(adEvents.campaign_id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Whether this visitor had a counted event of this kind on this campaign since `since`. */
export async function countedSince(db: Executor, id: string, visitor: string, kind: 'impression' | 'click', since: Date) {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adEvents)
    .where(
      and(
        eq(adEvents.campaign_id, id),
        eq(adEvents.visitor, visitor),
        eq(adEvents.kind, kind),
        eq(adEvents.counted, true),
        gte(adEvents.created_at, since),
      ),
    );
  return r?.n ?? 0;
}

/** Serializes the counting of one visitor's events on one campaign (two beacons at once count once). */
export async function lockVisitor(db: Executor, id: string, visitor: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ad:${id}:${visitor}`}, 0))`);
}

export async function insertEvent(
  db: Executor,
  e: { campaign_id: string; kind: 'impression' | 'click'; visitor: string; counted: boolean; day: string },
) {
  await db.insert(adEvents).values(e);
}

/** One impression off the budget; answers what is left, or null when nothing was (already spent / not running). */
export async function takeImpression(db: Executor, id: string): Promise<number | null> {
  const [r] = await db
    .update(adCampaigns)
    .set({ impressions_left: sql`${adCampaigns.impressions_left} - 1` })
    .where(and(eq(adCampaigns.id, id), eq(adCampaigns.status, 'running'), sql`${adCampaigns.impressions_left} > 0`))
    .returning({ left: adCampaigns.impressions_left });
  return r ? r.left : null;
}

/** Counted impressions and clicks of each campaign. */
export async function totals(db: Executor, ids: string[]): Promise<Map<string, { impressions: number; clicks: number }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: adEvents.campaign_id,
      impressions: sql<number>`count(*) filter (where ${adEvents.kind} = 'impression')::int`,
      clicks: sql<number>`count(*) filter (where ${adEvents.kind} = 'click')::int`,
    })
    .from(adEvents)
    .where(and(inArray(adEvents.campaign_id, ids), eq(adEvents.counted, true)))
    .groupBy(adEvents.campaign_id);
  return new Map(rows.map((r) => [r.id, { impressions: r.impressions, clicks: r.clicks }]));
}

export function statsByDay(db: Executor, id: string, fromDay: string) {
  return db
    .select({
      day: adEvents.day,
      impressions: sql<number>`count(*) filter (where ${adEvents.kind} = 'impression')::int`,
      clicks: sql<number>`count(*) filter (where ${adEvents.kind} = 'click')::int`,
    })
    .from(adEvents)
    .where(and(eq(adEvents.campaign_id, id), eq(adEvents.counted, true), sql`${adEvents.day} >= ${fromDay}::date`))
    .groupBy(adEvents.day)
    .orderBy(asc(adEvents.day));
}

/** Running or paused campaigns whose schedule is over (ends_on before today): to be ended. */
export function scheduleOver(db: Executor, today: string): Promise<CampaignRow[]> {
  return db
    .select()
    .from(adCampaigns)
    .where(and(inArray(adCampaigns.status, ['running', 'paused']), sql`${adCampaigns.ends_on} < ${today}::date`))
    .limit(500);
}
