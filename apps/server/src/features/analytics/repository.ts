import type { ViewSource } from '@mb/contract/analytics';
import { and, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { analyticsSettings, profileViewDays, profileViewers } from './schema.ts';

/** Today in UTC, so every instance and time zone counts the same day. */
const utcToday = sql`(now() at time zone 'utc')::date`;

/** One view more on today's row of (owner, subject, source). */
export async function countView(
  db: Executor,
  v: { ownerId: string; subjectId: string; source: ViewSource; unnamed: boolean },
): Promise<void> {
  const unnamed = v.unnamed ? 1 : 0;
  await db
    .insert(profileViewDays)
    .values({ owner_id: v.ownerId, day: sql`${utcToday}`, subject_id: v.subjectId, source: v.source, views: 1, unnamed })
    .onConflictDoUpdate({
      target: [profileViewDays.owner_id, profileViewDays.day, profileViewDays.subject_id, profileViewDays.source],
      set: { views: sql`${profileViewDays.views} + 1`, unnamed: sql`${profileViewDays.unnamed} + ${unnamed}` },
    });
}

/** The member's last view of the profile (one row per owner and viewer). */
export async function recordViewer(db: Executor, ownerId: string, viewerId: string, source: ViewSource): Promise<void> {
  await db
    .insert(profileViewers)
    .values({ owner_id: ownerId, viewer_id: viewerId, source })
    .onConflictDoUpdate({ target: [profileViewers.owner_id, profileViewers.viewer_id], set: { viewed_at: sql`now()`, source } });
}

export async function showsViews(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ show: analyticsSettings.show_my_views })
    .from(analyticsSettings)
    .where(eq(analyticsSettings.user_id, userId));
  return row?.show ?? true;
}

export async function setShowsViews(db: Executor, userId: string, show: boolean): Promise<boolean> {
  const [row] = await db
    .insert(analyticsSettings)
    .values({ user_id: userId, show_my_views: show })
    .onConflictDoUpdate({ target: analyticsSettings.user_id, set: { show_my_views: show, updated_at: sql`now()` } })
    .returning({ show: analyticsSettings.show_my_views });
  return row?.show ?? show;
}

/** Every UTC day of the last `days` (today included), oldest first: profile and item views, zeros included. */
export async function viewsByDay(db: Executor, ownerId: string, days: number) {
  const rows = await db.execute<{ date: string; profile_views: number; item_views: number; unnamed: number }>(sql`
    select to_char(d, 'YYYY-MM-DD') as date,
      coalesce(sum(v.views) filter (where v.subject_id = ${ownerId}), 0)::int as profile_views,
      coalesce(sum(v.views) filter (where v.subject_id <> ${ownerId}), 0)::int as item_views,
      coalesce(sum(v.unnamed) filter (where v.subject_id = ${ownerId}), 0)::int as unnamed
    from generate_series(${utcToday} - ${days - 1}::int, ${utcToday}, interval '1 day') d
    left join ${profileViewDays} v on v.owner_id = ${ownerId} and v.day = d::date
    group by d
    order by d`);
  return rows.rows.map((r) => ({
    ...r,
    profile_views: Number(r.profile_views),
    item_views: Number(r.item_views),
    unnamed: Number(r.unnamed),
  }));
}

const since = (days: number) => sql`(${utcToday} - ${days - 1}::int)`;

/** Views by source in the range: of the profile and of its items. */
export async function viewsBySource(db: Executor, ownerId: string, days: number) {
  const rows = await db.execute<{ source: ViewSource; profile_views: number; item_views: number }>(sql`
    select ${profileViewDays.source} as source,
      coalesce(sum(${profileViewDays.views}) filter (where ${profileViewDays.subject_id} = ${ownerId}), 0)::int as profile_views,
      coalesce(sum(${profileViewDays.views}) filter (where ${profileViewDays.subject_id} <> ${ownerId}), 0)::int as item_views
    from ${profileViewDays}
    where ${profileViewDays.owner_id} = ${ownerId} and ${profileViewDays.day} >= ${since(days)}
    group by ${profileViewDays.source}`);
  return rows.rows.map((r) => ({ source: r.source, profile_views: Number(r.profile_views), item_views: Number(r.item_views) }));
}

/** Portfolio items by views in the range, most first. */
export async function topItems(db: Executor, ownerId: string, days: number, limit: number) {
  const views = sql<number>`sum(${profileViewDays.views})::int`;
  const rows = await db
    .select({ id: profileViewDays.subject_id, views })
    .from(profileViewDays)
    .where(
      and(eq(profileViewDays.owner_id, ownerId), gte(profileViewDays.day, since(days)), sql`${profileViewDays.subject_id} <> ${ownerId}`),
    )
    .groupBy(profileViewDays.subject_id)
    .orderBy(desc(views), profileViewDays.subject_id)
    .limit(limit);
  return rows.map((r) => ({ id: r.id, views: Number(r.views) }));
}

/**
 * Members who viewed the profile in the range and show themselves now (a member who turned the switch
 * off since is left out), newest first; `exclude` are members blocked either way.
 */
export async function recentViewers(db: Executor, ownerId: string, days: number, exclude: readonly string[], limit: number) {
  const where = and(
    eq(profileViewers.owner_id, ownerId),
    sql`${profileViewers.viewed_at} >= ${since(days)}::timestamp at time zone 'utc'`,
    sql`coalesce((select s.show_my_views from ${analyticsSettings} s where s.user_id = ${profileViewers.viewer_id}), true)`,
    exclude.length ? notInArray(profileViewers.viewer_id, [...exclude]) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ viewer_id: profileViewers.viewer_id, viewed_at: profileViewers.viewed_at, source: profileViewers.source })
      .from(profileViewers)
      .where(where)
      .orderBy(desc(profileViewers.viewed_at))
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(profileViewers).where(where),
  ]);
  return { rows, count: Number(count?.n ?? 0) };
}
