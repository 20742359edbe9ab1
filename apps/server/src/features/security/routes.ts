import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { listRecentSecurityEvents } from './service.ts';

export function securityRoutes(app: FastifyInstance, ctx: AppContext) {
  // Any staff role reaches the service (the contract's rule), which asks for admin or content_moderation.
  handle(app, ctx, routes.securityEvents, ({ actor }) => listRecentSecurityEvents(ctx, actor));
}
