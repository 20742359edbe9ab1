import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { seedBlog } from './seed.ts';
import * as service from './service.ts';

export function blogRoutes(app: FastifyInstance, ctx: AppContext) {
  // The first start on an empty table writes the launch posts (idempotent: see seed.ts).
  app.addHook('onReady', async () => {
    const inserted = await seedBlog(ctx);
    if (inserted > 0) ctx.log.info({ inserted }, 'blog: seeded the launch posts');
  });

  handle(app, ctx, routes.blogList, ({ query }) => service.listPosts(ctx, query));
  handle(app, ctx, routes.blogPost, ({ params }) => service.getPost(ctx, params.id));
}
