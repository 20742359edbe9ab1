import type { ProfileType } from '@mb/contract/auth';
import { and, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/client.ts';
import { memberBlocks, memberMutes, profileNameWords, profiles } from './schema.ts';

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

export async function findProfileForUpdate(db: Executor, id: string): Promise<ProfileRow | undefined> {
  const [p] = await db.select().from(profiles).where(eq(profiles.id, id)).for('update');
  return p;
}

/** Members whose paid period ended and who are not downgraded yet, oldest end first (graceOfRow's `lapsed`). */
export function lapsedSubscriptions(db: Executor, limit: number) {
  return db
    .select()
    .from(profiles)
    .where(
      and(
        sql`${profiles.subscription_status} is not null`,
        sql`${profiles.subscription_status} <> 'expired'`,
        sql`${profiles.subscription_end_date} <= now()`,
      ),
    )
    .orderBy(profiles.subscription_end_date)
    .limit(limit);
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

/** Of `ids`, those with a block between them and `viewerId` in either direction (one read). */
export async function blockedAmong(db: Executor, viewerId: string, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ blocker: memberBlocks.blocker_id, blocked: memberBlocks.blocked_id })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blocker_id, viewerId), inArray(memberBlocks.blocked_id, [...ids])),
        and(eq(memberBlocks.blocked_id, viewerId), inArray(memberBlocks.blocker_id, [...ids])),
      ),
    );
  return new Set(rows.map((r) => (r.blocker === viewerId ? r.blocked : r.blocker)));
}

// ---------------------------------------------------------------------------------------------
// Discovery (issue 12; features/discovery/README.md): one statement per page over the profiles table.

export interface DiscoverFilters {
  viewerId: string | null;
  /** Members hiding from the viewer's place (geo-blocking), left out. */
  hiddenIds?: readonly string[];
  /** to_tsquery text built by buildNameQuery (never the reader's raw text). */
  tsquery?: string;
  /** The search as typed, lower-cased: a username equal to it comes first. */
  exact?: string;
  type?: string;
  contentTypes?: readonly string[];
  location?: string;
  /** The viewer's own coordinates (from their profile, never the request) and the radius. */
  origin?: { lat: number; lng: number };
  radiusKm?: number;
  verifiedOnly: boolean;
  proOnly: boolean;
  /** The header's content filter ('all' or absent: off). */
  contentFilter?: string;
  sort: 'relevance' | 'newest' | 'nearest';
  limit: number;
  offset: number;
}

export type DiscoverRow = Pick<
  ProfileRow,
  | 'id'
  | 'username'
  | 'display_name'
  | 'profile_type'
  | 'location'
  | 'content_types'
  | 'avatar_approved_url'
  | 'avatar_approved_thumb_url'
  | 'vaulth_verified'
  | 'subscription_status'
  | 'subscription_end_date'
  | 'moderator_granted_end_date'
  | 'created_at'
> & { distance_km: number | null };

/** Lower-case words of letters and digits (at most `max`, each at most 40 characters): how names are split. */
export function nameWords(text: string, max = 6): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && w.length <= 40);
  return [...new Set(words)].slice(0, max);
}

/** Adds the words of a stage name and username to the vocabulary typos are corrected from. */
export async function addNameWords(db: Executor, ...texts: (string | null | undefined)[]): Promise<void> {
  const words = [...new Set(texts.flatMap((t) => (t ? nameWords(t, 20) : [])))];
  if (words.length)
    await db
      .insert(profileNameWords)
      .values(words.map((word) => ({ word })))
      .onConflictDoNothing();
}

/**
 * Close spellings of each search word from the vocabulary (pg_trgm similarity, its default 0.3: 'velvit'
 * finds 'velvet'), at most 3 per word, in one statement.
 */
export async function similarNameWords(db: Executor, words: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(words.map((w) => [w, []]));
  if (!words.length) return out;
  const rows = await db.execute<{ w: string; word: string }>(sql`select q.w, d.word from unnest(${sql.param(words)}::text[]) as q(w)
    cross join lateral (
      select word from ${profileNameWords} where word % q.w and word <> q.w order by similarity(word, q.w) desc, word limit 3
    ) d`);
  for (const r of rows.rows) out.get(r.w)?.push(r.word);
  return out;
}

/** Every word must match: as typed, as a prefix, or as one of its close spellings. Words are letters and digits only. */
export function buildNameQuery(words: string[], similar: Map<string, string[]>): string {
  return words.map((w) => `(${[`${w}:*`, ...(similar.get(w) ?? [])].join(' | ')})`).join(' & ');
}

const EARTH_KM = 6371;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Great-circle distance in km from the origin (haversine), for rows with coordinates. The bounding box
 * below lets the btree on (latitude, longitude) find candidates; this decides.
 */
const distanceSql = (o: { lat: number; lng: number }) => sql`(2 * ${EARTH_KM} * asin(sqrt(
    power(sin(radians(${profiles.latitude} - ${o.lat}::float8) / 2), 2)
    + cos(radians(${o.lat}::float8)) * cos(radians(${profiles.latitude}))
      * power(sin(radians(${profiles.longitude} - ${o.lng}::float8) / 2), 2))))`;

/** The box around the origin that holds every point within `km` (longitude widened by latitude; poles and the date line clamp). */
export function boundingBox(o: { lat: number; lng: number }, km: number) {
  const dLat = (km / EARTH_KM) * (180 / Math.PI);
  const latMin = Math.max(-90, o.lat - dLat);
  const latMax = Math.min(90, o.lat + dLat);
  const cosLat = Math.cos((Math.max(Math.abs(latMin), Math.abs(latMax)) * Math.PI) / 180);
  const dLng = cosLat < 1e-6 ? 180 : ((km / EARTH_KM) * (180 / Math.PI)) / cosLat;
  if (dLng >= 180) return { latMin, latMax, lngRanges: [[-180, 180]] as [number, number][] };
  const lo = o.lng - dLng;
  const hi = o.lng + dLng;
  // Across the date line: two ranges.
  if (lo < -180)
    return {
      latMin,
      latMax,
      lngRanges: [
        [lo + 360, 180],
        [-180, hi],
      ] as [number, number][],
    };
  if (hi > 180)
    return {
      latMin,
      latMax,
      lngRanges: [
        [lo, 180],
        [-180, hi - 360],
      ] as [number, number][],
    };
  return { latMin, latMax, lngRanges: [[lo, hi]] as [number, number][] };
}

/**
 * How many matches of a name search are ranked (about 20 pages): a broad word shows well-ranked
 * members at once rather than the best of thousands; more words or a filter narrow the set.
 */
export const RANK_CANDIDATES = 500;

/**
 * Members the viewer may discover, one page (plus one row, so the caller knows whether more follow).
 * Always: a username, not the viewer, no block either way, members-only profiles only to a signed-in
 * viewer; and onboarding completed, unless the username was typed exactly (a name search by
 * relevance). The Pro condition is isProRow (presenter.ts) in SQL.
 */
export async function discoverMembers(db: Executor, f: DiscoverFilters): Promise<DiscoverRow[]> {
  const rows = (await db.execute<Record<string, unknown>>(discoverStatement(f))).rows;
  const date = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));
  return rows.map((r) => ({
    id: String(r.id),
    username: r.username as string | null,
    display_name: r.display_name as string | null,
    profile_type: r.profile_type as ProfileRow['profile_type'],
    location: r.location as string | null,
    content_types: (r.content_types as string[] | null) ?? [],
    avatar_approved_url: r.avatar_approved_url as string | null,
    avatar_approved_thumb_url: r.avatar_approved_thumb_url as string | null,
    vaulth_verified: Boolean(r.vaulth_verified),
    subscription_status: r.subscription_status as string | null,
    subscription_end_date: date(r.subscription_end_date),
    moderator_granted_end_date: date(r.moderator_granted_end_date),
    created_at: date(r.created_at) ?? new Date(0),
    distance_km: r.distance_km === null || r.distance_km === undefined ? null : Number(r.distance_km),
  }));
}

/** discoverMembers' one statement (exported so a test can read its plan). */
export function discoverStatement(f: DiscoverFilters): SQL {
  // Listed: onboarding completed. The username typed exactly finds its member even before that (below):
  // the handle is public (the profile page answers at it), so whoever knows it can reach them (issue 31).
  const completed = sql`${profiles.onboarding_completed}`;
  const conds: SQL[] = [sql`${profiles.username} is not null`];
  if (f.viewerId) {
    conds.push(sql`${profiles.id} <> ${f.viewerId}`);
    conds.push(sql`not exists (select 1 from ${memberBlocks} b
      where (b.blocker_id = ${profiles.id} and b.blocked_id = ${f.viewerId}) or (b.blocker_id = ${f.viewerId} and b.blocked_id = ${profiles.id}))`);
  } else {
    conds.push(sql`${profiles.visibility} = 'public'`);
  }
  if (f.hiddenIds?.length) conds.push(sql`not (${profiles.id} = any(${sql.param([...f.hiddenIds])}::uuid[]))`);
  const doc = profiles.name_search;
  const tsq = f.tsquery ? sql`to_tsquery('simple'::regconfig, ${f.tsquery})` : null;
  if (tsq) conds.push(sql`${doc} @@ ${tsq}`);
  if (f.type) conds.push(sql`${profiles.profile_type} = ${f.type}`);
  if (f.contentTypes?.length) conds.push(sql`${profiles.content_types} && ${sql.param([...f.contentTypes])}::text[]`);
  if (f.contentFilter && f.contentFilter !== 'all') {
    // matchesContentFilter (contract portfolio.ts) for a member: none listed, the chosen one, or anything goes.
    conds.push(
      sql`(cardinality(${profiles.content_types}) = 0 or ${profiles.content_types} && ${sql.param([f.contentFilter, 'anything_goes'])}::text[])`,
    );
  }
  if (f.location?.trim()) conds.push(sql`lower(${profiles.location}) like ${`%${likeEscape(f.location.trim().toLowerCase())}%`}`);
  if (f.verifiedOnly) conds.push(sql`${profiles.vaulth_verified}`);
  if (f.proOnly) {
    conds.push(
      sql`((${profiles.subscription_status} is not null and ${profiles.subscription_status} <> 'expired' and
        (${profiles.subscription_end_date} > now() or (${profiles.subscription_end_date} is null and ${profiles.subscription_status} = 'active')))
        or ${profiles.moderator_granted_end_date} > now())`,
    );
  }
  const dist = f.origin ? distanceSql(f.origin) : null;
  if (f.origin && f.radiusKm) {
    const box = boundingBox(f.origin, f.radiusKm);
    const lng = box.lngRanges.map(([a, b]) => sql`${profiles.longitude} between ${a} and ${b}`);
    conds.push(sql`${profiles.latitude} between ${box.latMin} and ${box.latMax}`);
    conds.push(lng.length === 1 ? (lng[0] as SQL) : sql`(${sql.join(lng, sql` or `)})`);
    conds.push(sql`${dist} <= ${f.radiusKm}`);
  }
  const newest = sql`${profiles.created_at} desc nulls last, ${profiles.id} desc nulls last`;
  let order: SQL;
  if (f.sort === 'nearest' && dist) order = sql`${dist} asc nulls last, ${profiles.id}`;
  else if (f.sort === 'relevance' && tsq) {
    // The username typed exactly first, then the full-text rank (more and exact words weigh more).
    order = sql`(${profiles.username} = ${f.exact ?? ''}) desc, ts_rank(${doc}, ${tsq}) desc, ${newest}`;
  } else if (f.sort === 'relevance') order = sql`${profiles.vaulth_verified} desc nulls last, ${newest}`;
  else order = newest;
  const anyStage = sql.join(conds, sql` and `);
  const where = sql.join([completed, ...conds], sql` and `);
  // A name search by relevance ranks a bounded set: the first RANK_CANDIDATES matches the index finds
  // (plus the username typed exactly), not every match of a broad word ('velvet': one member in 40).
  const from =
    f.sort === 'relevance' && tsq
      ? sql`(
          (select * from ${profiles} where ${anyStage} and lower(${profiles.username}) = ${f.exact ?? ''})
          union all
          (select * from ${profiles} where ${where} and lower(${profiles.username}) <> ${f.exact ?? ''} limit ${RANK_CANDIDATES})
        ) as ${profiles}`
      : sql`${profiles} where ${where}`;
  const statement = sql`select ${profiles.id} as id, ${profiles.username} as username, ${profiles.display_name} as display_name,
      ${profiles.profile_type} as profile_type, ${profiles.location} as location, ${profiles.content_types} as content_types,
      ${profiles.avatar_approved_url} as avatar_approved_url, ${profiles.avatar_approved_thumb_url} as avatar_approved_thumb_url,
      ${profiles.vaulth_verified} as vaulth_verified, ${profiles.subscription_status} as subscription_status,
      ${profiles.subscription_end_date} as subscription_end_date,
      ${profiles.moderator_granted_end_date} as moderator_granted_end_date, ${profiles.created_at} as created_at,
      ${dist ?? sql`null::float8`} as distance_km
    from ${from}
    order by ${order}
    limit ${f.limit} offset ${f.offset}`;
  return statement;
}

/** The member's location parts and coordinates. */
export async function findLocation(db: Executor, id: string) {
  const [r] = await db
    .select({
      city: profiles.city,
      region: profiles.region,
      country: profiles.country,
      latitude: profiles.latitude,
      longitude: profiles.longitude,
      location: profiles.location,
      location_updated_at: profiles.location_updated_at,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  return r;
}

// ---------------------------------------------------------------------------------------------
// Seeding (the bench's 100k members): many complete profiles in a few statements.

const SEED_FIRST = [
  'Velvet',
  'Scarlet',
  'Ruby',
  'Jade',
  'Amber',
  'Raven',
  'Luna',
  'Nova',
  'Ivy',
  'Roxy',
  'Sienna',
  'Blaze',
  'Dakota',
  'Skye',
  'Phoenix',
  'Storm',
  'Cherry',
  'Misty',
  'Onyx',
  'Willow',
  'Aurora',
  'Coco',
  'Indigo',
  'Lola',
  'Max',
  'Rex',
  'Jett',
  'Kai',
  'Leo',
  'Zane',
  'Ash',
  'Cruz',
  'Dante',
  'Ezra',
  'Finn',
  'Gage',
  'Hunter',
  'Jax',
  'Knox',
  'Milo',
];
const SEED_LAST = [
  'Vale',
  'Noir',
  'Marlowe',
  'Rose',
  'Steele',
  'Blaze',
  'Knight',
  'Fox',
  'Wilde',
  'Lane',
  'Storm',
  'Star',
  'Monroe',
  'Sinclair',
  'Hart',
  'Black',
  'Diamond',
  'Rivers',
  'Frost',
  'Cruz',
  'Reign',
  'Moon',
  'Sage',
  'Quinn',
  'Bishop',
];
/** City, region, country, latitude, longitude. */
const SEED_PLACES: [string, string, string, number, number][] = [
  ['Berlin', 'Berlin', 'Germany', 52.52, 13.4],
  ['Los Angeles', 'California', 'USA', 34.05, -118.24],
  ['Miami', 'Florida', 'USA', 25.76, -80.19],
  ['Prague', 'Prague', 'Czechia', 50.08, 14.44],
  ['Budapest', 'Budapest', 'Hungary', 47.5, 19.04],
  ['Barcelona', 'Catalonia', 'Spain', 41.39, 2.17],
  ['London', 'England', 'UK', 51.51, -0.13],
  ['Amsterdam', 'North Holland', 'Netherlands', 52.37, 4.9],
  ['Las Vegas', 'Nevada', 'USA', 36.17, -115.14],
  ['Paris', 'Ile-de-France', 'France', 48.86, 2.35],
  ['Montreal', 'Quebec', 'Canada', 45.5, -73.57],
  ['Sydney', 'New South Wales', 'Australia', -33.87, 151.21],
  ['Toronto', 'Ontario', 'Canada', 43.65, -79.38],
  ['Lisbon', 'Lisbon', 'Portugal', 38.72, -9.14],
  ['Warsaw', 'Masovia', 'Poland', 52.23, 21.01],
  ['Vienna', 'Vienna', 'Austria', 48.21, 16.37],
];
const SEED_CONTENT = ['straight', 'bi', 'gay', 'lesbian', 'male_with_ftm', 'male_with_mtf', 'anything_goes'];

/**
 * Seeds `count` members (users and profiles; ids from md5(prefix-n), so a second call adds nothing):
 * names, types, content types and places from small vocabularies, coordinates scattered up to ~30 km
 * around each city for two thirds of them, 95% onboarded, 10% members-only, a quarter verified.
 */
export async function seedMembers(database: Database, prefix: string, count: number): Promise<void> {
  const seedId = `overlay(overlay(md5($1 || '-' || g) placing '4' from 13) placing '8' from 17)::uuid`;
  const places = (i: number) => SEED_PLACES.map((p) => p[i]);
  for (let start = 0; start < count; start += 10_000) {
    const end = Math.min(count, start + 10_000) - 1;
    await database.query(
      `insert into users (id, email, password_hash)
       select ${seedId}, $1 || '-m' || g || '@seed.invalid', '!' from generate_series($2::int, $3::int) g
       on conflict do nothing`,
      [prefix, start, end],
    );
    await database.query(
      `insert into profiles (id, profile_type, username, display_name, content_types, city, region, country, location,
         latitude, longitude, onboarding_completed, onboarding_step, vaulth_verified, visibility, subscription_status,
         subscription_end_date, created_at, updated_at)
       select id, type, username, name, content, city, region, country, city || ', ' || region || ', ' || country,
         case when g % 3 <> 0 then round((lat + ((g::bigint * 7919) % 600 - 300) / 1000.0)::numeric, 2)::float8 end,
         case when g % 3 <> 0 then round((lng + ((g::bigint * 104729) % 600 - 300) / 1000.0)::numeric, 2)::float8 end,
         g % 20 <> 7, 5, g % 4 = 0, case when g % 10 = 0 then 'members' else 'public' end,
         case when g % 9 = 0 then 'active' end, case when g % 9 = 0 then now() + interval '30 days' end, made, made
       from (
         select ${seedId} as id, g,
           case when g % 10 < 7 then 'creator' when g % 10 < 9 then 'studio' else 'business' end as type,
           $1 || '_' || g as username,
           ($4::text[])[1 + g % 40] || ' ' || ($5::text[])[1 + (g / 40) % 25] as name,
           case when g % 3 = 0 then array[($6::text[])[1 + g % 7], ($6::text[])[1 + (g / 7) % 7]] else array[($6::text[])[1 + g % 7]] end as content,
           ($7::text[])[1 + (g / 11) % 16] as city, ($8::text[])[1 + (g / 11) % 16] as region, ($9::text[])[1 + (g / 11) % 16] as country,
           ($10::float8[])[1 + (g / 11) % 16] as lat, ($11::float8[])[1 + (g / 11) % 16] as lng,
           now() - make_interval(mins => g) as made
         from generate_series($2::int, $3::int) g
       ) s
       on conflict (id) do nothing`,
      [prefix, start, end, SEED_FIRST, SEED_LAST, SEED_CONTENT, places(0), places(1), places(2), places(3), places(4)],
    );
  }
  await database.query(
    `insert into profile_name_words (word)
     select distinct lower(w) from unnest($1::text[] || $2::text[] || array[$3::text]) w on conflict do nothing`,
    [SEED_FIRST, SEED_LAST, prefix.toLowerCase()],
  );
}
