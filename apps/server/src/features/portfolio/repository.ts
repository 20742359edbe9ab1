import { and, asc, count, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { type OwnerDayCount, ownerDayCounts } from '../../platform/db/day-counts.ts';
import { portfolioAlbums, portfolioItems, portfolioLikes, portfolioViews, portfolioWatermarks } from './schema.ts';

export type ItemRow = typeof portfolioItems.$inferSelect;

/** Every stored file of an item: its sizes, its video and the watermark's copies (what a purge removes, what the guard serves). */
export const fileKeysOf = (r: Pick<ItemRow, 'thumb_key' | 'full_key' | 'video_key' | 'marked_key' | 'marked_video_key'>): string[] =>
  [r.thumb_key, r.full_key, r.video_key, r.marked_key, r.marked_video_key].filter((k): k is string => Boolean(k));
export type NewItem = typeof portfolioItems.$inferInsert;
export type AlbumRow = typeof portfolioAlbums.$inferSelect;
export type WatermarkRow = typeof portfolioWatermarks.$inferSelect;
export type ItemPatch = Partial<
  Pick<
    ItemRow,
    | 'title'
    | 'caption'
    | 'content_types'
    | 'nsfw'
    | 'album_id'
    | 'position'
    | 'moderation_status'
    | 'rejection_reason'
    | 'consent_state'
    | 'published_at'
    | 'deleted_at'
    | 'hidden_by_request_at'
    | 'marked_key'
    | 'marked_video_key'
    | 'marked_version'
  >
>;

/** Public now: approved, consent none or confirmed, not hidden by a removal request, not deleted (the owner's profile is checked by the service). */
const isPublicSql = and(
  eq(portfolioItems.moderation_status, 'approved'),
  inArray(portfolioItems.consent_state, ['none', 'confirmed']),
  isNull(portfolioItems.hidden_by_request_at),
  isNull(portfolioItems.deleted_at),
);
const order = [asc(portfolioItems.position), asc(portfolioItems.created_at), asc(portfolioItems.id)];

export async function insertItem(db: Executor, row: NewItem): Promise<ItemRow> {
  const [r] = await db.insert(portfolioItems).values(row).returning();
  if (!r) throw new Error('portfolio item insert returned nothing');
  return r;
}

export async function findItem(db: Executor, id: string): Promise<ItemRow | undefined> {
  const [r] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, id));
  return r;
}

export async function findItemForUpdate(db: Executor, id: string): Promise<ItemRow | undefined> {
  const [r] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, id)).for('update');
  return r;
}

export async function findItems(db: Executor, ids: readonly string[]): Promise<ItemRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(portfolioItems)
    .where(inArray(portfolioItems.id, [...ids]));
}

/** The owner's items that are not deleted, in order. */
export function ownItems(db: Executor, ownerId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(portfolioItems)
    .where(and(eq(portfolioItems.owner_id, ownerId), isNull(portfolioItems.deleted_at)))
    .orderBy(...order);
}

/** Every item of a member, soft-deleted ones too, oldest first (the grace downgrade picks what goes). */
export function allItemsOldestFirst(db: Executor, ownerId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.owner_id, ownerId))
    .orderBy(asc(portfolioItems.created_at), asc(portfolioItems.id));
}

/** A member's public items, in order (optionally of one album). */
export function publicItemsOf(db: Executor, ownerId: string, albumId?: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(portfolioItems)
    .where(and(eq(portfolioItems.owner_id, ownerId), isPublicSql, albumId ? eq(portfolioItems.album_id, albumId) : undefined))
    .orderBy(...order);
}

/** Items not deleted, by kind: what the limits count. */
export async function countsOf(db: Executor, ownerId: string): Promise<{ images: number; videos: number }> {
  const rows = await db
    .select({ kind: portfolioItems.kind, n: count() })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.owner_id, ownerId), isNull(portfolioItems.deleted_at)))
    .groupBy(portfolioItems.kind);
  const of = (k: string) => rows.find((r) => r.kind === k)?.n ?? 0;
  return { images: of('image'), videos: of('video') };
}

/** Serializes one member's uploads and reorders (the limit check and the insert must not interleave). */
export async function lockOwner(db: Executor, ownerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('portfolio'), hashtext(${ownerId}))`);
}

export async function nextPosition(db: Executor, ownerId: string): Promise<number> {
  const [r] = await db
    .select({ max: sql<number | null>`max(${portfolioItems.position})` })
    .from(portfolioItems)
    .where(eq(portfolioItems.owner_id, ownerId));
  return (r?.max ?? -1) + 1;
}

export async function updateItem(db: Executor, id: string, patch: ItemPatch): Promise<ItemRow | undefined> {
  const [r] = await db
    .update(portfolioItems)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(portfolioItems.id, id))
    .returning();
  return r;
}

export async function deleteItemRow(db: Executor, id: string): Promise<void> {
  await db.delete(portfolioItems).where(eq(portfolioItems.id, id));
}

/** Sets each item's position, for the owner's items only. */
export async function setPositions(db: Executor, ownerId: string, order: readonly { id: string; position: number }[]): Promise<void> {
  if (!order.length) return;
  const ids = sql.join(
    order.map((o) => sql`${o.id}`),
    sql`, `,
  );
  const positions = sql.join(
    order.map((o) => sql`${o.position}`),
    sql`, `,
  );
  await db.execute(sql`
    update portfolio_items p set position = o.pos, updated_at = now()
    from unnest(array[${ids}]::uuid[], array[${positions}]::int[]) as o(id, pos)
    where p.id = o.id and p.owner_id = ${ownerId}`);
}

/** Soft-deleted items whose undo time has passed (the purge job's safety net). */
export function deletedBefore(db: Executor, before: Date, limit: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(portfolioItems)
    .where(and(isNotNull(portfolioItems.deleted_at), lt(portfolioItems.deleted_at, before)))
    .limit(limit);
}

// ---- albums

export function albumsOf(db: Executor, ownerId: string): Promise<AlbumRow[]> {
  return db
    .select()
    .from(portfolioAlbums)
    .where(eq(portfolioAlbums.owner_id, ownerId))
    .orderBy(asc(portfolioAlbums.position), asc(portfolioAlbums.created_at));
}

export async function findAlbum(db: Executor, id: string): Promise<AlbumRow | undefined> {
  const [r] = await db.select().from(portfolioAlbums).where(eq(portfolioAlbums.id, id));
  return r;
}

export async function countAlbums(db: Executor, ownerId: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(portfolioAlbums).where(eq(portfolioAlbums.owner_id, ownerId));
  return r?.n ?? 0;
}

export async function insertAlbum(db: Executor, row: typeof portfolioAlbums.$inferInsert): Promise<AlbumRow> {
  const [r] = await db.insert(portfolioAlbums).values(row).returning();
  if (!r) throw new Error('album insert returned nothing');
  return r;
}

export async function updateAlbum(
  db: Executor,
  id: string,
  patch: Partial<Pick<AlbumRow, 'title' | 'description' | 'cover_item_id' | 'position'>>,
): Promise<AlbumRow | undefined> {
  const [r] = await db.update(portfolioAlbums).set(patch).where(eq(portfolioAlbums.id, id)).returning();
  return r;
}

export async function deleteAlbum(db: Executor, id: string): Promise<void> {
  await db.delete(portfolioAlbums).where(eq(portfolioAlbums.id, id));
}

export async function setAlbumPositions(db: Executor, ownerId: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    update portfolio_albums a set position = o.pos - 1
    from unnest(array[${list}]::uuid[]) with ordinality as o(id, pos)
    where a.id = o.id and a.owner_id = ${ownerId}`);
}

// ---- likes and views

/** Likes the item; answers whether this member never liked it before (then the owner hears it). */
export async function like(db: Executor, itemId: string, memberId: string): Promise<{ changed: boolean; first: boolean }> {
  const inserted = await db
    .insert(portfolioLikes)
    .values({ item_id: itemId, member_id: memberId })
    .onConflictDoNothing()
    .returning({ item_id: portfolioLikes.item_id });
  if (inserted.length) return { changed: true, first: true };
  const revived = await db
    .update(portfolioLikes)
    .set({ active: true })
    .where(and(eq(portfolioLikes.item_id, itemId), eq(portfolioLikes.member_id, memberId), eq(portfolioLikes.active, false)))
    .returning({ item_id: portfolioLikes.item_id });
  return { changed: revived.length > 0, first: false };
}

export async function unlike(db: Executor, itemId: string, memberId: string): Promise<boolean> {
  const r = await db
    .update(portfolioLikes)
    .set({ active: false })
    .where(and(eq(portfolioLikes.item_id, itemId), eq(portfolioLikes.member_id, memberId), eq(portfolioLikes.active, true)))
    .returning({ item_id: portfolioLikes.item_id });
  return r.length > 0;
}

/** Moves the item's like counter by delta and answers the new count. */
export async function bumpLikes(db: Executor, itemId: string, delta: number): Promise<number> {
  const [r] = await db
    .update(portfolioItems)
    .set({ likes_count: sql`greatest(${portfolioItems.likes_count} + ${delta}, 0)` })
    .where(eq(portfolioItems.id, itemId))
    .returning({ n: portfolioItems.likes_count });
  return r?.n ?? 0;
}

/** The items of `itemIds` this member likes now. */
export async function likedBy(db: Executor, memberId: string, itemIds: readonly string[]): Promise<Set<string>> {
  if (!itemIds.length) return new Set();
  const rows = await db
    .select({ id: portfolioLikes.item_id })
    .from(portfolioLikes)
    .where(and(eq(portfolioLikes.member_id, memberId), eq(portfolioLikes.active, true), inArray(portfolioLikes.item_id, [...itemIds])));
  return new Set(rows.map((r) => r.id));
}

/** Counts a view once per reader and UTC day; answers the item's view count. */
export async function recordView(db: Executor, itemId: string, reader: string, day: string): Promise<number> {
  const inserted = await db
    .insert(portfolioViews)
    .values({ item_id: itemId, reader, day })
    .onConflictDoNothing()
    .returning({ item_id: portfolioViews.item_id });
  const [r] = inserted.length
    ? await db
        .update(portfolioItems)
        .set({ views_count: sql`${portfolioItems.views_count} + 1` })
        .where(eq(portfolioItems.id, itemId))
        .returning({ n: portfolioItems.views_count })
    : await db.select({ n: portfolioItems.views_count }).from(portfolioItems).where(eq(portfolioItems.id, itemId));
  return r?.n ?? 0;
}

/** View rows older than `day` de-duplicate nothing any more. */
export async function pruneViews(db: Executor, day: string): Promise<void> {
  await db.delete(portfolioViews).where(lt(portfolioViews.day, day));
}

/**
 * The first `perOwner` public items of each owner, in the owner's order (one statement for a page of
 * discovery cards). The content filter, when given, is matchesContentFilter in SQL.
 */
export async function firstPublicItemsOf(db: Executor, ownerIds: readonly string[], perOwner: number, filter?: string): Promise<ItemRow[]> {
  if (!ownerIds.length) return [];
  const filtered =
    filter && filter !== 'all'
      ? sql`and (cardinality(${portfolioItems.content_types}) = 0 or ${portfolioItems.content_types} && ${sql.param([filter, 'anything_goes'])}::text[])`
      : sql``;
  const ranked = db
    .select({
      id: portfolioItems.id,
      rn: sql<number>`row_number() over (partition by ${portfolioItems.owner_id} order by ${portfolioItems.position}, ${portfolioItems.created_at}, ${portfolioItems.id})`.as(
        'rn',
      ),
    })
    .from(portfolioItems)
    .where(and(inArray(portfolioItems.owner_id, [...ownerIds]), isPublicSql, sql`true ${filtered}`))
    .as('ranked');
  return db
    .select()
    .from(portfolioItems)
    .innerJoin(ranked, eq(ranked.id, portfolioItems.id))
    .where(sql`${ranked.rn} <= ${perOwner}`)
    .orderBy(...order)
    .then((rows) => rows.map((r) => r.portfolio_items));
}

/** Views of a member's items, all time (live items only): the studio dashboard's figure. */
export async function viewsTotalOf(db: Executor, ownerId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${portfolioItems.views_count}), 0)::int` })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.owner_id, ownerId), isNull(portfolioItems.deleted_at)));
  return Number(r?.n ?? 0);
}

/** Views of each of `ownerIds`' live items, all time (day null only: views per day are kept two days). */
export async function viewTotalsOf(db: Executor, ownerIds: readonly string[]): Promise<OwnerDayCount[]> {
  if (!ownerIds.length) return [];
  const owner = portfolioItems.owner_id;
  const totals = await db
    .select({ owner, n: sql<number>`coalesce(sum(${portfolioItems.views_count}), 0)::int` })
    .from(portfolioItems)
    .where(and(inArray(owner, [...ownerIds]), isNull(portfolioItems.deleted_at)))
    .groupBy(owner);
  return ownerDayCounts(totals, []);
}

/** One member's portfolio in figures (the public API's statistics): live items by kind, public ones, albums, views, likes. */
export async function statsOf(db: Executor, ownerId: string) {
  const [items] = await db
    .select({
      items: sql<number>`count(*)::int`,
      images: sql<number>`(count(*) filter (where ${portfolioItems.kind} = 'image'))::int`,
      videos: sql<number>`(count(*) filter (where ${portfolioItems.kind} = 'video'))::int`,
      public_items: sql<number>`(count(*) filter (where ${portfolioItems.moderation_status} = 'approved' and ${portfolioItems.consent_state} in ('none', 'confirmed')))::int`,
      views: sql<number>`coalesce(sum(${portfolioItems.views_count}), 0)::int`,
      likes: sql<number>`coalesce(sum(${portfolioItems.likes_count}), 0)::int`,
    })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.owner_id, ownerId), isNull(portfolioItems.deleted_at)));
  const [albums] = await db.select({ n: count() }).from(portfolioAlbums).where(eq(portfolioAlbums.owner_id, ownerId));
  return {
    items: Number(items?.items ?? 0),
    images: Number(items?.images ?? 0),
    videos: Number(items?.videos ?? 0),
    public_items: Number(items?.public_items ?? 0),
    albums: Number(albums?.n ?? 0),
    views: Number(items?.views ?? 0),
    likes: Number(items?.likes ?? 0),
  };
}

// Watermarks (issue 35)

export async function findWatermark(db: Executor, ownerId: string): Promise<WatermarkRow | undefined> {
  const [r] = await db.select().from(portfolioWatermarks).where(eq(portfolioWatermarks.owner_id, ownerId));
  return r;
}

/** The owners among `ownerIds` whose watermark is on. */
export async function watermarkedOwners(db: Executor, ownerIds: readonly string[]): Promise<Set<string>> {
  if (!ownerIds.length) return new Set();
  const rows = await db
    .select({ id: portfolioWatermarks.owner_id })
    .from(portfolioWatermarks)
    .where(and(inArray(portfolioWatermarks.owner_id, [...new Set(ownerIds)]), eq(portfolioWatermarks.enabled, true)));
  return new Set(rows.map((r) => r.id));
}

/** Writes the member's watermark as a new version (the row locked, so two changes get two versions). */
export async function saveWatermark(
  db: Executor,
  ownerId: string,
  v: Pick<WatermarkRow, 'enabled' | 'text_source' | 'custom_text' | 'position' | 'opacity'>,
): Promise<WatermarkRow> {
  const [r] = await db
    .insert(portfolioWatermarks)
    .values({ owner_id: ownerId, ...v, version: 1, updated_at: new Date() })
    .onConflictDoUpdate({
      target: portfolioWatermarks.owner_id,
      set: { ...v, version: sql`${portfolioWatermarks.version} + 1`, updated_at: new Date() },
    })
    .returning();
  if (!r) throw new Error('watermark upsert returned nothing');
  return r;
}

/** Of the owner's items (not deleted): how many there are, and how many are up to date with `version`. */
export async function markProgress(db: Executor, ownerId: string, version: number): Promise<{ done: number; total: number }> {
  const [r] = await db
    .select({
      total: count(),
      done: sql<number>`count(*) filter (where ${portfolioItems.marked_version} = ${version})`.mapWith(Number),
    })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.owner_id, ownerId), isNull(portfolioItems.deleted_at)));
  return { done: r?.done ?? 0, total: r?.total ?? 0 };
}

/** The owner's items (not deleted) not yet made for `version`, a few at a time. */
export function itemsBehind(db: Executor, ownerId: string, version: number, limit: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(portfolioItems)
    .where(
      and(eq(portfolioItems.owner_id, ownerId), isNull(portfolioItems.deleted_at), sql`${portfolioItems.marked_version} <> ${version}`),
    )
    .orderBy(...order)
    .limit(limit);
}

/** Whether the item (not deleted) is still not made for `version`: another run may have made it meanwhile. */
export async function isBehind(db: Executor, itemId: string, version: number): Promise<boolean> {
  const rows = await db
    .select({ id: portfolioItems.id })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.id, itemId), isNull(portfolioItems.deleted_at), sql`${portfolioItems.marked_version} <> ${version}`));
  return rows.length > 0;
}

/** The marked copies of an item for one watermark version: the full view's and (videos) the video's. */
export interface MarkedCopies {
  marked_key: string | null;
  marked_video_key: string | null;
}

/**
 * Points the item at its copies for `version` (or none), unless they were made for this version
 * already or the item is gone; answers the row's copies as they were before (to forget and remove),
 * or undefined when nothing changed.
 */
export async function setMarked(db: Executor, itemId: string, version: number, copies: MarkedCopies): Promise<MarkedCopies | undefined> {
  const [before] = await db
    .select({ marked_key: portfolioItems.marked_key, marked_video_key: portfolioItems.marked_video_key })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.id, itemId), sql`${portfolioItems.marked_version} <> ${version}`))
    .for('update');
  if (!before) return undefined;
  await db
    .update(portfolioItems)
    .set({ ...copies, marked_version: version })
    .where(eq(portfolioItems.id, itemId));
  return before;
}

/** The watermarked copies of the owner's items, pictures and videos (derived files, left out of the owner's own export). */
export async function markedKeysOf(db: Executor, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ image: portfolioItems.marked_key, video: portfolioItems.marked_video_key })
    .from(portfolioItems)
    .where(
      and(
        eq(portfolioItems.owner_id, ownerId),
        sql`(${portfolioItems.marked_key} is not null or ${portfolioItems.marked_video_key} is not null)`,
      ),
    );
  return rows.flatMap((r) => [r.image, r.video]).filter((k): k is string => k !== null);
}
