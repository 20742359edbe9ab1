import type { AdminActionType } from '@mb/contract/admin-activity';
import type { blogPostInput, blogPublishInput } from '@mb/contract/blog';
import { BLOG_MESSAGES as M } from '@mb/contract/blog';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import * as profiles from '../profiles/index.ts';
import * as staff from '../staff/index.ts';
import { presentStaffPost, presentStaffSummary } from './presenter.ts';
import * as repo from './repository.ts';

// The blog's writing desk (issue 31): staff holding the `content` permission (CONTENT_RULE, checked by
// handle() on every request) write drafts, publish now or at a later time, edit live posts and take them
// down. A scheduled post is a published row whose published_at is still to come: every public read
// (list, post, page meta, sitemap, the light home page) asks for published_at <= now(), so it cannot
// show early and needs no job to go live. Every change is written to the admin activity log.

type PostInput = z.output<typeof blogPostInput>;
type PublishInput = z.output<typeof blogPublishInput>;

const invalid = (field: string, message: string) => new AppError('validation_failed', message, { [field]: message });
const notFound = () => new AppError('not_found', M.notFoundStaff);

/** "Studio news, December!" -> "studio-news-december"; never empty (a title of symbols becomes "post"). */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'post';
}

/** The author line: the one given, or the staff member's name as members see it. */
async function authorName(ctx: AppContext, actor: Actor, given: string): Promise<string> {
  if (given) return given;
  const p = await profiles.profileRowOf(ctx.db, actor.userId);
  return p?.display_name?.trim() || (p?.username ? `@${p.username}` : 'The team');
}

/** The slug asked for, or one made from the title with -2, -3... until free. A slug asked for and taken is refused. */
async function freeSlug(db: Executor, input: PostInput, exceptId?: string): Promise<string> {
  if (input.slug) {
    if (await repo.slugTaken(db, input.slug, exceptId)) throw new AppError('conflict', M.slugTaken, { slug: M.slugTaken });
    return input.slug;
  }
  const base = slugFromTitle(input.title);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugTaken(db, candidate, exceptId))) return candidate;
  }
}

/** Two writers saving the same address at once: the second gets the slug message, not a 500. */
async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e, 'blog_posts_slug_unique')) throw new AppError('conflict', M.slugTaken, { slug: M.slugTaken });
    throw e;
  }
}

const audit = (tx: Executor, actor: Actor, actionType: AdminActionType, row: repo.BlogPostRow, details: Record<string, unknown> = {}) =>
  staff.recordAdminAction(tx, {
    adminId: actor.delegatedBy ?? actor.userId,
    actionType,
    resourceType: 'blog_post',
    resourceId: row.id,
    details: { slug: row.slug, title: row.title, ...details },
  });

export async function staffPosts(ctx: AppContext) {
  const now = new Date();
  return { posts: (await repo.listAll(ctx.db)).map((r) => presentStaffSummary(r, now)) };
}

export async function staffPost(ctx: AppContext, id: string) {
  const row = await repo.findById(ctx.db, id);
  if (!row) throw notFound();
  return presentStaffPost(row);
}

export async function createPost(ctx: AppContext, actor: Actor, input: PostInput) {
  const author = await authorName(ctx, actor, input.author_name);
  const row = await slugSafe(() =>
    ctx.db.transaction(async (tx) => {
      const saved = await repo.insertPost(tx, {
        slug: await freeSlug(tx, input),
        title: input.title,
        excerpt: input.excerpt,
        body: input.body,
        author_name: author,
        author_id: actor.userId,
        tags: [...new Set(input.tags)],
        cover_image_url: input.cover_image_url,
        is_example: input.is_example,
        status: 'draft',
        published_at: null,
      });
      await audit(tx, actor, 'blog_create_post', saved);
      return saved;
    }),
  );
  return presentStaffPost(row);
}

/** Saves the editor's fields; a live post shows them at once (nothing public is cached: see blog-post-page). */
export async function updatePost(ctx: AppContext, actor: Actor, id: string, input: PostInput) {
  const row = await slugSafe(() =>
    ctx.db.transaction(async (tx) => {
      const current = await repo.lockById(tx, id);
      if (!current) throw notFound();
      const saved = await repo.updatePost(tx, id, {
        slug: await freeSlug(tx, input.slug ? input : { ...input, slug: current.slug }, id),
        title: input.title,
        excerpt: input.excerpt,
        body: input.body,
        author_name: input.author_name || current.author_name,
        tags: [...new Set(input.tags)],
        cover_image_url: input.cover_image_url,
        is_example: input.is_example,
        updated_at: new Date(),
      });
      if (!saved) throw notFound();
      await audit(tx, actor, 'blog_update_post', saved);
      return saved;
    }),
  );
  return presentStaffPost(row);
}

/**
 * Publish now, or at `at` (scheduled). Publishing again a post that was live before and taken down
 * keeps its first date, so it returns to its place in the list instead of jumping to the top.
 */
export async function publishPost(ctx: AppContext, actor: Actor, id: string, input: PublishInput) {
  const now = new Date();
  const at = input.at ? new Date(input.at) : null;
  if (at && at <= now) throw invalid('at', M.publishAtPast);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockById(tx, id);
    if (!current) throw notFound();
    const wasLive = current.published_at && current.published_at <= now;
    const published_at = at ?? (wasLive && current.published_at ? current.published_at : now);
    const saved = await repo.updatePost(tx, id, { status: 'published', published_at, updated_at: now });
    if (!saved) throw notFound();
    await audit(tx, actor, at ? 'blog_schedule_post' : 'blog_publish_post', saved, { published_at: published_at.toISOString() });
    return saved;
  });
  return presentStaffPost(row, now);
}

/** Takes a published or scheduled post off the public site; its text stays for staff. */
export async function unpublishPost(ctx: AppContext, actor: Actor, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockById(tx, id);
    if (!current) throw notFound();
    if (current.status !== 'published') throw new AppError('conflict', M.notPublished);
    const saved = await repo.updatePost(tx, id, { status: 'unpublished', updated_at: new Date() });
    if (!saved) throw notFound();
    await audit(tx, actor, 'blog_unpublish_post', saved);
    return saved;
  });
  return presentStaffPost(row);
}

export async function deletePost(ctx: AppContext, actor: Actor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const gone = await repo.deletePost(tx, id);
    if (!gone) throw notFound();
    await audit(tx, actor, 'blog_delete_post', gone);
  });
  return { ok: true as const };
}
