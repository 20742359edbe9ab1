import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { staffStatusOf } from './service.ts';

export function staffRoutes(app: FastifyInstance, ctx: AppContext) {
  // Anyone signed in may ask about themselves; the answer is scoped to the actor, so no policy beyond auth.
  handle(app, ctx, routes.myStaffStatus, ({ actor }) => staffStatusOf(ctx, actor.userId));
}
