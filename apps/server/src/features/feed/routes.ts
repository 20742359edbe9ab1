import { FEED_LIMITS } from '@mb/contract/feed';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

export function feedRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.feed, ({ actor, query }) => service.feedFor(ctx, actor.userId, query));
  handle(app, ctx, routes.createFeedPost, ({ actor, body }) => service.createPost(ctx, actor.userId, body));
  handle(app, ctx, routes.uploadFeedPost, async ({ actor, req, query }) => {
    assertContentLength(req, FEED_LIMITS.imageMaxBytes, MESSAGES.uploadTooLarge);
    const file = await readSingleFile(req, FEED_LIMITS.imageMaxBytes, {
      tooLarge: MESSAGES.uploadTooLarge,
      noFile: MESSAGES.avatar.noFile,
    });
    return service.createImagePost(ctx, actor.userId, file, query);
  });
  handle(app, ctx, routes.deleteFeedPost, ({ actor, params }) => service.deletePost(ctx, actor.userId, params.id));
  handle(app, ctx, routes.likeFeedItem, ({ actor, params }) => service.setLike(ctx, actor.userId, params.id, true));
  handle(app, ctx, routes.unlikeFeedItem, ({ actor, params }) => service.setLike(ctx, actor.userId, params.id, false));
  handle(app, ctx, routes.feedComments, ({ actor, params }) => service.commentsOf(ctx, actor.userId, params.id));
  handle(app, ctx, routes.addFeedComment, ({ actor, params, body }) => service.addComment(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.deleteFeedComment, ({ actor, params }) => service.deleteComment(ctx, actor.userId, params.id, params.commentId));
}
