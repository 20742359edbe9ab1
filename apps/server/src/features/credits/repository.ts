import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { portfolioItemTags, portfolioReleases } from './schema.ts';

export type TagRow = typeof portfolioItemTags.$inferSelect;
export type TagStatus = TagRow['status'];
export type ReleaseRow = typeof portfolioReleases.$inferSelect;

/**
 * Serializes tag writes on one item inside the caller's transaction (two tags at once cannot pass the
 * per-item limit together, and the consent state is computed from what the last writer saw).
 */
export async function lockItemTags(tx: Executor, itemId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credits:${itemId}`}))`);
}

export async function tagsOfItems(db: Executor, itemIds: readonly string[]): Promise<TagRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(portfolioItemTags)
    .where(inArray(portfolioItemTags.item_id, [...itemIds]))
    .orderBy(asc(portfolioItemTags.created_at), asc(portfolioItemTags.member_id));
}

export async function findTag(db: Executor, itemId: string, memberId: string): Promise<TagRow | undefined> {
  const [row] = await db
    .select()
    .from(portfolioItemTags)
    .where(and(eq(portfolioItemTags.item_id, itemId), eq(portfolioItemTags.member_id, memberId)));
  return row;
}

/** Inserts a pending tag; answers false when the member is already tagged on the item. */
export async function insertTag(db: Executor, itemId: string, memberId: string): Promise<boolean> {
  const rows = await db
    .insert(portfolioItemTags)
    .values({ item_id: itemId, member_id: memberId })
    .onConflictDoNothing()
    .returning({ item_id: portfolioItemTags.item_id });
  return rows.length > 0;
}

export async function deleteTag(db: Executor, itemId: string, memberId: string): Promise<boolean> {
  const rows = await db
    .delete(portfolioItemTags)
    .where(and(eq(portfolioItemTags.item_id, itemId), eq(portfolioItemTags.member_id, memberId)))
    .returning({ item_id: portfolioItemTags.item_id });
  return rows.length > 0;
}

export async function setTagStatus(db: Executor, itemId: string, memberId: string, status: TagStatus): Promise<TagRow | undefined> {
  const [row] = await db
    .update(portfolioItemTags)
    .set({ status, decided_at: status === 'pending' ? null : sql`now()` })
    .where(and(eq(portfolioItemTags.item_id, itemId), eq(portfolioItemTags.member_id, memberId)))
    .returning();
  return row;
}

/** The tags put on a member, newest first (at most `limit`). */
export async function tagsOfMember(db: Executor, memberId: string, limit: number): Promise<TagRow[]> {
  return db
    .select()
    .from(portfolioItemTags)
    .where(eq(portfolioItemTags.member_id, memberId))
    .orderBy(desc(portfolioItemTags.created_at), desc(portfolioItemTags.item_id))
    .limit(limit);
}

/** Items a member confirmed appearing in, newest answer first (at most `limit`). */
export async function confirmedItemIdsOf(db: Executor, memberId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ item_id: portfolioItemTags.item_id })
    .from(portfolioItemTags)
    .where(and(eq(portfolioItemTags.member_id, memberId), eq(portfolioItemTags.status, 'confirmed')))
    .orderBy(desc(portfolioItemTags.decided_at), desc(portfolioItemTags.item_id))
    .limit(limit);
  return rows.map((r) => r.item_id);
}

export async function releaseOf(db: Executor, itemId: string): Promise<ReleaseRow | undefined> {
  const [row] = await db.select().from(portfolioReleases).where(eq(portfolioReleases.item_id, itemId));
  return row;
}

export async function itemIdsWithRelease(db: Executor, itemIds: readonly string[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .select({ item_id: portfolioReleases.item_id })
    .from(portfolioReleases)
    .where(inArray(portfolioReleases.item_id, [...itemIds]));
  return new Set(rows.flatMap((r) => (r.item_id ? [r.item_id] : [])));
}

/** Puts the item's release in place; answers the one it replaced (its file is the caller's to delete). */
export async function replaceRelease(
  tx: Executor,
  release: { item_id: string; owner_id: string; path: string; content_type: string; size: number },
): Promise<ReleaseRow | undefined> {
  const [old] = await tx.delete(portfolioReleases).where(eq(portfolioReleases.item_id, release.item_id)).returning();
  await tx.insert(portfolioReleases).values(release);
  return old;
}

export async function deleteRelease(tx: Executor, itemId: string): Promise<ReleaseRow | undefined> {
  const [old] = await tx.delete(portfolioReleases).where(eq(portfolioReleases.item_id, itemId)).returning();
  return old;
}

/** Releases whose item is gone (purged), oldest first. */
export async function orphanReleases(db: Executor, limit: number): Promise<ReleaseRow[]> {
  return db
    .select()
    .from(portfolioReleases)
    .where(isNull(portfolioReleases.item_id))
    .orderBy(asc(portfolioReleases.uploaded_at))
    .limit(limit);
}

export async function deleteReleaseRow(db: Executor, id: string): Promise<void> {
  await db.delete(portfolioReleases).where(eq(portfolioReleases.id, id));
}
