import { BLOG_MESSAGES } from '@mb/contract/blog';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { presentPost, presentSummary } from './presenter.ts';
import * as repo from './repository.ts';

type Ctx = Pick<AppContext, 'db'>;

/** One page of live posts, newest first. */
export async function listPosts(ctx: Ctx, query: { page: number; limit: number }) {
  const { rows, total } = await repo.listPublished(ctx.db, { limit: query.limit, offset: (query.page - 1) * query.limit });
  return {
    posts: rows.map(presentSummary),
    page: query.page,
    limit: query.limit,
    total,
    has_more: query.page * query.limit < total,
  };
}

export async function getPost(ctx: Ctx, idOrSlug: string) {
  const row = await repo.findPublished(ctx.db, idOrSlug);
  if (!row) throw new AppError('not_found', BLOG_MESSAGES.notFound);
  return presentPost(row);
}

/** A live post by id or slug, or undefined (the seo feature's page meta). */
export const findLivePost = (ctx: Ctx, idOrSlug: string) => repo.findPublished(ctx.db, idOrSlug);

/** The newest live posts (the lightweight home page). */
export async function latestPosts(ctx: Ctx, limit: number) {
  return (await repo.listPublished(ctx.db, { limit, offset: 0 })).rows;
}

/** Every live post's slug and last change, for sitemap.xml. */
export const postsForSitemap = (ctx: Ctx) => repo.listPublishedForSitemap(ctx.db);
