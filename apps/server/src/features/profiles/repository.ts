import type { ProfileType } from '@mb/contract/auth';
import { and, desc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { memberBlocks, memberMutes, profiles } from './schema.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfilePatch = Partial<Omit<typeof profiles.$inferInsert, 'id' | 'created_at' | 'updated_at'>>;

/** Spec §7 ensure_user_profile: creates the row if missing; idempotent. True when this call created it. */
export async function insertProfileIfMissing(db: Executor, userId: string, profileType: ProfileType): Promise<boolean> {
  const r = await db
    .insert(profiles)
    .values({ id: userId, profile_type: profileType })
    .onConflictDoNothing()
    .returning({ id: profiles.id });
  return r.length === 1;
}

export async function findProfileById(db: Executor, id: string): Promise<ProfileRow | undefined> {
  const [p] = await db.select().from(profiles).where(eq(profiles.id, id));
  return p;
}

export async function findProfileByUsername(db: Executor, username: string): Promise<ProfileRow | undefined> {
  const [p] = await db.select().from(profiles).where(sql`lower(${profiles.username}) = ${username.trim().toLowerCase()}`);
  return p;
}

/** The owner-scoped write: the id in the where clause is always the signed-in user's. */
export async function updateProfile(db: Executor, id: string, patch: ProfilePatch): Promise<ProfileRow | undefined> {
  const [p] = await db
    .update(profiles)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(profiles.id, id))
    .returning();
  return p;
}

/** Staff search over profiles: username or display name contains the text, or the id is one of `ids`. Newest first. */
export async function searchProfiles(db: Executor, opts: { text: string; ids: readonly string[]; offset: number; limit: number }) {
  const like = `%${opts.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = opts.text
    ? or(
        ilike(profiles.username, like),
        ilike(profiles.display_name, like),
        opts.ids.length ? inArray(profiles.id, [...opts.ids]) : undefined,
      )
    : undefined;
  const [rows, [count]] = await Promise.all([
    db.select().from(profiles).where(where).orderBy(desc(profiles.created_at), desc(profiles.id)).offset(opts.offset).limit(opts.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(profiles).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findProfilesByIds(db: Executor, ids: readonly string[]): Promise<ProfileRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
}

export async function countProfilesByType(db: Executor) {
  return db.select({ type: profiles.profile_type, n: sql<number>`count(*)::int` }).from(profiles).groupBy(profiles.profile_type);
}

/** New profiles per UTC day since `since` (days with none are absent). */
export async function countSignupsPerDay(db: Executor, since: Date) {
  const day = sql<string>`to_char(${profiles.created_at} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db.select({ day, n: sql<number>`count(*)::int` }).from(profiles).where(gte(profiles.created_at, since)).groupBy(day);
}

// ---------------------------------------------------------------------------------------------
// Blocks and mutes

export type RelationKind = 'block' | 'mute';
const relationTable = (kind: RelationKind) =>
  kind === 'block'
    ? { table: memberBlocks, from: memberBlocks.blocker_id, to: memberBlocks.blocked_id, at: memberBlocks.created_at }
    : { table: memberMutes, from: memberMutes.muter_id, to: memberMutes.muted_id, at: memberMutes.created_at };

/** Adds the relation; idempotent. */
export async function addRelation(db: Executor, kind: RelationKind, fromId: string, toId: string): Promise<void> {
  if (kind === 'block') await db.insert(memberBlocks).values({ blocker_id: fromId, blocked_id: toId }).onConflictDoNothing();
  else await db.insert(memberMutes).values({ muter_id: fromId, muted_id: toId }).onConflictDoNothing();
}

export async function removeRelation(db: Executor, kind: RelationKind, fromId: string, toId: string): Promise<void> {
  const r = relationTable(kind);
  await db.delete(r.table).where(and(eq(r.from, fromId), eq(r.to, toId)));
}

export async function countRelations(db: Executor, kind: RelationKind, fromId: string): Promise<number> {
  const r = relationTable(kind);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(r.table).where(eq(r.from, fromId));
  return row?.n ?? 0;
}

/** Whether `fromId` blocked / muted `toId` (one direction). */
export async function relationOf(db: Executor, fromId: string, toId: string): Promise<{ blocked: boolean; muted: boolean }> {
  const [row] = await db
    .select({
      blocked: sql<boolean>`exists (select 1 from ${memberBlocks} where ${memberBlocks.blocker_id} = ${fromId} and ${memberBlocks.blocked_id} = ${toId})`,
      muted: sql<boolean>`exists (select 1 from ${memberMutes} where ${memberMutes.muter_id} = ${fromId} and ${memberMutes.muted_id} = ${toId})`,
    })
    .from(sql`(select 1) as one`);
  return { blocked: Boolean(row?.blocked), muted: Boolean(row?.muted) };
}

/** A block between the two in either direction. */
export async function blockedEitherWay(db: Executor, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blocker_id, a), eq(memberBlocks.blocked_id, b)),
        and(eq(memberBlocks.blocker_id, b), eq(memberBlocks.blocked_id, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether `blockerId` blocked `viewerId` (the direction that hides the blocker's profile). */
export async function hasBlocked(db: Executor, blockerId: string, viewerId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blocker_id, blockerId), eq(memberBlocks.blocked_id, viewerId)))
    .limit(1);
  return rows.length > 0;
}

/** Everyone `userId` blocked or who blocked `userId`. */
export async function blockedEitherWayIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select ${memberBlocks.blocked_id} as id from ${memberBlocks} where ${memberBlocks.blocker_id} = ${userId}
    union
    select ${memberBlocks.blocker_id} from ${memberBlocks} where ${memberBlocks.blocked_id} = ${userId}`);
  return rows.rows.map((r) => r.id);
}

export async function mutedIds(db: Executor, muterId: string): Promise<string[]> {
  const rows = await db.select({ id: memberMutes.muted_id }).from(memberMutes).where(eq(memberMutes.muter_id, muterId));
  return rows.map((r) => r.id);
}

/** The member's list of one kind, newest first, with the other member's public name. */
export async function listRelations(db: Executor, kind: RelationKind, fromId: string, limit: number) {
  const r = relationTable(kind);
  return db
    .select({
      user_id: r.to,
      since: r.at,
      username: profiles.username,
      display_name: profiles.display_name,
      avatar_url: profiles.avatar_approved_thumb_url,
    })
    .from(r.table)
    .leftJoin(profiles, eq(profiles.id, r.to))
    .where(eq(r.from, fromId))
    .orderBy(desc(r.at))
    .limit(limit);
}
