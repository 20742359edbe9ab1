import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

// Staff access (admin or moderator with content_moderation) is declared on each contract route and
// enforced by handle(); the service adds the per-item rules (claims, escalations for admins).
export function moderationRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.moderationQueues, () => service.queueSummary(ctx));
  handle(app, ctx, routes.moderationList, ({ params, query }) => service.listQueue(ctx, { type: params.type, ...query }));
  handle(app, ctx, routes.moderationItem, ({ actor, params }) => service.getItem(ctx, actor.userId, params.id));
  handle(app, ctx, routes.moderationClaim, ({ actor, params }) => service.claimItem(ctx, actor.userId, params.id));
}
