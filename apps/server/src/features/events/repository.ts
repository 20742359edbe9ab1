import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { countByOwnerAndDay, type OwnerDayCount } from '../../platform/db/day-counts.ts';
import { events, eventTickets } from './schema.ts';

export type EventRow = typeof events.$inferSelect;
export type EventPatch = Partial<Omit<typeof events.$inferInsert, 'id' | 'organizer_id' | 'created_at'>>;
export type TicketRow = typeof eventTickets.$inferSelect;
export type TicketPatch = Partial<Omit<typeof eventTickets.$inferInsert, 'id' | 'event_id' | 'user_id' | 'code' | 'created_at'>>;

const LIVE = ['pending_payment', 'valid', 'checked_in'] as const;

export async function insertEvent(db: Executor, organizerId: string, values: EventPatch): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({ ...values, organizer_id: organizerId })
    .returning();
  if (!row) throw new Error('event insert returned nothing');
  return row;
}

export async function findEvent(db: Executor, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function lockEvent(db: Executor, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

export const eventsByIds = (db: Executor, ids: string[]): Promise<EventRow[]> =>
  ids.length ? db.select().from(events).where(inArray(events.id, ids)) : Promise.resolve([]);

export function eventsOf(db: Executor, organizerId: string): Promise<EventRow[]> {
  return db.select().from(events).where(eq(events.organizer_id, organizerId)).orderBy(desc(events.created_at), desc(events.id));
}

export async function countEventsOf(db: Executor, organizerId: string): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(events).where(eq(events.organizer_id, organizerId));
  return r?.n ?? 0;
}

/** Whether a moderator has approved an event of this organizer before (then later ones publish at once). */
export async function hasApprovedEvent(db: Executor, organizerId: string): Promise<boolean> {
  const [r] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.organizer_id, organizerId), eq(events.moderation, 'approved')))
    .limit(1);
  return !!r;
}

export async function updateEvent(db: Executor, id: string, patch: EventPatch): Promise<EventRow> {
  const [row] = await db
    .update(events)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(events.id, id))
    .returning();
  if (!row) throw new Error('event update returned nothing');
  return row;
}

const listed = () => and(eq(events.status, 'published'), eq(events.moderation, 'approved'));

/** Published, approved events not yet over, soonest first, with the filters of /events. */
export function upcoming(
  db: Executor,
  f: {
    from: Date;
    to?: Date;
    location?: string;
    category?: string;
    businessId?: string;
    /** Organizers whose events are not listed (suspended accounts). */
    hiddenOrganizers?: readonly string[];
    limit: number;
  },
): Promise<EventRow[]> {
  const conds = [listed(), gte(events.end_date, f.from)];
  if (f.hiddenOrganizers?.length) conds.push(notInArray(events.organizer_id, [...f.hiddenOrganizers]));
  if (f.to) conds.push(lt(events.start_date, f.to));
  if (f.category) conds.push(eq(events.category, f.category));
  if (f.businessId) conds.push(eq(events.business_id, f.businessId));
  if (f.location) {
    const like = `%${f.location.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conds.push(f.location.toLowerCase() === 'online' ? eq(events.is_online, true) : ilike(events.location, like));
  }
  return db
    .select()
    .from(events)
    .where(and(...conds))
    .orderBy(asc(events.start_date), asc(events.id))
    .limit(f.limit);
}

/**
 * Takes one seat: answers the event after the increment, or undefined when it is full or not open.
 * The CHECK on seats_taken is the guarantee; the condition here only turns a full event into an answer.
 */
export async function takeSeat(db: Executor, id: string): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ seats_taken: sql`${events.seats_taken} + 1` })
    .where(
      and(
        eq(events.id, id),
        eq(events.status, 'published'),
        eq(events.moderation, 'approved'),
        sql`${events.seats_taken} < ${events.capacity}`,
      ),
    )
    .returning();
  return row;
}

export async function releaseSeat(db: Executor, id: string): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ seats_taken: sql`greatest(${events.seats_taken} - 1, 0)` })
    .where(eq(events.id, id))
    .returning();
  return row;
}

export async function insertTicket(
  db: Executor,
  t: { event_id: string; user_id: string; code: string; status: TicketRow['status']; hold_until?: Date | null },
): Promise<TicketRow> {
  const [row] = await db.insert(eventTickets).values(t).returning();
  if (!row) throw new Error('ticket insert returned nothing');
  return row;
}

export async function findTicket(db: Executor, id: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(eventTickets).where(eq(eventTickets.id, id));
  return row;
}

export async function lockTicket(db: Executor, id: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(eventTickets).where(eq(eventTickets.id, id)).for('update');
  return row;
}

/** The event's ticket with this code, locked: a code is looked for within its event only. */
export async function lockTicketByCode(db: Executor, eventId: string, code: string): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.event_id, eventId), eq(eventTickets.code, code)))
    .for('update');
  return row;
}

export async function codeTaken(db: Executor, code: string): Promise<boolean> {
  const [row] = await db.select({ id: eventTickets.id }).from(eventTickets).where(eq(eventTickets.code, code)).limit(1);
  return !!row;
}

export async function liveTicketOf(db: Executor, eventId: string, userId: string): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.event_id, eventId), eq(eventTickets.user_id, userId), inArray(eventTickets.status, [...LIVE])));
  return row;
}

/** The member's latest ticket for the event, live or not (a cancelled event's ticket still shows). */
export async function latestTicketOf(db: Executor, eventId: string, userId: string): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.event_id, eventId), eq(eventTickets.user_id, userId)))
    .orderBy(desc(eventTickets.created_at))
    .limit(1);
  return row;
}

export async function updateTicket(db: Executor, id: string, patch: TicketPatch): Promise<TicketRow> {
  const [row] = await db
    .update(eventTickets)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(eventTickets.id, id))
    .returning();
  if (!row) throw new Error('ticket update returned nothing');
  return row;
}

export function ticketsOfEvent(db: Executor, eventId: string): Promise<TicketRow[]> {
  return db.select().from(eventTickets).where(eq(eventTickets.event_id, eventId)).orderBy(asc(eventTickets.created_at));
}

export function liveTicketsOfEvent(db: Executor, eventId: string): Promise<TicketRow[]> {
  return db
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.event_id, eventId), inArray(eventTickets.status, [...LIVE])))
    .orderBy(asc(eventTickets.created_at));
}

/** The member's tickets (every state but a released hold), newest first. */
export function ticketsOf(db: Executor, userId: string): Promise<TicketRow[]> {
  return db.select().from(eventTickets).where(eq(eventTickets.user_id, userId)).orderBy(desc(eventTickets.created_at)).limit(200);
}

export async function checkedInCounts(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: eventTickets.event_id, n: sql<number>`count(*)::int` })
    .from(eventTickets)
    .where(and(inArray(eventTickets.event_id, ids), eq(eventTickets.status, 'checked_in')))
    .groupBy(eventTickets.event_id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function liveTicketCount(db: Executor, eventId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventTickets)
    .where(and(eq(eventTickets.event_id, eventId), inArray(eventTickets.status, [...LIVE])));
  return r?.n ?? 0;
}

/** Events each of `organizerIds` published (cancelled ones too): all time, and per UTC day of publishing since `since`. */
export const publishedCountsOf = (db: Executor, organizerIds: readonly string[], since: Date): Promise<OwnerDayCount[]> =>
  countByOwnerAndDay(db, {
    table: events,
    owner: events.organizer_id,
    at: events.published_at,
    ownerIds: organizerIds,
    since,
    where: isNotNull(events.published_at),
  });
