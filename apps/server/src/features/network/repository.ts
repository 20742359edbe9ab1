import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { countByOwnerAndDay, type OwnerDayCount } from '../../platform/db/day-counts.ts';
import { connections, follows } from './schema.ts';

export type ConnectionRow = typeof connections.$inferSelect;

/** The pair's key: the two ids in uuid order. */
export const pairOf = (x: string, y: string): [string, string] => (x < y ? [x, y] : [y, x]);

/** Members `userId` follows, plus members connected with them: whose activity their feed shows. */
export async function sourceIdsOf(db: Executor, userId: string): Promise<string[]> {
  // One row holding every id: a member following thousands costs one result row, not thousands (on
  // PGlite each row is a message parsed in JavaScript: 3,000 rows took 57 ms at p50, one row 18 ms).
  const rows = await db.execute<{ ids: string | null }>(sql`
    select string_agg(x.id::text, ',') as ids from (
      select ${follows.followed_id} as id from ${follows} where ${follows.follower_id} = ${userId}
      union
      select case when ${connections.user_a} = ${userId} then ${connections.user_b} else ${connections.user_a} end
        from ${connections}
       where (${connections.user_a} = ${userId} or ${connections.user_b} = ${userId}) and ${connections.status} = 'accepted'
    ) x`);
  const ids = rows.rows[0]?.ids;
  return ids ? ids.split(',') : [];
}

/** Members following `userId`, plus members connected with them: who sees their activity live. */
export async function audienceIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select ${follows.follower_id} as id from ${follows} where ${follows.followed_id} = ${userId}
    union
    select case when ${connections.user_a} = ${userId} then ${connections.user_b} else ${connections.user_a} end
      from ${connections}
     where (${connections.user_a} = ${userId} or ${connections.user_b} = ${userId}) and ${connections.status} = 'accepted'`);
  return rows.rows.map((r) => r.id);
}

export async function followedAmong(db: Executor, viewerId: string, ids: readonly string[]) {
  if (ids.length === 0) return { following: new Set<string>(), followedBy: new Set<string>() };
  const rows = await db
    .select({ follower: follows.follower_id, followed: follows.followed_id })
    .from(follows)
    .where(
      or(
        and(eq(follows.follower_id, viewerId), inArray(follows.followed_id, [...ids])),
        and(eq(follows.followed_id, viewerId), inArray(follows.follower_id, [...ids])),
      ),
    );
  const following = new Set<string>();
  const followedBy = new Set<string>();
  for (const r of rows) {
    if (r.follower === viewerId) following.add(r.followed);
    else followedBy.add(r.follower);
  }
  return { following, followedBy };
}

export async function connectionsAmong(db: Executor, viewerId: string, ids: readonly string[]): Promise<ConnectionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(connections)
    .where(
      or(
        and(eq(connections.user_a, viewerId), inArray(connections.user_b, [...ids])),
        and(eq(connections.user_b, viewerId), inArray(connections.user_a, [...ids])),
      ),
    );
}

/** A block ends follows and connections (and waiting requests) between the two, both ways. */
export async function endAllBetween(db: Executor, x: string, y: string): Promise<void> {
  await db
    .delete(follows)
    .where(or(and(eq(follows.follower_id, x), eq(follows.followed_id, y)), and(eq(follows.follower_id, y), eq(follows.followed_id, x))));
  const [a, b] = pairOf(x, y);
  await db.delete(connections).where(and(eq(connections.user_a, a), eq(connections.user_b, b)));
}

// ---------------------------------------------------------------------------------------------------
// Follows

/** Answers true when the row is new (a repeat follow changes nothing). */
export async function insertFollow(db: Executor, followerId: string, followedId: string): Promise<boolean> {
  const rows = await db
    .insert(follows)
    .values({ follower_id: followerId, followed_id: followedId })
    .onConflictDoNothing()
    .returning({ id: follows.follower_id });
  return rows.length > 0;
}

/** Answers whether there was a follow to delete. */
export async function deleteFollow(db: Executor, followerId: string, followedId: string): Promise<boolean> {
  const gone = await db
    .delete(follows)
    .where(and(eq(follows.follower_id, followerId), eq(follows.followed_id, followedId)))
    .returning({ id: follows.follower_id });
  return gone.length > 0;
}

export async function countFollowing(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(follows).where(eq(follows.follower_id, userId));
  return Number(row?.n ?? 0);
}

/** Followers, following and accepted connections of one member, in one statement. */
export async function countsOf(db: Executor, userId: string) {
  const rows = await db.execute<{ followers: number; following: number; connections: number }>(sql`
    select
      (select count(*)::int from ${follows} where ${follows.followed_id} = ${userId}) as followers,
      (select count(*)::int from ${follows} where ${follows.follower_id} = ${userId}) as following,
      (select count(*)::int from ${connections}
        where (${connections.user_a} = ${userId} or ${connections.user_b} = ${userId}) and ${connections.status} = 'accepted') as connections`);
  const r = rows.rows[0];
  return { followers: Number(r?.followers ?? 0), following: Number(r?.following ?? 0), connections: Number(r?.connections ?? 0) };
}

// ---------------------------------------------------------------------------------------------------
// Connections

export async function findPair(db: Executor, x: string, y: string): Promise<ConnectionRow | undefined> {
  const [a, b] = pairOf(x, y);
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.user_a, a), eq(connections.user_b, b)));
  return row;
}

export async function findConnectionById(db: Executor, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(connections).where(eq(connections.id, id));
  return row;
}

/** A new request; undefined when a row for the pair already exists (two crossing requests: one wins). */
export async function insertRequest(db: Executor, requesterId: string, otherId: string, note: string | null) {
  const [a, b] = pairOf(requesterId, otherId);
  const [row] = await db
    .insert(connections)
    .values({ user_a: a, user_b: b, requester_id: requesterId, note })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Accepts a waiting request; undefined when it was not waiting any more. */
export async function acceptRequest(db: Executor, id: string) {
  const [row] = await db
    .update(connections)
    .set({ status: 'accepted', accepted_at: new Date() })
    .where(and(eq(connections.id, id), eq(connections.status, 'pending')))
    .returning();
  return row;
}

export async function deleteConnection(db: Executor, id: string): Promise<void> {
  await db.delete(connections).where(eq(connections.id, id));
}

export async function countPendingOutgoing(db: Executor, requesterId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(connections)
    .where(and(eq(connections.requester_id, requesterId), eq(connections.status, 'pending')));
  return Number(row?.n ?? 0);
}

/** Waiting requests that involve `userId`, newest first. */
/** The actor's own waiting requests (at most NETWORK_LIMITS.pendingOutgoingMax exist), newest first. */
export async function outgoingRequestsOf(db: Executor, userId: string, limit: number): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(connections)
    .where(and(eq(connections.requester_id, userId), eq(connections.status, 'pending')))
    .orderBy(desc(connections.created_at), desc(connections.id))
    .limit(limit);
}

const incomingOf = (userId: string) =>
  sql`(${connections.user_a} = ${userId} or ${connections.user_b} = ${userId}) and ${connections.status} = 'pending' and ${connections.requester_id} <> ${userId}`;

/** One page of the requests waiting for `userId`'s answer, newest first, after the cursor; each with its cursor. */
export async function incomingRequestsPage(
  db: Executor,
  userId: string,
  after: ListCursor | null,
  limit: number,
): Promise<(ConnectionRow & { cursor: ListCursor })[]> {
  const before = after ? sql`and (${connections.created_at}, ${connections.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
  const rows = await db
    .select({ row: connections, at: sql<string>`${connections.created_at}::text` })
    .from(connections)
    .where(sql`${incomingOf(userId)} ${before}`)
    .orderBy(desc(connections.created_at), desc(connections.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.row, cursor: { at: String(r.at), id: r.row.id } }));
}

/** How many requests wait for `userId`'s answer. */
export async function countIncomingRequests(db: Executor, userId: string): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(connections).where(incomingOf(userId));
  return Number(r?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------------
// Lists: keyset pages (newest first) of member ids with the time that orders them

/** `at` is PostgreSQL's own text of the timestamp (microseconds kept, so no row is skipped or repeated). */
export interface ListCursor {
  at: string;
  id: string;
}
export type ListKind = 'followers' | 'following' | 'connections' | 'mutual';

/**
 * One page of ids for a list of `userId`'s network. `mutual` is the connections `userId` and `viewerId`
 * share, ordered by when `userId` connected with them.
 */
export async function listPage(
  db: Executor,
  kind: ListKind,
  userId: string,
  viewerId: string | null,
  after: ListCursor | null,
  limit: number,
): Promise<ListCursor[]> {
  const before = (at: unknown, id: unknown) => (after ? sql`and (${at}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``);
  const other = sql`case when ${connections.user_a} = ${userId} then ${connections.user_b} else ${connections.user_a} end`;
  const mine = sql`(${connections.user_a} = ${userId} or ${connections.user_b} = ${userId}) and ${connections.status} = 'accepted'`;
  let query: ReturnType<typeof sql>;
  if (kind === 'followers') {
    query = sql`select ${follows.follower_id} as id, ${follows.created_at}::text as at from ${follows}
      where ${follows.followed_id} = ${userId} ${before(follows.created_at, follows.follower_id)}
      order by ${follows.created_at} desc, ${follows.follower_id} desc limit ${limit}`;
  } else if (kind === 'following') {
    query = sql`select ${follows.followed_id} as id, ${follows.created_at}::text as at from ${follows}
      where ${follows.follower_id} = ${userId} ${before(follows.created_at, follows.followed_id)}
      order by ${follows.created_at} desc, ${follows.followed_id} desc limit ${limit}`;
  } else {
    const shared =
      kind === 'mutual' && viewerId
        ? sql`and exists (select 1 from ${connections} v
             where v.status = 'accepted'
               and ((v.user_a = ${viewerId} and v.user_b = x.id) or (v.user_b = ${viewerId} and v.user_a = x.id)))`
        : sql``;
    query = sql`select x.id, x.at::text as at from (
        select ${other} as id, ${connections.accepted_at} as at from ${connections} where ${mine}
      ) x
      where true ${shared} ${before(sql`x.at`, sql`x.id`)}
      order by x.at desc, x.id desc limit ${limit}`;
  }
  const rows = await db.execute<{ id: string; at: string }>(query);
  return rows.rows.map((r) => ({ id: r.id, at: String(r.at) }));
}

/** How many connections `userId` and `viewerId` share. */
export async function countMutual(db: Executor, userId: string, viewerId: string): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select case when user_a = ${userId} then user_b else user_a end as id from ${connections}
       where (user_a = ${userId} or user_b = ${userId}) and status = 'accepted'
    ) x
    where x.id <> ${viewerId} and exists (select 1 from ${connections} v
      where v.status = 'accepted' and ((v.user_a = ${viewerId} and v.user_b = x.id) or (v.user_b = ${viewerId} and v.user_a = x.id)))`);
  return Number(rows.rows[0]?.n ?? 0);
}

/** Followers of each of `userIds` now (all time), and follows made per UTC day since `since` that still stand. */
export const followerCountsOf = (db: Executor, userIds: readonly string[], since: Date): Promise<OwnerDayCount[]> =>
  countByOwnerAndDay(db, { table: follows, owner: follows.followed_id, at: follows.created_at, ownerIds: userIds, since });
