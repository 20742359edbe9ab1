import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { visioInvites, visioParticipants, visioRooms } from './schema.ts';

export type RoomRow = typeof visioRooms.$inferSelect;
export type ParticipantRow = typeof visioParticipants.$inferSelect;

const PRESENT = ['waiting', 'admitted'] as const;

export async function insertRoom(tx: Executor, values: typeof visioRooms.$inferInsert): Promise<RoomRow> {
  const [row] = await tx.insert(visioRooms).values(values).returning();
  return row as RoomRow;
}

export async function insertInvites(tx: Executor, roomId: string, memberIds: string[]): Promise<void> {
  if (memberIds.length === 0) return;
  await tx
    .insert(visioInvites)
    .values(memberIds.map((member_id) => ({ room_id: roomId, member_id })))
    .onConflictDoNothing();
}

export async function roomById(db: Executor, id: string): Promise<RoomRow | undefined> {
  const [row] = await db.select().from(visioRooms).where(eq(visioRooms.id, id));
  return row;
}

/** Takes the room's lock for the rest of the transaction: joins, admissions and leaves of one room queue here. */
export async function lockRoom(tx: Executor, id: string): Promise<RoomRow | undefined> {
  const [row] = await tx.select().from(visioRooms).where(eq(visioRooms.id, id)).for('update');
  return row;
}

export async function updateRoom(tx: Executor, id: string, patch: Partial<Pick<RoomRow, 'started_at' | 'ended_at'>>) {
  await tx.update(visioRooms).set(patch).where(eq(visioRooms.id, id));
}

export async function deleteRoom(tx: Executor, id: string) {
  await tx.delete(visioRooms).where(eq(visioRooms.id, id));
}

export async function isInvited(db: Executor, roomId: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: visioInvites.member_id })
    .from(visioInvites)
    .where(and(eq(visioInvites.room_id, roomId), eq(visioInvites.member_id, memberId)));
  return row !== undefined;
}

/** The invited members of each room. */
export async function invitesOf(db: Executor, roomIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(roomIds.map((id) => [id, []]));
  if (roomIds.length === 0) return out;
  const rows = await db.select().from(visioInvites).where(inArray(visioInvites.room_id, roomIds));
  for (const r of rows) out.get(r.room_id)?.push(r.member_id);
  return out;
}

/** Rooms the member hosts or is invited to that are not over: not ended, and started or not expired unused. */
export function openRoomsOf(db: Executor, memberId: string, expiredBefore: Date): Promise<RoomRow[]> {
  return db
    .select()
    .from(visioRooms)
    .where(
      and(
        or(
          eq(visioRooms.host_id, memberId),
          sql`exists (select 1 from ${visioInvites} i where i.room_id = ${visioRooms.id} and i.member_id = ${memberId})`,
        ),
        isNull(visioRooms.ended_at),
        or(isNotNull(visioRooms.started_at), gt(visioRooms.starts_at, expiredBefore)),
      ),
    )
    .orderBy(visioRooms.starts_at, visioRooms.id);
}

/** Calls that happened (started and ended) that the member hosted or was let into, latest first. */
export function pastCallsOf(db: Executor, memberId: string, limit: number): Promise<RoomRow[]> {
  return db
    .select()
    .from(visioRooms)
    .where(
      and(
        isNotNull(visioRooms.started_at),
        isNotNull(visioRooms.ended_at),
        or(
          eq(visioRooms.host_id, memberId),
          sql`exists (select 1 from ${visioParticipants} p where p.room_id = ${visioRooms.id} and p.user_id = ${memberId} and p.admitted_at is not null)`,
        ),
      ),
    )
    .orderBy(desc(visioRooms.ended_at), desc(visioRooms.id))
    .limit(limit);
}

/** Who was let into each room's call (each member once). */
export async function admittedMembersOf(db: Executor, roomIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(roomIds.map((id) => [id, []]));
  if (roomIds.length === 0) return out;
  const rows = await db
    .selectDistinct({ room_id: visioParticipants.room_id, user_id: visioParticipants.user_id })
    .from(visioParticipants)
    .where(and(inArray(visioParticipants.room_id, roomIds), isNotNull(visioParticipants.admitted_at)));
  for (const r of rows) out.get(r.room_id)?.push(r.user_id);
  return out;
}

/** How many are in each room's call now (admitted and present). */
export async function inCallCounts(db: Executor, roomIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>(roomIds.map((id) => [id, 0]));
  if (roomIds.length === 0) return out;
  const rows = await db
    .select({ room_id: visioParticipants.room_id, n: sql<number>`count(*)::int` })
    .from(visioParticipants)
    .where(and(inArray(visioParticipants.room_id, roomIds), eq(visioParticipants.state, 'admitted')))
    .groupBy(visioParticipants.room_id);
  for (const r of rows) out.set(r.room_id, Number(r.n));
  return out;
}

/** The room's present participants (waiting or admitted), first joined first. */
export function presentOf(db: Executor, roomId: string): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(visioParticipants)
    .where(and(eq(visioParticipants.room_id, roomId), inArray(visioParticipants.state, [...PRESENT])))
    .orderBy(visioParticipants.joined_at, visioParticipants.id);
}

/** The member's latest joining of the room. */
export async function latestOf(db: Executor, roomId: string, userId: string): Promise<ParticipantRow | undefined> {
  const [row] = await db
    .select()
    .from(visioParticipants)
    .where(and(eq(visioParticipants.room_id, roomId), eq(visioParticipants.user_id, userId)))
    .orderBy(desc(visioParticipants.joined_at), desc(visioParticipants.id))
    .limit(1);
  return row;
}

/** Whether the member was let into this room's call before (they come back in without waiting). */
export async function wasAdmitted(db: Executor, roomId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: visioParticipants.id })
    .from(visioParticipants)
    .where(and(eq(visioParticipants.room_id, roomId), eq(visioParticipants.user_id, userId), isNotNull(visioParticipants.admitted_at)))
    .limit(1);
  return row !== undefined;
}

export async function participantById(db: Executor, id: string): Promise<ParticipantRow | undefined> {
  const [row] = await db.select().from(visioParticipants).where(eq(visioParticipants.id, id));
  return row;
}

export async function insertParticipant(tx: Executor, values: typeof visioParticipants.$inferInsert): Promise<ParticipantRow> {
  const [row] = await tx.insert(visioParticipants).values(values).returning();
  return row as ParticipantRow;
}

type ParticipantPatch = Partial<
  Pick<ParticipantRow, 'state' | 'audio_on' | 'video_on' | 'screen' | 'attached_at' | 'seen_at' | 'admitted_at' | 'left_at'>
>;

/** Changes a present participant (waiting or admitted); answers the row, or undefined when it was not present. */
export async function updatePresent(tx: Executor, id: string, patch: ParticipantPatch): Promise<ParticipantRow | undefined> {
  const [row] = await tx
    .update(visioParticipants)
    .set(patch)
    .where(and(eq(visioParticipants.id, id), inArray(visioParticipants.state, [...PRESENT])))
    .returning();
  return row;
}

/** Every present participant of the room, or the member's other ones, leave. */
export async function leaveAll(tx: Executor, roomId: string, at: Date, opts: { userId?: string; exceptId?: string } = {}) {
  return tx
    .update(visioParticipants)
    .set({ state: 'left', left_at: at })
    .where(
      and(
        eq(visioParticipants.room_id, roomId),
        inArray(visioParticipants.state, [...PRESENT]),
        opts.userId ? eq(visioParticipants.user_id, opts.userId) : undefined,
        opts.exceptId ? ne(visioParticipants.id, opts.exceptId) : undefined,
      ),
    )
    .returning({ id: visioParticipants.id });
}

/**
 * Present participants not heard from since `before` (by their last `alive`, their socket's attaching,
 * or their joining) have left: their page is gone, or the instance holding its socket died. Answers
 * the rooms they were in. With a room, only that room's.
 */
export async function leaveUnseen(tx: Executor, before: Date, roomId?: string): Promise<string[]> {
  const rows = await tx
    .update(visioParticipants)
    .set({
      state: 'left',
      left_at: sql`coalesce(${visioParticipants.seen_at}, ${visioParticipants.attached_at}, ${visioParticipants.joined_at})`,
    })
    .where(
      and(
        inArray(visioParticipants.state, [...PRESENT]),
        sql`coalesce(${visioParticipants.seen_at}, ${visioParticipants.attached_at}, ${visioParticipants.joined_at}) < ${before.toISOString()}`,
        roomId ? eq(visioParticipants.room_id, roomId) : undefined,
      ),
    )
    .returning({ room_id: visioParticipants.room_id });
  return [...new Set(rows.map((r) => r.room_id))];
}

/** When the last participant of the room left (the call's end when it emptied by dropped connections). */
export async function lastLeftAt(db: Executor, roomId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | Date | null>`max(${visioParticipants.left_at})` })
    .from(visioParticipants)
    .where(eq(visioParticipants.room_id, roomId));
  return row?.at ? new Date(row.at) : null;
}
