import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

// The public business directory: search and listings are public; reviews need a member; the
// statistics are the signed-in owner's own ('me': no business id is taken from the request).
export function directoryRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.directorySearch, ({ query }) => service.searchDirectory(ctx, query));
  handle(app, ctx, routes.directoryStats, ({ actor, query }) => service.listingStats(ctx, actor.userId, query.days));
  handle(app, ctx, routes.directoryListing, ({ params, actor }) => service.getListing(ctx, params.id, actor));
  handle(app, ctx, routes.directoryEvent, ({ actor, params, body }) => service.recordListingEvent(ctx, actor, params.id, body.type));
  handle(app, ctx, routes.directoryReviews, ({ actor, params, query }) => service.listReviews(ctx, actor, params.id, query.page));
  handle(app, ctx, routes.createReview, ({ actor, params, body }) => service.createReview(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.updateMyReview, ({ actor, params, body }) => service.updateMyReview(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.deleteMyReview, ({ actor, params }) => service.deleteMyReview(ctx, actor.userId, params.id));
  handle(app, ctx, routes.replyToReview, ({ actor, params, body }) =>
    service.replyToReview(ctx, actor.userId, params.id, params.reviewId, body.content),
  );
}
