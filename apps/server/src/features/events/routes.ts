import { EVENT_LIMITS } from '@mb/contract/events';
import { MB_EVENTS_APP_ID } from '@mb/contract/mini-apps';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { handle } from '../../http/route.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { AppContext } from '../../platform/context.ts';
import { ICS_CONTENT_TYPE } from '../../platform/ics.ts';
import { asViewer } from '../../platform/viewer.ts';
import * as profiles from '../profiles/index.ts';
import { eventIcs } from './calendar.ts';
import { uploadEventImage } from './images.ts';
import * as service from './service.ts';

const readImage = (req: FastifyRequest) => {
  assertContentLength(req, EVENT_LIMITS.imageMaxBytes, MESSAGES.avatar.tooLarge);
  return readSingleFile(req, EVENT_LIMITS.imageMaxBytes, { tooLarge: MESSAGES.avatar.tooLarge, noFile: MESSAGES.avatar.noFile });
};

export function eventsRoutes(app: FastifyInstance, ctx: AppContext) {
  // Organizer (MB Events installed; every service call checks the installation).
  handle(app, ctx, routes.myOrganizedEvents, ({ actor }) => service.myEvents(ctx, actor.userId));
  handle(app, ctx, routes.createOrganizedEvent, ({ actor, body }) => service.createEvent(ctx, actor.userId, body));
  handle(app, ctx, routes.organizedEvent, ({ actor, params }) => service.getMyEvent(ctx, actor.userId, params.id));
  handle(app, ctx, routes.updateOrganizedEvent, ({ actor, params, body }) => service.updateEvent(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.uploadEventImage, async ({ actor, params, req }) =>
    uploadEventImage(ctx, actor.userId, params.id, await readImage(req)),
  );
  handle(app, ctx, routes.publishOrganizedEvent, ({ actor, params }) => service.publishEvent(ctx, actor.userId, params.id));
  handle(app, ctx, routes.cancelOrganizedEvent, ({ actor, params }) => service.cancelEvent(ctx, actor.userId, params.id));
  handle(app, ctx, routes.eventAttendees, ({ actor, params }) => service.attendees(ctx, actor.userId, params.id));
  handle(app, ctx, routes.messageEventAttendees, ({ actor, params, body }) => service.messageAttendees(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.checkInTicket, ({ actor, params, body }) => service.checkIn(ctx, actor.userId, params.id, body.code));

  // Members and visitors.
  handle(app, ctx, routes.upcomingEvents, ({ actor, query }) => service.upcomingEvents(ctx, query, actor.userId));
  handle(app, ctx, routes.myTickets, ({ actor }) => service.myTickets(ctx, actor.userId));
  handle(app, ctx, routes.businessEvents, ({ actor, params }) => service.businessEvents(ctx, params.businessId, actor?.userId ?? null));
  handle(app, ctx, routes.eventDetail, ({ actor, params }) => service.eventView(ctx, actor, params.id));
  handle(app, ctx, routes.rsvpEvent, ({ actor, params }) => service.rsvp(ctx, actor.userId, params.id));
  handle(app, ctx, routes.cancelRsvp, ({ actor, params }) => service.cancelRsvp(ctx, actor.userId, params.id));

  // The add-to-calendar file of a listed event: public, like the event's page (not JSON, so outside the table).
  app.get<{ Params: { id: string } }>('/api/v1/events/:id/calendar.ics', async (req, reply) => {
    // As the visitor's address: an organizer hiding from its place answers 404 (geo-blocking).
    const row = await asViewer(req.ip, () => service.listedEvent(ctx, req.params.id));
    if (!row) return reply.status(404).send({ error: { code: 'not_found', message: 'This event does not exist.' } });
    const [card] = [(await profiles.memberCards(ctx.db, [row.organizer_id])).get(row.organizer_id)];
    const name = card?.display_name || (card?.username ? `@${card.username}` : 'the organizer');
    return reply
      .header('content-type', ICS_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="event-${row.id.slice(0, 8)}.ics"`)
      .header('cache-control', 'no-cache')
      .send(eventIcs(ctx, row, name));
  });

  // Browser tests only (TEST_HOOKS=on, refused at start in production): MB Events installed for a
  // member as the app store's install would, and a paid ticket marked paid as billing's handler would.
  if (ctx.config.TEST_HOOKS === 'on') {
    app.post<{ Body: { user_id?: string } }>('/api/v1/test-hooks/mb-events/install', async (req, reply) => {
      const userId = req.body?.user_id ?? '';
      if (!/^[0-9a-f-]{36}$/i.test(userId)) return reply.status(400).send({ error: { code: 'bad_request', message: 'user_id' } });
      await ctx.database.query(
        `insert into mb_app_installations (user_id, app_id, status) values ($1, $2, 'active')
         on conflict (user_id, app_id) do update set status = 'active'`,
        [userId, MB_EVENTS_APP_ID],
      );
      return { ok: true };
    });
  }
}
