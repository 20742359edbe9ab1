import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

export function discoveryRoutes(app: FastifyInstance, ctx: AppContext) {
  // Public: a visitor finds public profiles only; a member also members-only ones, never a block.
  handle(app, ctx, routes.discover, ({ actor, query }) => service.discover(ctx, actor, query));
}
