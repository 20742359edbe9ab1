import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { feedActivities, feedComments, feedLikes, feedPosts } from './schema.ts';

export type ActivityRow = typeof feedActivities.$inferSelect;
export type ActivityKind = ActivityRow['kind'];
export type PostRow = typeof feedPosts.$inferSelect;
export type CommentRow = typeof feedComments.$inferSelect;
/**
 * A feed page's row, with its keyset position as exact text: PostgreSQL keeps microseconds and a Date
 * only milliseconds, so a cursor made from the Date would skip the rows between the two.
 */
export type FeedPageRow = Pick<
  ActivityRow,
  'id' | 'actor_id' | 'kind' | 'subject_id' | 'state' | 'likes_count' | 'comments_count' | 'created_at'
> & { cursor_at: string };
/** Where a feed page starts: before this row (`at` is a FeedPageRow's `cursor_at`). */
export type FeedCursor = { at: string; id: string };

/** A uuid[] as one parameter (one plan however many sources; drizzle would spread an array into a list). */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Records an activity; a subject already recorded keeps its first row (answers undefined then). */
export async function insertActivity(
  db: Executor,
  row: { actor_id: string; kind: ActivityKind; subject_id: string; state?: ActivityRow['state']; created_at?: Date },
): Promise<ActivityRow | undefined> {
  const [r] = await db.insert(feedActivities).values(row).onConflictDoNothing().returning();
  return r;
}

export async function findActivity(db: Executor, id: string): Promise<ActivityRow | undefined> {
  const [r] = await db.select().from(feedActivities).where(eq(feedActivities.id, id));
  return r;
}

export async function findActivities(db: Executor, ids: readonly string[]): Promise<ActivityRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(feedActivities)
    .where(inArray(feedActivities.id, [...ids]));
}

export async function activityOf(db: Executor, kind: ActivityKind, subjectId: string): Promise<ActivityRow | undefined> {
  const [r] = await db
    .select()
    .from(feedActivities)
    .where(and(eq(feedActivities.kind, kind), eq(feedActivities.subject_id, subjectId)));
  return r;
}

export async function setActivityState(db: Executor, kind: ActivityKind, subjectId: string, state: ActivityRow['state'], at?: Date) {
  const [r] = await db
    .update(feedActivities)
    .set(at ? { state, created_at: at } : { state })
    .where(and(eq(feedActivities.kind, kind), eq(feedActivities.subject_id, subjectId)))
    .returning();
  return r;
}

export async function deleteActivity(db: Executor, id: string) {
  await db.delete(feedActivities).where(eq(feedActivities.id, id));
}

/** Up to this many sources the feed reads each source's own newest rows (the actor index, top-k per source). */
export const FEW_SOURCES = 100;
/** Above FEW_SOURCES the feed first walks at most this many of everyone's newest rows, keeping the sources'. */
export const WALK_ROWS = 4_000;

const activityColumns = sql`a.id, a.actor_id, a.kind, a.subject_id, a.state, a.likes_count, a.comments_count, a.created_at`;
// Both indexes are `desc nulls last` (drizzle's .desc()): the order must say so too, or PostgreSQL
// cannot read either index in order (a plain `desc` is `nulls first`) and sorts every matching row.
const newestFirst = sql`a.created_at desc nulls last, a.id desc nulls last`;
// The keyset position to the microsecond, in UTC (ISO 8601, read back by ::timestamptz).
const cursorAt = sql`to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`;

/** The feed page's two reads (feedPage picks; exported so a test can read their plans). */
export function feedStatements(o: { viewerId: string; sources: readonly string[]; before: FeedCursor | null; limit: number }) {
  const before = o.before ? sql`and (a.created_at, a.id) < (${o.before.at}::timestamptz, ${o.before.id}::uuid)` : sql``;
  const visible = sql`(a.state = 'visible' or (a.state = 'pending' and a.actor_id = ${o.viewerId}))`;
  const sources = sql`${uuidArray(o.sources)}::uuid[]`;
  return {
    perSource: sql`
    select ${activityColumns}, ${cursorAt}
      from unnest(${sources}) as s(actor_id)
      cross join lateral (
        select ${activityColumns} from ${feedActivities} a
         where a.actor_id = s.actor_id and ${visible} ${before}
         order by ${newestFirst}
         limit ${o.limit}) a
     order by ${newestFirst}
     limit ${o.limit}`,
    walk: sql`
    select ${activityColumns}, ${cursorAt}
      from (select ${activityColumns} from ${feedActivities} a where true ${before} order by ${newestFirst} limit ${WALK_ROWS}) a
     where a.actor_id = any(${sources}) and ${visible}
     order by ${newestFirst}
     limit ${o.limit}`,
  };
}

/**
 * One page of `viewerId`'s feed: activities of `sources`, newest first, older than the cursor. Visible
 * rows, and the viewer's own pending ones. README.md:
 * - a few sources (<= FEW_SOURCES): each source's newest `limit` rows from the actor index, merged
 *   (cost: sources x limit, however old their rows are);
 * - many: the newest WALK_ROWS rows of everyone from the created_at index, keeping the sources' (a
 *   hashed membership test each; cheap while the sources posted recently). When that finds fewer than
 *   `limit` rows (the sources are quiet, or the feed's end is near), the per-source read answers.
 */
export async function feedPage(
  db: Executor,
  o: { viewerId: string; sources: readonly string[]; before: FeedCursor | null; limit: number },
): Promise<FeedPageRow[]> {
  if (o.sources.length === 0) return [];
  const q = feedStatements(o);
  let rows: Record<string, unknown>[];
  if (o.sources.length <= FEW_SOURCES) rows = (await db.execute<Record<string, unknown>>(q.perSource)).rows;
  else {
    rows = (await db.execute<Record<string, unknown>>(q.walk)).rows;
    if (rows.length < o.limit) rows = (await db.execute<Record<string, unknown>>(q.perSource)).rows;
  }
  return rows.map((r) => ({
    id: String(r.id),
    actor_id: String(r.actor_id),
    kind: r.kind as ActivityKind,
    subject_id: String(r.subject_id),
    state: r.state as ActivityRow['state'],
    likes_count: Number(r.likes_count),
    comments_count: Number(r.comments_count),
    created_at: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
    cursor_at: String(r.cursor_at),
  }));
}

// ---- posts

export async function insertPost(db: Executor, row: typeof feedPosts.$inferInsert): Promise<PostRow> {
  const [r] = await db.insert(feedPosts).values(row).returning();
  if (!r) throw new Error('feed post insert returned nothing');
  return r;
}

export async function findPost(db: Executor, id: string): Promise<PostRow | undefined> {
  const [r] = await db.select().from(feedPosts).where(eq(feedPosts.id, id));
  return r;
}

export async function findPostForUpdate(db: Executor, id: string): Promise<PostRow | undefined> {
  const [r] = await db.select().from(feedPosts).where(eq(feedPosts.id, id)).for('update');
  return r;
}

export async function findPosts(db: Executor, ids: readonly string[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(feedPosts)
    .where(inArray(feedPosts.id, [...ids]));
}

export async function setPostStatus(db: Executor, id: string, status: PostRow['moderation_status']) {
  await db.update(feedPosts).set({ moderation_status: status }).where(eq(feedPosts.id, id));
}

export async function deletePost(db: Executor, id: string) {
  await db.delete(feedPosts).where(eq(feedPosts.id, id));
}

// ---- likes

/** Likes (or likes again); `first` is true only the first time this member ever liked it. */
export async function like(db: Executor, activityId: string, memberId: string): Promise<{ changed: boolean; first: boolean }> {
  const inserted = await db.insert(feedLikes).values({ activity_id: activityId, member_id: memberId }).onConflictDoNothing().returning();
  if (inserted.length) return { changed: true, first: true };
  const again = await db
    .update(feedLikes)
    .set({ active: true })
    .where(and(eq(feedLikes.activity_id, activityId), eq(feedLikes.member_id, memberId), eq(feedLikes.active, false)))
    .returning();
  return { changed: again.length > 0, first: false };
}

export async function unlike(db: Executor, activityId: string, memberId: string): Promise<boolean> {
  const r = await db
    .update(feedLikes)
    .set({ active: false })
    .where(and(eq(feedLikes.activity_id, activityId), eq(feedLikes.member_id, memberId), eq(feedLikes.active, true)))
    .returning();
  return r.length > 0;
}

export async function bumpLikes(db: Executor, activityId: string, delta: number): Promise<number> {
  const [r] = await db
    .update(feedActivities)
    .set({ likes_count: sql`greatest(0, ${feedActivities.likes_count} + ${delta})` })
    .where(eq(feedActivities.id, activityId))
    .returning({ n: feedActivities.likes_count });
  return r?.n ?? 0;
}

export async function likedBy(db: Executor, memberId: string, activityIds: readonly string[]): Promise<Set<string>> {
  if (activityIds.length === 0) return new Set();
  const rows = await db
    .select({ id: feedLikes.activity_id })
    .from(feedLikes)
    .where(and(eq(feedLikes.member_id, memberId), eq(feedLikes.active, true), inArray(feedLikes.activity_id, [...activityIds])));
  return new Set(rows.map((r) => r.id));
}

// ---- comments

export async function insertComment(db: Executor, row: { activity_id: string; author_id: string; body: string }): Promise<CommentRow> {
  const [r] = await db.insert(feedComments).values(row).returning();
  if (!r) throw new Error('feed comment insert returned nothing');
  await db
    .update(feedActivities)
    .set({ comments_count: sql`${feedActivities.comments_count} + 1` })
    .where(eq(feedActivities.id, row.activity_id));
  return r;
}

export async function findComment(db: Executor, id: string): Promise<CommentRow | undefined> {
  const [r] = await db.select().from(feedComments).where(eq(feedComments.id, id));
  return r;
}

export async function deleteComment(db: Executor, comment: CommentRow): Promise<void> {
  const gone = await db.delete(feedComments).where(eq(feedComments.id, comment.id)).returning({ id: feedComments.id });
  if (!gone.length) return;
  await db
    .update(feedActivities)
    .set({ comments_count: sql`greatest(0, ${feedActivities.comments_count} - 1)` })
    .where(eq(feedActivities.id, comment.activity_id));
}

export function commentsOf(db: Executor, activityId: string, limit: number): Promise<CommentRow[]> {
  return db
    .select()
    .from(feedComments)
    .where(eq(feedComments.activity_id, activityId))
    .orderBy(asc(feedComments.created_at), asc(feedComments.id))
    .limit(limit);
}

/**
 * The bench's data (scripts/bench-feed.mjs): `members` members (users and profiles), the first `active`
 * of them with `perMember` text posts each over the last 100 days (`active * perMember` activities),
 * then the follows the
 * bench reads with. All in SQL with generate_series, batched by members so PGlite's one process keeps
 * its memory. Ids are md5-derived version-4 UUIDs, so a re-run finds the same members.
 */
export async function seedFeed(
  database: { query(text: string, params?: unknown[]): Promise<unknown> },
  o: {
    prefix: string;
    members: number;
    active: number;
    perMember: number;
    follows: { follower: string; count: number }[];
    followersOf: { id: string; count: number }[];
  },
): Promise<void> {
  const seedId = (expr: string) => `overlay(overlay(md5($1 || '-' || ${expr}) placing '4' from 13) placing '8' from 17)::uuid`;
  const batch = 2_000;
  for (let start = 0; start < o.members; start += batch) {
    const end = Math.min(o.members, start + batch) - 1;
    await database.query(
      `insert into users (id, email, password_hash)
       select ${seedId('g')}, $1 || '-' || g || '@seed.invalid', '!' from generate_series($2::int, $3::int) g on conflict do nothing`,
      [o.prefix, start, end],
    );
    await database.query(
      `insert into profiles (id, profile_type, display_name, username)
       select ${seedId('g')}, 'creator', 'Bench member ' || g, $1 || '_' || g from generate_series($2::int, $3::int) g on conflict do nothing`,
      [o.prefix, start, end],
    );
    if (start >= o.active) continue;
    await database.query(
      `with p as (
         insert into feed_posts (id, author_id, body, created_at)
         select ${seedId("g || '-' || k")}, ${seedId('g')}, 'Bench update ' || k,
                now() - make_interval(secs => ((g * 7919 + k * 104729) % 8640000))
           from generate_series($2::int, $3::int) g, generate_series(1, $4::int) k
         on conflict do nothing
         returning id, author_id, created_at)
       insert into feed_activities (actor_id, kind, subject_id, created_at) select author_id, 'post', id, created_at from p`,
      [o.prefix, start, Math.min(end, o.active - 1), o.perMember],
    );
  }
  for (const f of o.follows) {
    // `follower` follows the first `count` seeded members.
    await database.query(
      `insert into follows (follower_id, followed_id) select $2::uuid, ${seedId('g')} from generate_series(0, $3::int - 1) g on conflict do nothing`,
      [o.prefix, f.follower, f.count],
    );
  }
  for (const f of o.followersOf) {
    // The first `count` seeded members follow `id`.
    await database.query(
      `insert into follows (follower_id, followed_id) select ${seedId('g')}, $2::uuid from generate_series(0, $3::int - 1) g on conflict do nothing`,
      [o.prefix, f.id, f.count],
    );
  }
  await database.query('analyze feed_activities');
  await database.query('analyze feed_posts');
  await database.query('analyze follows');
}
