import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { connections, follows } from './schema.ts';

export type ConnectionRow = typeof connections.$inferSelect;

/** The pair's key: the two ids in uuid order. */
export const pairOf = (x: string, y: string): [string, string] => (x < y ? [x, y] : [y, x]);

/** Members `userId` follows, plus members connected with them: whose activity their feed shows. */
export async function sourceIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select ${follows.followed_id} as id from ${follows} where ${follows.follower_id} = ${userId}
    union
    select case when ${connections.user_a} = ${userId} then ${connections.user_b} else ${connections.user_a} end
      from ${connections}
     where (${connections.user_a} = ${userId} or ${connections.user_b} = ${userId}) and ${connections.status} = 'accepted'`);
  return rows.rows.map((r) => r.id);
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
