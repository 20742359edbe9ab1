import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { activityEvents, securityAlerts } from './schema.ts';

export type ActivityEventRow = typeof activityEvents.$inferSelect;
export type SecurityAlertRow = typeof securityAlerts.$inferSelect;
type NewActivityEvent = typeof activityEvents.$inferInsert;

export async function insertEvent(db: Executor, v: NewActivityEvent): Promise<ActivityEventRow> {
  const [row] = await db.insert(activityEvents).values(v).returning();
  if (!row) throw new Error('activity event insert failed');
  return row;
}

/** Newest first, since a moment; one more than `limit` is read so the caller can tell the list was cut. */
export function listEventsSince(db: Executor, since: Date, limit: number): Promise<ActivityEventRow[]> {
  return db
    .select()
    .from(activityEvents)
    .where(gte(activityEvents.created_at, since))
    .orderBy(desc(activityEvents.created_at), desc(activityEvents.id))
    .limit(limit + 1);
}

/** Whether a subject already raised this rule's alert in this window (checked before counting). */
export async function alertExists(db: Executor, rule: string, subject: string, windowStart: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: securityAlerts.id })
    .from(securityAlerts)
    .where(and(eq(securityAlerts.rule, rule), eq(securityAlerts.subject, subject), eq(securityAlerts.window_start, windowStart)));
  return row !== undefined;
}

/** Where one subject's events are found: by address, by user, or by a field of the event's data. */
export type SubjectFilter = { ip: string } | { userId: string } | { dataKey: string; value: string };

/**
 * How many events of a type one subject caused since a moment, counting no further than `cap` (the
 * threshold), so a flood of events costs the same as the threshold.
 */
export async function countSubjectEvents(db: Executor, type: string, subject: SubjectFilter, since: Date, cap: number): Promise<number> {
  const who =
    'ip' in subject
      ? eq(activityEvents.ip, subject.ip)
      : 'userId' in subject
        ? eq(activityEvents.user_id, subject.userId)
        : sql`${activityEvents.event_data} ->> ${subject.dataKey} = ${subject.value}`;
  const capped = db
    .select({ one: sql`1` })
    .from(activityEvents)
    .where(and(eq(activityEvents.event_type, type), gte(activityEvents.created_at, since), who))
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

/** Raises an alert once per rule, subject and window: undefined when another request raised it first. */
export async function insertAlertOnce(
  db: Executor,
  v: { rule: string; subject: string; window_start: Date; event_count: number },
): Promise<SecurityAlertRow | undefined> {
  const [row] = await db.insert(securityAlerts).values(v).onConflictDoNothing().returning();
  return row;
}

export function countByType(db: Executor, since: Date) {
  return db
    .select({ type: activityEvents.event_type, count: count() })
    .from(activityEvents)
    .where(gte(activityEvents.created_at, since))
    .groupBy(activityEvents.event_type)
    .orderBy(desc(count()), activityEvents.event_type);
}

export function topSources(db: Executor, since: Date, limit: number) {
  return db
    .select({ ip: sql<string>`${activityEvents.ip}`, count: count() })
    .from(activityEvents)
    .where(and(gte(activityEvents.created_at, since), sql`${activityEvents.ip} is not null`))
    .groupBy(activityEvents.ip)
    .orderBy(desc(count()), activityEvents.ip)
    .limit(limit);
}

export function recentAlerts(db: Executor, since: Date, limit: number): Promise<SecurityAlertRow[]> {
  return db
    .select()
    .from(securityAlerts)
    .where(gte(securityAlerts.created_at, since))
    .orderBy(desc(securityAlerts.created_at), desc(securityAlerts.id))
    .limit(limit);
}
