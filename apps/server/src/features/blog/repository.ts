import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { blogPosts } from './schema.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;
type NewBlogPost = typeof blogPosts.$inferInsert;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Visible to the public: published, and not scheduled for later. */
const isLive = () => and(eq(blogPosts.status, 'published'), lte(blogPosts.published_at, sql`now()`));

export async function listPublished(db: Executor, opts: { limit: number; offset: number }) {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(isLive())
      // Ties on the date fall back to the id so paging is stable.
      .orderBy(desc(blogPosts.published_at), desc(blogPosts.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(blogPosts).where(isLive()),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** A live post by id or slug (slugs are lower-case). */
export async function findPublished(db: Executor, idOrSlug: string): Promise<BlogPostRow | undefined> {
  const key = idOrSlug.trim();
  const match = UUID_RE.test(key)
    ? or(eq(blogPosts.id, key), eq(blogPosts.slug, key.toLowerCase()))
    : eq(blogPosts.slug, key.toLowerCase());
  const [row] = await db.select().from(blogPosts).where(and(match, isLive()));
  return row;
}

/** Every live post's slug and last change, for sitemap.xml. */
export async function listPublishedForSitemap(db: Executor) {
  return db
    .select({ slug: blogPosts.slug, title: blogPosts.title, updated_at: blogPosts.updated_at, published_at: blogPosts.published_at })
    .from(blogPosts)
    .where(isLive())
    .orderBy(desc(blogPosts.published_at));
}

export async function countPosts(db: Executor): Promise<number> {
  const [r] = await db.select({ n: count() }).from(blogPosts);
  return r?.n ?? 0;
}

/** Inserts posts, skipping any slug that already exists (safe when several instances start at once). */
export async function insertPosts(db: Executor, posts: NewBlogPost[]): Promise<number> {
  if (posts.length === 0) return 0;
  const r = await db.insert(blogPosts).values(posts).onConflictDoNothing({ target: blogPosts.slug }).returning({ id: blogPosts.id });
  return r.length;
}

/**
 * Replaces an exact phrase in one field of the post with this slug, if the phrase is still there.
 * Used by the seed to correct launch posts' wording in databases seeded before. Returns whether it changed.
 */
export async function replaceInPost(
  db: Executor,
  slug: string,
  field: 'title' | 'excerpt' | 'body',
  from: string,
  to: string,
  now: Date,
): Promise<boolean> {
  const column = blogPosts[field];
  const r = await db
    .update(blogPosts)
    .set({ [field]: sql`replace(${column}, ${from}, ${to})`, updated_at: now })
    .where(and(eq(blogPosts.slug, slug), sql`strpos(${column}, ${from}) > 0`))
    .returning({ id: blogPosts.id });
  return r.length > 0;
}

/** Takes out example posts withdrawn since, while each is still the untouched example (see SEED_REMOVALS). */
export async function deleteUntouchedExamples(db: Executor, slugs: readonly string[]): Promise<number> {
  if (slugs.length === 0) return 0;
  const r = await db
    .delete(blogPosts)
    .where(and(inArray(blogPosts.slug, [...slugs]), eq(blogPosts.is_example, true), isNull(blogPosts.author_id)))
    .returning({ id: blogPosts.id });
  return r.length;
}

// Staff (issue 31).

/** Every post in any state, the newest change first (the writing desk's list). */
export async function listAll(db: Executor): Promise<BlogPostRow[]> {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.updated_at), desc(blogPosts.id));
}

export async function findById(db: Executor, id: string): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

export async function lockById(db: Executor, id: string): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  return row;
}

export async function insertPost(db: Executor, post: NewBlogPost): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values(post).returning();
  if (!row) throw new Error('blog post insert returned nothing');
  return row;
}

export async function updatePost(db: Executor, id: string, fields: Partial<NewBlogPost>): Promise<BlogPostRow | undefined> {
  const [row] = await db.update(blogPosts).set(fields).where(eq(blogPosts.id, id)).returning();
  return row;
}

export async function deletePost(db: Executor, id: string): Promise<BlogPostRow | undefined> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return row;
}

export async function slugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), sql`${blogPosts.id} <> ${exceptId}`) : eq(blogPosts.slug, slug));
  return !!row;
}
