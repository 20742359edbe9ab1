import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

// The network (README.md). Every write acts for the signed-in member: the path names the
// other member, or a request sent to the caller (anyone else's is 404).
export function networkRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.networkSummary, ({ actor, params }) => service.summary(ctx, params.userId, actor));
  handle(app, ctx, routes.networkList, ({ actor, params, query }) => service.list(ctx, params.userId, params.kind, actor, query.cursor));
  handle(app, ctx, routes.follow, ({ actor, params }) => service.follow(ctx, actor.userId, params.userId));
  handle(app, ctx, routes.unfollow, ({ actor, params }) => service.unfollow(ctx, actor.userId, params.userId));
  handle(app, ctx, routes.connectionRequests, ({ actor, query }) => service.connectionRequests(ctx, actor.userId, query.cursor));
  handle(app, ctx, routes.requestConnection, ({ actor, params, body }) =>
    service.requestConnection(ctx, actor.userId, params.userId, body.note),
  );
  handle(app, ctx, routes.removeConnection, ({ actor, params }) => service.removeConnection(ctx, actor.userId, params.userId));
  handle(app, ctx, routes.acceptConnection, ({ actor, params }) => service.acceptConnection(ctx, actor.userId, params.requestId));
  handle(app, ctx, routes.declineConnection, ({ actor, params }) => service.declineConnection(ctx, actor.userId, params.requestId));
}
