import { BLOG_MESSAGES } from '@mb/contract/blog';
import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { presentPost, presentSummary } from './presenter.ts';
import * as repo from './repository.ts';
import { seedBlog } from './seed.ts';

export function blogRoutes(app: FastifyInstance, ctx: AppContext) {
  // The first start on an empty table writes the launch posts (idempotent: see seed.ts).
  app.addHook('onReady', async () => {
    const inserted = await seedBlog(ctx);
    if (inserted > 0) ctx.log.info({ inserted }, 'blog: seeded the launch posts');
  });

  handle(app, ctx, routes.blogList, async ({ query }) => {
    const { rows, total } = await repo.listPublished(ctx.db, { limit: query.limit, offset: (query.page - 1) * query.limit });
    return {
      posts: rows.map(presentSummary),
      page: query.page,
      limit: query.limit,
      total,
      has_more: query.page * query.limit < total,
    };
  });

  handle(app, ctx, routes.blogPost, async ({ params }) => {
    const row = await repo.findPublished(ctx.db, params.id);
    if (!row) throw new AppError('not_found', BLOG_MESSAGES.notFound);
    return presentPost(row);
  });
}
