import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  // Every route but unsubscribe acts on the actor's own notifications: no request can name another member's.
  handle(app, ctx, routes.notifications, ({ actor, query }) => service.listNotifications(ctx, actor.userId, query.before));
  handle(app, ctx, routes.notificationUnreadCount, ({ actor }) => service.unreadCount(ctx, actor.userId));
  handle(app, ctx, routes.markNotificationRead, ({ actor, params }) => service.markRead(ctx, actor.userId, params.id));
  handle(app, ctx, routes.markAllNotificationsRead, ({ actor }) => service.markAllRead(ctx, actor.userId));
  handle(app, ctx, routes.notificationPreferences, ({ actor }) => service.getPreferences(ctx, actor.userId));
  handle(app, ctx, routes.updateNotificationPreferences, ({ actor, body }) => service.updatePreferences(ctx, actor.userId, body));
  handle(app, ctx, routes.describeUnsubscribe, async ({ query }) => service.describeUnsubscribe(ctx, query.token));

  // Mail clients send RFC 8058's one-click POST as a form ('List-Unsubscribe=One-Click'); the token is
  // in the URL, so the body only has to be accepted, never read. Scoped to this route alone.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
      done(null, body),
    );
    handle(scope, ctx, routes.unsubscribe, ({ query }) => service.unsubscribe(ctx, query.token));
  });
}
