import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { biolinkLinks, biolinkPages } from './schema.ts';

export type PageRow = typeof biolinkPages.$inferSelect;
export type LinkRow = typeof biolinkLinks.$inferSelect;

export async function findPageByOwner(db: Executor, ownerId: string): Promise<PageRow | undefined> {
  const [r] = await db.select().from(biolinkPages).where(eq(biolinkPages.owner_id, ownerId));
  return r;
}

export async function findPageBySlug(db: Executor, slug: string): Promise<PageRow | undefined> {
  const [r] = await db.select().from(biolinkPages).where(eq(biolinkPages.slug, slug));
  return r;
}

export function linksOf(db: Executor, pageId: string): Promise<LinkRow[]> {
  return db.select().from(biolinkLinks).where(eq(biolinkLinks.page_id, pageId)).orderBy(asc(biolinkLinks.position));
}

/** Whether another member's page already has this address. */
export async function slugTakenByOther(db: Executor, slug: string, ownerId: string): Promise<boolean> {
  const [r] = await db
    .select({ id: biolinkPages.id })
    .from(biolinkPages)
    .where(and(eq(biolinkPages.slug, slug), ne(biolinkPages.owner_id, ownerId)));
  return r !== undefined;
}

/** Serializes saves of one member's page (two tabs saving at once must not duplicate links). */
export async function lockOwner(tx: Executor, ownerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`biolink:${ownerId}`}))`);
}

export async function upsertPage(
  db: Executor,
  ownerId: string,
  fields: { slug: string; title: string | null; theme_color: string; adult_gate: boolean },
): Promise<PageRow> {
  const now = new Date();
  const [r] = await db
    .insert(biolinkPages)
    .values({ owner_id: ownerId, ...fields, updated_at: now })
    .onConflictDoUpdate({ target: biolinkPages.owner_id, set: { ...fields, updated_at: now } })
    .returning();
  if (!r) throw new Error('bio link page upsert returned nothing');
  return r;
}

/**
 * The page's links become exactly `links`, in that order: a link with the id of one of this page's
 * links keeps its row (and click count), any other is new, and links no longer listed are deleted.
 */
export async function replaceLinks(
  db: Executor,
  pageId: string,
  links: readonly { id?: string; label: string; url: string; icon: string }[],
): Promise<void> {
  const existing = new Set(
    (await db.select({ id: biolinkLinks.id }).from(biolinkLinks).where(eq(biolinkLinks.page_id, pageId))).map((r) => r.id),
  );
  const kept = links.flatMap((l) => (l.id && existing.has(l.id) ? [l.id] : []));
  await db
    .delete(biolinkLinks)
    .where(kept.length ? and(eq(biolinkLinks.page_id, pageId), notInArray(biolinkLinks.id, kept)) : eq(biolinkLinks.page_id, pageId));
  const seen = new Set<string>();
  for (const [position, l] of links.entries()) {
    const fields = { position, label: l.label, url: l.url, icon: l.icon };
    if (l.id && existing.has(l.id) && !seen.has(l.id)) {
      seen.add(l.id);
      await db
        .update(biolinkLinks)
        .set(fields)
        .where(and(eq(biolinkLinks.id, l.id), eq(biolinkLinks.page_id, pageId)));
    } else {
      await db.insert(biolinkLinks).values({ page_id: pageId, ...fields });
    }
  }
}

export async function deletePage(db: Executor, ownerId: string): Promise<boolean> {
  const r = await db.delete(biolinkPages).where(eq(biolinkPages.owner_id, ownerId)).returning({ id: biolinkPages.id });
  return r.length > 0;
}

export async function countView(db: Executor, pageId: string) {
  await db
    .update(biolinkPages)
    .set({ views: sql`${biolinkPages.views} + 1` })
    .where(eq(biolinkPages.id, pageId));
}

/** The link `linkId` of the page at `slug`, counting the click when asked; undefined when there is no such link. */
export async function followLink(db: Executor, slug: string, linkId: string, count: boolean): Promise<string | undefined> {
  const page = db.select({ id: biolinkPages.id }).from(biolinkPages).where(eq(biolinkPages.slug, slug));
  const where = and(eq(biolinkLinks.id, linkId), inArray(biolinkLinks.page_id, page));
  if (!count) {
    const [r] = await db.select({ url: biolinkLinks.url }).from(biolinkLinks).where(where);
    return r?.url;
  }
  const [r] = await db
    .update(biolinkLinks)
    .set({ clicks: sql`${biolinkLinks.clicks} + 1` })
    .where(where)
    .returning({ url: biolinkLinks.url });
  return r?.url;
}
