import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

/** Signed outgoing webhooks (issue 17): who may see and change is decided in service.ts. */
export function webhookRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.webhookEndpoints, ({ actor }) => service.listEndpoints(ctx, actor));
  handle(app, ctx, routes.createWebhook, ({ actor, body }) => service.createEndpoint(ctx, actor, body));
  handle(app, ctx, routes.updateWebhook, ({ actor, params, body }) => service.updateEndpoint(ctx, actor, params.id, body));
  handle(app, ctx, routes.deleteWebhook, ({ actor, params }) => service.deleteEndpoint(ctx, actor, params.id));
  handle(app, ctx, routes.rotateWebhookSecret, ({ actor, params }) => service.rotateSecret(ctx, actor, params.id));
  handle(app, ctx, routes.testWebhook, ({ actor, params }) => service.sendTest(ctx, actor, params.id));
  handle(app, ctx, routes.webhookDeliveries, ({ actor, params }) => service.deliveries(ctx, actor, params.id));
  handle(app, ctx, routes.redeliverWebhook, ({ actor, params }) => service.redeliver(ctx, actor, params.id));
}
