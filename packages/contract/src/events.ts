import { z } from 'zod';
import { httpsLink, idParam, isCalendarDay, isLocalDateTime } from './common.ts';
import { enNumber } from './en-number';
import { EVENT_LIMITS } from './events-text.ts';
import type { RouteDef } from './route-def.ts';

// MB Events (issue 15, spec §2 /events, /events/{id}, /event/{eventId}, /app/mb-events,
// /app/mb-events/manage/{eventId}; §3 Event). Members who installed the MB Events app organize events
// (free RSVP or paid tickets, a capacity), an organizer's events pass the moderation queue until one
// is approved, members RSVP and get a ticket with a QR code, the organizer checks tickets in.

export const EVENT_CATEGORIES = ['convention', 'awards', 'party', 'workshop', 'meetup', 'premiere', 'online', 'other'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  convention: 'Convention or trade show',
  awards: 'Award show',
  party: 'Party',
  workshop: 'Workshop or panel',
  meetup: 'Meetup',
  premiere: 'Premiere or screening',
  online: 'Online event',
  other: 'Other',
};

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** The moderation state of a published event: pending (in review, not shown), approved (shown), rejected (back to draft). */
export const EVENT_MODERATION = ['none', 'pending', 'approved', 'rejected'] as const;
export type EventModeration = (typeof EVENT_MODERATION)[number];

export const TICKET_KINDS = ['free', 'paid'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
export const TICKET_STATUSES = ['pending_payment', 'valid', 'checked_in', 'cancelled', 'refunded'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  pending_payment: 'Waiting for payment',
  valid: 'Valid',
  checked_in: 'Checked in',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** Where an organizer's event sits on /app/mb-events. */
export const ORGANIZER_GROUPS = ['draft', 'in_review', 'published', 'past', 'cancelled'] as const;
export type OrganizerGroup = (typeof ORGANIZER_GROUPS)[number];
export const ORGANIZER_GROUP_LABELS: Record<OrganizerGroup, string> = {
  draft: 'Drafts',
  in_review: 'In review',
  published: 'Published',
  past: 'Past',
  cancelled: 'Cancelled',
};

export { EVENT_LIMITS, formatTicketCode, isTicketCode, normalizeTicketCode, TICKET_CODE_ALPHABET } from './events-text.ts';

export const EVENT_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

export const EVENT_MESSAGES = {
  appRequired: 'Install the MB Events app from the App Store to organize events.',
  notFound: 'This event does not exist.',
  linkHttps: 'The link must be a secure https:// address.',
  endBeforeStart: 'The end must be after the start.',
  rangeOrder: 'The end of the range must be after its start.',
  badTimezone: 'Choose a time zone from the list.',
  badDateTime: 'Use a date and time such as 2026-12-01T20:00.',
  onlineLinkRequired: 'Add the link where attendees join the online event.',
  locationRequired: 'Add where the event takes place.',
  priceRequired: 'Set a ticket price of at least 1.00.',
  incomplete: 'Add a title, a start and an end, a place (or an online link) and a category before publishing.',
  startPassed: 'The start of the event has passed.',
  notDraft: 'Only a draft can be published.',
  cancelledNoEdit: 'A cancelled event cannot be changed.',
  capacityBelowTaken: 'The capacity cannot be lower than the seats already taken.',
  ticketsSoldNoKind: 'Tickets are already taken: the ticket kind and price cannot change.',
  alreadyCancelled: 'This event is already cancelled.',
  eventsLimit: `You can keep up to ${EVENT_LIMITS.eventsMax} events.`,
  submitted: 'Submitted for review. Once an event of yours is approved, your next events publish at once.',
  publishedNow: 'Your event is published.',
  notOpen: 'This event is not open for registration.',
  soldOut: 'This event is sold out.',
  alreadyRegistered: 'You already have a ticket for this event.',
  ownEvent: 'You organize this event: you do not need a ticket.',
  noTicket: 'You have no ticket for this event.',
  paidCancelRefused: 'A paid ticket cannot be cancelled here: contact the organizer.',
  codeUnknown: 'This code is not a ticket for this event.',
  alreadyCheckedIn: 'This ticket is already checked in.',
  alreadyCheckedInAt: 'This ticket is already checked in at {time}.',
  ticketNotValid: 'This ticket is not valid.',
  ticketPending: 'This ticket is not paid yet.',
  checkedIn: 'Checked in.',
  noAttendees: 'Nobody to message yet: the event has no attendees.',
  messageSent: 'Your message was sent to the attendees.',
  cancelledTitle: 'An event you are attending was cancelled',
  loadFailed: 'Could not load the events.',
  empty: 'No upcoming events',
  emptyHint: 'Nothing matches these filters. Try a wider date range or another category.',
  noTickets: 'No tickets yet',
  noTicketsHint: 'Events you RSVP to or buy a ticket for appear here.',
  noEvents: 'No events yet',
  noEventsHint: 'Create your first event: a title, when and where, and how many seats.',
} as const;

/** A date and time on the wall clock of the event's time zone, as an <input type="datetime-local"> gives it. */
const localDateTime = z.string().refine(isLocalDateTime, EVENT_MESSAGES.badDateTime);

export function isTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The offset (ms) of a time zone at an instant: local wall time minus UTC. */
function offsetAt(instant: number, tz: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** '2026-12-01T20:00' in 'Europe/Berlin' -> the instant (two passes: right across a DST change). */
export function zonedToUtc(local: string, tz: string): Date {
  const [d = '', t = ''] = local.split('T');
  const [y, mo, da] = d.split('-').map(Number);
  const [h, mi] = t.split(':').map(Number);
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, da ?? 1, h ?? 0, mi ?? 0);
  let guess = wall - offsetAt(wall, tz);
  guess = wall - offsetAt(guess, tz);
  return new Date(guess);
}

/** The instant as '2026-12-01T20:00' on the wall clock of `tz`. */
export function utcToZoned(instant: Date, tz: string): string {
  const local = new Date(instant.getTime() + offsetAt(instant.getTime(), tz));
  return local.toISOString().slice(0, 16);
}

const link = httpsLink(EVENT_LIMITS.linkMax, EVENT_MESSAGES.linkHttps);

/** A draft's fields, every one optional so a draft saves as it is typed; publishing needs the essentials. */
export const eventInput = z
  .object({
    title: z.string().trim().min(1, 'Give the event a title.').max(EVENT_LIMITS.titleMax, `At most ${EVENT_LIMITS.titleMax} characters.`),
    description: z.string().trim().max(EVENT_LIMITS.descriptionMax, `At most ${EVENT_LIMITS.descriptionMax} characters.`),
    category: z.enum(EVENT_CATEGORIES, 'Choose a category.'),
    link_url: link,
    is_online: z.boolean(),
    location: z.string().trim().max(EVENT_LIMITS.locationMax, `At most ${EVENT_LIMITS.locationMax} characters.`),
    online_url: link,
    starts_local: localDateTime,
    ends_local: localDateTime,
    timezone: z.string().refine(isTimeZone, EVENT_MESSAGES.badTimezone),
    capacity: z
      .number()
      .int('Whole numbers only.')
      .min(EVENT_LIMITS.capacityMin, `At least ${EVENT_LIMITS.capacityMin} seat.`)
      .max(EVENT_LIMITS.capacityMax, `At most ${enNumber(EVENT_LIMITS.capacityMax)} seats.`),
    ticket_kind: z.enum(TICKET_KINDS),
    price_minor: z
      .number()
      .int('Whole cents only.')
      .min(0)
      .max(EVENT_LIMITS.priceMaxMinor, `At most ${enNumber(EVENT_LIMITS.priceMaxMinor / 100)}.`),
    currency: z.enum(EVENT_CURRENCIES),
  })
  .partial()
  .strict()
  .superRefine((v, c) => {
    // Only real times are compared: a field already refused has its own message (and would not convert).
    if (
      v.starts_local &&
      v.ends_local &&
      isLocalDateTime(v.starts_local) &&
      isLocalDateTime(v.ends_local) &&
      v.timezone &&
      isTimeZone(v.timezone)
    ) {
      if (zonedToUtc(v.ends_local, v.timezone) <= zonedToUtc(v.starts_local, v.timezone))
        c.addIssue({ code: 'custom', path: ['ends_local'], message: EVENT_MESSAGES.endBeforeStart });
    }
    if (v.ticket_kind === 'paid' && v.price_minor !== undefined && v.price_minor < EVENT_LIMITS.priceMinMinor)
      c.addIssue({ code: 'custom', path: ['price_minor'], message: EVENT_MESSAGES.priceRequired });
  });
export type EventInput = z.infer<typeof eventInput>;

export const eventSchema = z.object({
  id: z.uuid(),
  organizer_id: z.uuid(),
  /**
   * Who organizes, by name (issue 31): the organizer's business as the directory lists it or as
   * registered, else their display name, else '@username'.
   */
  organizer_name: z.string(),
  /** The organizer's username (null when they have none), shown beside the name. */
  organizer_username: z.string().nullable(),
  /** The organizer's business listing (spec §3 business_id), when they have a listed business. */
  business_id: z.uuid().nullable(),
  business_name: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  image_url: z.string().nullable(),
  link_url: z.string(),
  is_online: z.boolean(),
  location: z.string(),
  /** Only to the organizer and ticket holders (the join link of an online event). */
  online_url: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  starts_local: z.string(),
  ends_local: z.string(),
  timezone: z.string(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
  ticket_kind: z.enum(TICKET_KINDS),
  price_minor: z.number().int(),
  currency: z.string(),
  status: z.enum(EVENT_STATUSES),
  moderation: z.enum(EVENT_MODERATION),
  created_at: z.string(),
});
export type EventItem = z.infer<typeof eventSchema>;

export const ticketSchema = z.object({
  id: z.uuid(),
  event_id: z.uuid(),
  code: z.string(),
  status: z.enum(TICKET_STATUSES),
  checked_in_at: z.string().nullable(),
  /** Until when an unpaid ticket's seat is held. */
  hold_until: z.string().nullable(),
  created_at: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** An event as a member or visitor sees it, with the caller's own ticket (null when none or signed out). */
export const eventViewSchema = z.object({
  event: eventSchema,
  my_ticket: ticketSchema.nullable(),
  is_organizer: z.boolean(),
  /** The .ics file's address. */
  calendar_url: z.string(),
});
export type EventView = z.infer<typeof eventViewSchema>;

export const organizerEventSchema = eventSchema.extend({
  group: z.enum(ORGANIZER_GROUPS),
  rejection_reason: z.string().nullable(),
  checked_in: z.number().int(),
});
export type OrganizerEvent = z.infer<typeof organizerEventSchema>;

export const organizerEventListSchema = z.object({
  events: z.array(organizerEventSchema),
  /** Whether the organizer's next event publishes without review. */
  trusted: z.boolean(),
});

export const eventListQuery = z
  .object({
    from: z.string().refine(isCalendarDay, 'Use a date such as 2026-12-01.').optional(),
    to: z.string().refine(isCalendarDay, 'Use a date such as 2026-12-01.').optional(),
    location: z.string().trim().max(EVENT_LIMITS.locationMax).optional(),
    category: z.enum(EVENT_CATEGORIES).optional(),
  })
  .strict()
  .refine((q) => !(q.from && q.to && q.to < q.from), { path: ['to'], message: EVENT_MESSAGES.rangeOrder });
export type EventListQuery = z.infer<typeof eventListQuery>;

export const eventListSchema = z.object({ events: z.array(eventSchema) });
export const myTicketsSchema = z.object({ tickets: z.array(z.object({ ticket: ticketSchema, event: eventSchema })) });
export type MyTickets = z.infer<typeof myTicketsSchema>;

export const rsvpResponse = z.object({
  ticket: ticketSchema,
  /** A paid ticket: where to pay (the seat is held until hold_until). */
  checkout_url: z.string().nullable(),
});

export const attendeeSchema = z.object({
  ticket_id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  username: z.string().nullable(),
  code: z.string(),
  status: z.enum(TICKET_STATUSES),
  checked_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;
export const attendeeListSchema = z.object({ attendees: z.array(attendeeSchema) });

export const checkInInput = z.object({ code: z.string().trim().min(1, 'Type or scan a ticket code.').max(80) }).strict();
export const checkInResponse = z.object({ attendee: attendeeSchema, seats_taken: z.number().int(), checked_in: z.number().int() });

export const messageAttendeesInput = z
  .object({
    subject: z.string().trim().min(1, 'Add a subject.').max(EVENT_LIMITS.messageSubjectMax),
    body: z.string().trim().min(1, 'Write a message.').max(EVENT_LIMITS.messageBodyMax),
  })
  .strict();
export const messageAttendeesResponse = z.object({ sent: z.number().int() });

export const eventIdParams = z.object({ id: idParam(EVENT_MESSAGES.notFound) });
export const businessIdParams = z.object({ businessId: idParam('This business does not exist.') });

export const ORGANIZER_TAG = 'mb-events';

export const eventsRoutes = {
  myOrganizedEvents: {
    method: 'GET',
    path: '/api/v1/mb-events/events',
    summary: 'Your events as an organizer (MB Events installed), grouped draft / in review / published / past / cancelled',
    tag: ORGANIZER_TAG,
    access: 'user',
    delegated: 'viewer',
    response: organizerEventListSchema,
  },
  createOrganizedEvent: {
    method: 'POST',
    path: '/api/v1/mb-events/events',
    summary: 'Start an event as a draft (MB Events installed)',
    tag: ORGANIZER_TAG,
    access: 'user',
    delegated: 'manager',
    status: 201,
    body: eventInput,
    response: organizerEventSchema,
  },
  organizedEvent: {
    method: 'GET',
    path: '/api/v1/mb-events/events/:id',
    summary: 'One event of yours with its counts',
    tag: ORGANIZER_TAG,
    access: 'user',
    delegated: 'viewer',
    params: eventIdParams,
    response: organizerEventSchema,
  },
  updateOrganizedEvent: {
    method: 'PATCH',
    path: '/api/v1/mb-events/events/:id',
    summary: 'Edit an event of yours (not once cancelled)',
    tag: ORGANIZER_TAG,
    access: 'user',
    delegated: 'manager',
    params: eventIdParams,
    body: eventInput,
    response: organizerEventSchema,
  },
  uploadEventImage: {
    method: 'POST',
    path: '/api/v1/mb-events/events/:id/image',
    summary: 'The picture of an event of yours (multipart field "file"; JPEG, PNG or WebP up to 5 MB)',
    tag: ORGANIZER_TAG,
    access: 'user',
    delegated: 'manager',
    params: eventIdParams,
    multipart: true,
    response: organizerEventSchema,
  },
  publishOrganizedEvent: {
    method: 'POST',
    path: '/api/v1/mb-events/events/:id/publish',
    summary: 'Publish a draft: at once for a trusted organizer, otherwise through the moderation queue',
    tag: ORGANIZER_TAG,
    access: 'user',
    delegated: 'manager',
    params: eventIdParams,
    response: organizerEventSchema,
  },
  cancelOrganizedEvent: {
    method: 'POST',
    path: '/api/v1/mb-events/events/:id/cancel',
    summary: 'Cancel an event: every attendee is notified and e-mailed, paid tickets are refunded',
    tag: ORGANIZER_TAG,
    access: 'user',
    delegated: 'manager',
    params: eventIdParams,
    response: organizerEventSchema,
  },
  eventAttendees: {
    method: 'GET',
    path: '/api/v1/mb-events/events/:id/attendees',
    summary: 'The attendee list of an event of yours (organizer only)',
    tag: ORGANIZER_TAG,
    access: 'user',
    delegated: 'viewer',
    params: eventIdParams,
    response: attendeeListSchema,
  },
  messageEventAttendees: {
    method: 'POST',
    path: '/api/v1/mb-events/events/:id/message',
    summary: 'Send the attendees of an event of yours a notification and an e-mail',
    tag: ORGANIZER_TAG,
    access: 'user',
    delegated: 'manager',
    params: eventIdParams,
    body: messageAttendeesInput,
    response: messageAttendeesResponse,
  },
  checkInTicket: {
    method: 'POST',
    path: '/api/v1/mb-events/events/:id/check-in',
    summary: 'Check a ticket in by its code (scanned or typed); once per ticket',
    tag: ORGANIZER_TAG,
    access: 'user',
    delegated: 'manager',
    rateLimit: ['eventCheckIns'],
    params: eventIdParams,
    body: checkInInput,
    response: checkInResponse,
  },
  upcomingEvents: {
    method: 'GET',
    path: '/api/v1/events',
    summary: 'Upcoming published events, filtered by date range, location and category',
    tag: 'events',
    access: 'user',
    delegated: 'viewer',
    query: eventListQuery,
    response: eventListSchema,
  },
  myTickets: {
    method: 'GET',
    path: '/api/v1/events/tickets',
    summary: 'Your tickets with their events',
    tag: 'events',
    access: 'user',
    delegated: 'viewer',
    response: myTicketsSchema,
  },
  businessEvents: {
    method: 'GET',
    path: '/api/v1/businesses/:businessId/events',
    summary: "A business's upcoming published events (its directory page)",
    tag: 'events',
    access: 'public',
    delegated: 'viewer',
    params: businessIdParams,
    response: eventListSchema,
  },
  eventDetail: {
    method: 'GET',
    path: '/api/v1/events/:id',
    summary: 'A published event (anyone); a draft or one in review only to its organizer; with your ticket when signed in',
    tag: 'events',
    access: 'public',
    delegated: 'viewer',
    params: eventIdParams,
    response: eventViewSchema,
  },
  rsvpEvent: {
    method: 'POST',
    path: '/api/v1/events/:id/rsvp',
    summary:
      'RSVP (free) or start buying a ticket (paid: the seat is held while you pay; asked again, a new checkout for the held seat); one ticket per member',
    tag: 'events',
    access: 'user',
    delegated: 'manager',
    params: eventIdParams,
    response: rsvpResponse,
  },
  cancelRsvp: {
    method: 'DELETE',
    path: '/api/v1/events/:id/rsvp',
    summary: 'Give back your free ticket (or an unpaid hold); the seat returns',
    tag: 'events',
    access: 'user',
    delegated: 'manager',
    params: eventIdParams,
    response: z.object({ ok: z.literal(true) }),
  },
} as const satisfies Record<string, RouteDef>;
