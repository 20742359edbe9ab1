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
  handle(app, ctx, routes.moderationApprove, ({ actor, params, body }) => service.approveItem(ctx, actor.userId, params.id, body?.reason));
  handle(app, ctx, routes.moderationReject, ({ actor, params, body }) =>
    service.rejectItem(ctx, actor.userId, params.id, { category: body.category, text: body.reason }),
  );
  handle(app, ctx, routes.moderationEscalate, ({ actor, params, body }) => service.escalateItem(ctx, actor.userId, params.id, body.note));
  handle(app, ctx, routes.createReport, ({ actor, body }) => service.createReport(ctx, actor.userId, body));
}
