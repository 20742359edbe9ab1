import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { ICS_CONTENT_TYPE } from '../../platform/ics.ts';
import * as service from './service.ts';

/** MB Bookings (issue 16): every route but the private feed needs the app installed (service.ts). */
export function bookingsRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.bookingSetup, ({ actor }) => service.setup(ctx, actor.userId));
  handle(app, ctx, routes.updateBookingSettings, ({ actor, body }) => service.saveSettings(ctx, actor.userId, body));
  handle(app, ctx, routes.createBookingService, ({ actor, body }) => service.createService(ctx, actor.userId, body));
  handle(app, ctx, routes.updateBookingService, ({ actor, params, body }) => service.updateService(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.deleteBookingService, ({ actor, params }) => service.deleteService(ctx, actor.userId, params.id));
  handle(app, ctx, routes.regenerateBookingFeed, ({ actor }) => service.regenerateFeed(ctx, actor.userId));
  handle(app, ctx, routes.ownerBookings, ({ actor }) => service.ownerBookings(ctx, actor.userId));
  handle(app, ctx, routes.myBookings, ({ actor }) => service.myBookings(ctx, actor.userId));
  handle(app, ctx, routes.bookingAvailability, ({ actor, params }) => service.bookable(ctx, actor, params.username));
  handle(app, ctx, routes.bookingPage, ({ actor, params }) => service.bookingPage(ctx, actor, params.username));
  handle(app, ctx, routes.bookingSlots, ({ actor, params, query }) => service.slots(ctx, actor, params.username, query));
  handle(app, ctx, routes.requestBooking, ({ actor, params, body }) => service.requestBooking(ctx, actor, params.username, body));
  handle(app, ctx, routes.acceptBooking, ({ actor, params }) => service.accept(ctx, actor.userId, params.id));
  handle(app, ctx, routes.declineBooking, ({ actor, params }) => service.decline(ctx, actor.userId, params.id));
  handle(app, ctx, routes.cancelBooking, ({ actor, params, body }) => service.cancel(ctx, actor.userId, params.id, body.reason));
  handle(app, ctx, routes.bookingIcs, async ({ actor, params, reply }) => {
    const file = await service.bookingIcs(ctx, actor.userId, params.id);
    return reply
      .type(ICS_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
  handle(app, ctx, routes.bookingFeed, async ({ params, reply }) => {
    const body = await service.feed(ctx, params.token);
    return reply.type(ICS_CONTENT_TYPE).header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').send(body);
  });
}
