import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { staffStatusOf } from './service.ts';
import { settingsView, updateSettings } from './settings.ts';

export function staffRoutes(app: FastifyInstance, ctx: AppContext) {
  // Anyone signed in may ask about themselves; the answer is scoped to the actor, so no policy beyond auth.
  handle(app, ctx, routes.myStaffStatus, ({ actor }) => staffStatusOf(ctx, actor.userId));
}

/** Platforms (/admin/platforms): the staff rules on the contract routes are checked by handle(). */
export function platformSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.adminSettings, () => settingsView(ctx));
  handle(app, ctx, routes.adminUpdateSettings, ({ actor, body }) => updateSettings(ctx, actor, body));
}
