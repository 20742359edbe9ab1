import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

export function geoblockRoutes(app: FastifyInstance, ctx: AppContext) {
  // Always the signed-in member's own rules: no request can name another member's.
  handle(app, ctx, routes.myGeoBlock, ({ actor }) => service.mySettings(ctx, actor.userId));
  handle(app, ctx, routes.updateMyGeoBlock, ({ actor, body }) => service.updateMySettings(ctx, actor.userId, body));
}
