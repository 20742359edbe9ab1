import { BLOG_LIMITS } from '@mb/contract/blog';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { AppContext } from '../../platform/context.ts';
import * as desk from './desk.ts';
import { uploadBlogImage } from './images.ts';
import { seedBlog } from './seed.ts';
import * as service from './service.ts';

export function blogRoutes(app: FastifyInstance, ctx: AppContext) {
  // The first start on an empty table writes the example posts (idempotent: see seed.ts).
  app.addHook('onReady', async () => {
    const inserted = await seedBlog(ctx);
    if (inserted > 0) ctx.log.info({ inserted }, 'blog: seeded the example posts');
  });

  handle(app, ctx, routes.blogList, ({ query }) => service.listPosts(ctx, query));
  handle(app, ctx, routes.blogPost, ({ params }) => service.getPost(ctx, params.id));

  // The writing desk (issue 31): CONTENT_RULE, checked by handle() on every request.
  handle(app, ctx, routes.staffBlogPosts, () => desk.staffPosts(ctx));
  handle(app, ctx, routes.createBlogPost, ({ actor, body }) => desk.createPost(ctx, actor, body));
  handle(app, ctx, routes.staffBlogPost, ({ params }) => desk.staffPost(ctx, params.id));
  handle(app, ctx, routes.updateBlogPost, ({ actor, params, body }) => desk.updatePost(ctx, actor, params.id, body));
  handle(app, ctx, routes.publishBlogPost, ({ actor, params, body }) => desk.publishPost(ctx, actor, params.id, body));
  handle(app, ctx, routes.unpublishBlogPost, ({ actor, params }) => desk.unpublishPost(ctx, actor, params.id));
  handle(app, ctx, routes.deleteBlogPost, ({ actor, params }) => desk.deletePost(ctx, actor, params.id));
  handle(app, ctx, routes.uploadBlogImage, async ({ req }) => {
    assertContentLength(req, BLOG_LIMITS.imageMaxBytes, MESSAGES.avatar.tooLarge);
    return uploadBlogImage(
      ctx,
      await readSingleFile(req, BLOG_LIMITS.imageMaxBytes, { tooLarge: MESSAGES.avatar.tooLarge, noFile: MESSAGES.avatar.noFile }),
    );
  });
}
