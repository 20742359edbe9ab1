import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

export function careersRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.careerOpenings, () => service.publishedOpenings(ctx));
  // Staff holding the content permission (CONTENT_RULE, checked by handle() on every request).
  handle(app, ctx, routes.staffCareerOpenings, () => service.staffOpenings(ctx));
  handle(app, ctx, routes.createCareerOpening, ({ actor, body }) => service.createOpening(ctx, actor, body));
  handle(app, ctx, routes.updateCareerOpening, ({ actor, params, body }) => service.updateOpening(ctx, actor, params.id, body));
  handle(app, ctx, routes.deleteCareerOpening, ({ actor, params }) => service.deleteOpening(ctx, actor, params.id));
}
