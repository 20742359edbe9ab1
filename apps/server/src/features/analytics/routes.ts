import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.countProfileView, ({ actor, body, req }) =>
    service.countView(ctx, actor, body, String(req.headers['user-agent'] ?? '')),
  );
  handle(app, ctx, routes.myAnalytics, ({ actor, query }) => service.myAnalytics(ctx, actor.userId, query.days));
  handle(app, ctx, routes.analyticsSettings, ({ actor }) => service.settingsOf(ctx, actor.userId));
  handle(app, ctx, routes.updateAnalyticsSettings, ({ actor, body }) => service.updateSettings(ctx, actor.userId, body));
}
