// Events' public face: what other features and this feature's routes call, gathered from the use-case
// files beside it: organizers.ts (its events, who organizes, ticket codes, presenting), seats.ts (what
// is listed, live seat counts and their realtime topics), drafts.ts (drafts, editing, publishing),
// attendance.ts (cancelling and refunds, attendees, check-in), tickets.ts (listing, RSVP, tickets and
// their purchase, jobs), listings.ts (calendar file, page meta, feed, sitemap) and moderation.ts.

export { attendees, cancelEvent, checkIn, messageAttendees, REFUND_JOB, RELEASE_HOLD_JOB, ticketRefunded } from './attendance.ts';
export {
  assertEditable,
  createEvent,
  getMyEvent,
  myEvents,
  presentOrganizedEvent,
  publishEvent,
  setEventImage,
  updateEvent,
} from './drafts.ts';
export { eventCards, eventMeta, eventsForSitemap, listedEvent, publishedCountsOf, SITEMAP_EVENTS_MAX } from './listings.ts';
export { EVENT_MODERATION_TYPE, eventModerationType } from './moderation.ts';
export { newTicketCode } from './organizers.ts';
export { eventSeatsTopic, eventTopic } from './seats.ts';
export { businessEvents, cancelRsvp, defineEventJobs, eventView, myTickets, rsvp, ticketPurchase, upcomingEvents } from './tickets.ts';
