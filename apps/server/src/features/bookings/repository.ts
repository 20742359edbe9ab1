import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { countByOwnerAndDay, type OwnerDayCount } from '../../platform/db/day-counts.ts';
import { bookingOwners, bookingServices, bookings } from './schema.ts';

export type OwnerRow = typeof bookingOwners.$inferSelect;
export type ServiceRow = typeof bookingServices.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

export async function ownerRow(db: Executor, ownerId: string): Promise<OwnerRow | undefined> {
  const [row] = await db.select().from(bookingOwners).where(eq(bookingOwners.owner_id, ownerId));
  return row;
}

/** The owner's row, made with the defaults on first use (a second maker waits and reads the first's). */
export async function ensureOwner(db: Executor, ownerId: string, feedToken: string, timeZone: string): Promise<OwnerRow> {
  await db.insert(bookingOwners).values({ owner_id: ownerId, feed_token: feedToken, time_zone: timeZone }).onConflictDoNothing();
  return (await ownerRow(db, ownerId)) as OwnerRow;
}

/** Takes the owner's lock for the rest of the transaction: requests and answers for one owner queue here. */
export async function lockOwner(tx: Executor, ownerId: string): Promise<OwnerRow | undefined> {
  const [row] = await tx.select().from(bookingOwners).where(eq(bookingOwners.owner_id, ownerId)).for('update');
  return row;
}

export async function saveOwner(
  db: Executor,
  ownerId: string,
  patch: Partial<Pick<OwnerRow, 'time_zone' | 'buffer_minutes' | 'cancel_hours' | 'weekly' | 'exceptions' | 'feed_token'>>,
) {
  const [row] = await db
    .update(bookingOwners)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(bookingOwners.owner_id, ownerId))
    .returning();
  return row as OwnerRow;
}

export async function ownerByFeedToken(db: Executor, token: string) {
  const [row] = await db.select().from(bookingOwners).where(eq(bookingOwners.feed_token, token));
  return row;
}

export function servicesOf(db: Executor, ownerId: string): Promise<ServiceRow[]> {
  return db
    .select()
    .from(bookingServices)
    .where(and(eq(bookingServices.owner_id, ownerId), isNull(bookingServices.deleted_at)))
    .orderBy(asc(bookingServices.created_at), asc(bookingServices.id));
}

export async function serviceOf(db: Executor, ownerId: string, id: string): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingServices)
    .where(and(eq(bookingServices.id, id), eq(bookingServices.owner_id, ownerId), isNull(bookingServices.deleted_at)));
  return row;
}

export async function insertService(db: Executor, values: typeof bookingServices.$inferInsert) {
  const [row] = await db.insert(bookingServices).values(values).returning();
  return row as ServiceRow;
}

export async function updateService(db: Executor, ownerId: string, id: string, patch: Partial<ServiceRow>) {
  const [row] = await db
    .update(bookingServices)
    .set(patch)
    .where(and(eq(bookingServices.id, id), eq(bookingServices.owner_id, ownerId), isNull(bookingServices.deleted_at)))
    .returning();
  return row;
}

export async function insertBooking(tx: Executor, values: NewBooking): Promise<BookingRow | undefined> {
  const [row] = await tx.insert(bookings).values(values).onConflictDoNothing().returning();
  return row;
}

export async function bookingById(db: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** Accepted bookings of the owner whose held time meets [start, holdUntil). */
export function acceptedOverlapping(tx: Executor, ownerId: string, start: Date, holdUntil: Date, exceptId?: string) {
  return tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.owner_id, ownerId),
        eq(bookings.status, 'accepted'),
        lt(bookings.starts_at, holdUntil),
        gt(bookings.hold_until, start),
        exceptId ? ne(bookings.id, exceptId) : undefined,
      ),
    );
}

/** Pending requests for the owner whose time meets [start, holdUntil): declined when another is accepted. */
export function pendingOverlapping(tx: Executor, ownerId: string, start: Date, holdUntil: Date, exceptId: string) {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.owner_id, ownerId),
        eq(bookings.status, 'pending'),
        lt(bookings.starts_at, holdUntil),
        gt(bookings.hold_until, start),
        ne(bookings.id, exceptId),
      ),
    );
}

export async function updateBooking(tx: Executor, id: string, patch: Partial<BookingRow>) {
  const [row] = await tx
    .update(bookings)
    .set({ ...patch, updated_at: new Date(), sequence: sql`${bookings.sequence} + 1` })
    .where(eq(bookings.id, id))
    .returning();
  return row as BookingRow;
}

export async function declineMany(tx: Executor, ids: string[], reason: string) {
  if (ids.length === 0) return;
  await tx
    .update(bookings)
    .set({ status: 'declined', reason, updated_at: new Date(), sequence: sql`${bookings.sequence} + 1` })
    .where(and(inArray(bookings.id, ids), eq(bookings.status, 'pending')));
}

/** What is busy for an owner between two instants: accepted bookings with their held time. */
export function busyBetween(db: Executor, ownerId: string, from: Date, to: Date) {
  return db
    .select({ start: bookings.starts_at, end: bookings.hold_until })
    .from(bookings)
    .where(and(eq(bookings.owner_id, ownerId), eq(bookings.status, 'accepted'), lt(bookings.starts_at, to), gt(bookings.hold_until, from)));
}

const LIST_MAX = 200;

export function ownerBookingRows(db: Executor, ownerId: string, since: Date) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.owner_id, ownerId), gte(bookings.ends_at, since)))
    .orderBy(asc(bookings.starts_at))
    .limit(LIST_MAX);
}

export function ownerPastRows(db: Executor, ownerId: string, before: Date) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.owner_id, ownerId), lt(bookings.ends_at, before), inArray(bookings.status, ['accepted', 'cancelled'])))
    .orderBy(desc(bookings.starts_at))
    .limit(50);
}

export function bookerRows(db: Executor, bookerId: string) {
  return db.select().from(bookings).where(eq(bookings.booker_id, bookerId)).orderBy(desc(bookings.starts_at)).limit(LIST_MAX);
}

/** The feed: accepted bookings from 60 days back on. */
export function feedRows(db: Executor, ownerId: string, since: Date) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.owner_id, ownerId), eq(bookings.status, 'accepted'), gte(bookings.starts_at, since)))
    .orderBy(asc(bookings.starts_at))
    .limit(500);
}

/** Booking requests each of `ownerIds` received (every status): all time, and per UTC day since `since`. */
export const bookingCountsOf = (db: Executor, ownerIds: readonly string[], since: Date): Promise<OwnerDayCount[]> =>
  countByOwnerAndDay(db, { table: bookings, owner: bookings.owner_id, at: bookings.created_at, ownerIds, since });
