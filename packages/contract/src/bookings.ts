import { z } from 'zod';
import { idParam } from './common.ts';
import type { RouteDef } from './route-def.ts';

/**
 * MB Bookings (issue 16): members book each other for work. The owner (a member with the app
 * installed) publishes services and weekly availability in their own time zone; another member with
 * the app picks a free slot (shown in their own zone) and sends a request; the owner accepts or
 * declines. Every route refuses a member who has not installed the app (the app store's rule).
 *
 * A pending request does not hold its slot: others may ask for the same time until the owner accepts
 * one. Accepting is the moment the server makes sure no two accepted bookings of an owner overlap
 * (buffer included); the other pending requests for that time are declined with it.
 */

export const BOOKINGS_APP_ID = 'mb-bookings';

export const BOOKING_LIMITS = {
  nameMax: 80,
  descriptionMax: 1000,
  locationMax: 200,
  noteMax: 1000,
  reasonMax: 300,
  durationMin: 15,
  durationMax: 12 * 60,
  rateMaxCents: 100_000_000,
  bufferMax: 240,
  cancelHoursMax: 336,
  servicesMax: 20,
  weeklyMax: 42,
  exceptionsMax: 120,
  /** How many days of slots one read covers at most, and how far ahead a slot may be. */
  slotDaysMax: 31,
  horizonDays: 366,
  defaultSlotDays: 14,
} as const;

export const BOOKING_MESSAGES = {
  title: 'MB Bookings',
  usernameNeeded: 'Enter a username, like @jane_doe.',
  dashboard: 'Your bookings',
  requests: 'Requests to answer',
  upcoming: 'Upcoming',
  past: 'Past',
  noRequests: 'No requests waiting. Share your booking link to get booked.',
  noUpcoming: 'Nothing booked yet.',
  noPast: 'No past bookings.',
  noMyBookings: 'You have not booked anyone yet.',
  loadFailed: 'Could not load your bookings.',
  setupLoadFailed: 'Could not load your services and availability.',
  pageLoadFailed: 'Could not load this booking page.',
  slotsLoadFailed: 'Could not load the free times.',
  noServices: 'No services yet. Add one so members can book you.',
  ownerHasNoServices: 'This member has no services to book yet.',
  noSlots: 'No free times in these days. Try the next days.',
  notBookable: 'This member does not take bookings through MB Bookings.',
  connectionsOnly: 'This member takes bookings from their connections only.',
  selfBooking: 'You cannot book yourself.',
  serviceNotFound: 'This service does not exist.',
  bookingNotFound: 'This booking does not exist.',
  slotUnavailable: 'This time was just booked. Pick another one.',
  nextFreeTimes: 'Next free times',
  noNextFreeTimes: 'No other free times in the next two weeks.',
  slotNotOffered: 'This time is not one of the free times offered.',
  alreadyRequested: 'You already asked for this time.',
  tooSoon: (hours: number) => `Bookings need at least ${hours} hours' notice.`,
  notPending: 'This request was already answered.',
  cannotCancel: 'This booking can no longer be cancelled.',
  cancelClosed: (hours: number) => `Free cancellation ends ${hours} hours before the start. Contact the other party instead.`,
  overlapAccepted: 'You already accepted a booking at this time.',
  takenByOther: 'This time was booked by someone else.',
  settingsSaved: 'Availability saved',
  serviceSaved: 'Service saved',
  serviceDeleted: 'Service removed',
  requested: 'Request sent',
  accepted: 'Booking accepted',
  declined: 'Request declined',
  cancelled: 'Booking cancelled',
  feedRegenerated: 'New calendar link made. The old one stops working.',
  saveFailed: 'Could not save. Try again.',
  badTimeZone: 'Choose a time zone from the list.',
  badTime: 'Use a time like 09:00.',
  endAfterStart: 'The end must be after the start.',
  badDate: 'Use a date like 2027-03-28.',
  extraNeedsTimes: 'Extra hours need a start and an end.',
  nameRequired: 'Give the service a name.',
  durationRange: `A service lasts between 15 minutes and 12 hours.`,
  durationStep: 'Durations are in steps of 5 minutes.',
  rateInvalid: 'Enter a rate like 150 or 150.50, or leave it empty.',
  locationRequired: 'Say where it takes place, or mark it online.',
  tooManyServices: 'You can have up to 20 services.',
  weeklyTooMany: `Up to ${BOOKING_LIMITS.weeklyMax} weekly time ranges in all.`,
} as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = z.string().regex(HHMM, BOOKING_MESSAGES.badTime);
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export const isTimeZone = (tz: string): boolean => {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
export const timeZoneSchema = z.string().max(64).refine(isTimeZone, BOOKING_MESSAGES.badTimeZone);

/** One weekly window: ISO weekday (1 Monday ... 7 Sunday) and wall-clock times in the owner's zone. */
export const weeklyWindowSchema = z
  .object({
    weekday: z.number().int().min(1).max(7),
    start: hhmm,
    end: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, BOOKING_MESSAGES.badTime),
  })
  .refine((w) => minutesOf(w.end) > minutesOf(w.start), { message: BOOKING_MESSAGES.endAfterStart, path: ['end'] });
export type WeeklyWindow = z.infer<typeof weeklyWindowSchema>;

const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGES.badDate)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), BOOKING_MESSAGES.badDate);

/** A date's exception: the whole day off, or extra hours on top of the weekly ones. */
export const availabilityExceptionSchema = z
  .object({
    date: dateSchema,
    kind: z.enum(['off', 'extra']),
    start: hhmm.nullable().optional(),
    end: z
      .string()
      .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, BOOKING_MESSAGES.badTime)
      .nullable()
      .optional(),
  })
  .superRefine((e, c) => {
    if (e.kind !== 'extra') return;
    if (!e.start || !e.end) c.addIssue({ code: 'custom', message: BOOKING_MESSAGES.extraNeedsTimes, path: ['start'] });
    else if (minutesOf(e.end) <= minutesOf(e.start)) c.addIssue({ code: 'custom', message: BOOKING_MESSAGES.endAfterStart, path: ['end'] });
  });
export type AvailabilityException = z.infer<typeof availabilityExceptionSchema>;

export const bookingSettingsInput = z.object({
  time_zone: timeZoneSchema,
  buffer_minutes: z.number().int().min(0).max(BOOKING_LIMITS.bufferMax),
  cancel_hours: z.number().int().min(0).max(BOOKING_LIMITS.cancelHoursMax),
  weekly: z.array(weeklyWindowSchema).max(BOOKING_LIMITS.weeklyMax, BOOKING_MESSAGES.weeklyTooMany),
  exceptions: z.array(availabilityExceptionSchema).max(BOOKING_LIMITS.exceptionsMax),
});
export type BookingSettingsInput = z.infer<typeof bookingSettingsInput>;

export const bookingSettingsSchema = bookingSettingsInput.extend({
  /** From the installation's settings (the app store's settings page). */
  min_notice_hours: z.number().int(),
  who_can_book: z.enum(['members', 'connections']),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

const serviceFields = {
  name: z.string().trim().min(1, BOOKING_MESSAGES.nameRequired).max(BOOKING_LIMITS.nameMax),
  duration_minutes: z
    .number({ message: BOOKING_MESSAGES.durationRange })
    .int(BOOKING_MESSAGES.durationStep)
    .min(BOOKING_LIMITS.durationMin, BOOKING_MESSAGES.durationRange)
    .max(BOOKING_LIMITS.durationMax, BOOKING_MESSAGES.durationRange)
    .refine((n) => n % 5 === 0, BOOKING_MESSAGES.durationStep),
  /** In the currency's minor unit (cents); null: no rate shown ('on request'). */
  rate_cents: z.number().int(BOOKING_MESSAGES.rateInvalid).min(0, BOOKING_MESSAGES.rateInvalid).max(BOOKING_LIMITS.rateMaxCents).nullable(),
  currency: z.enum(['USD', 'EUR', 'GBP', 'CAD', 'AUD']),
  description: z.string().trim().max(BOOKING_LIMITS.descriptionMax),
  online: z.boolean(),
  location: z.string().trim().max(BOOKING_LIMITS.locationMax),
};
export const bookingServiceInput = z
  .object(serviceFields)
  .refine((s) => s.online || s.location.length > 0, { message: BOOKING_MESSAGES.locationRequired, path: ['location'] });
export type BookingServiceInput = z.infer<typeof bookingServiceInput>;

export const bookingServiceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  duration_minutes: z.number().int(),
  rate_cents: z.number().int().nullable(),
  currency: z.string(),
  description: z.string(),
  online: z.boolean(),
  location: z.string(),
});
export type BookingService = z.infer<typeof bookingServiceSchema>;

const personSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type BookingPerson = z.infer<typeof personSchema>;

export const BOOKING_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookingSchema = z.object({
  id: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The owner's zone, for showing the time as the owner sees it too. */
  time_zone: z.string(),
  service: z.object({ id: z.uuid().nullable(), name: z.string(), online: z.boolean(), location: z.string() }),
  rate_cents: z.number().int().nullable(),
  currency: z.string(),
  note: z.string(),
  owner: personSchema,
  booker: personSchema,
  /** Which side the caller is on. */
  role: z.enum(['owner', 'booker']),
  cancelled_by: z.enum(['owner', 'booker']).nullable(),
  reason: z.string(),
  /** Until when a free cancellation is possible (null: no longer, or not accepted/pending). */
  can_cancel: z.boolean(),
  cancel_until: z.string().nullable(),
  created_at: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const ownerBookingsSchema = z.object({
  requests: z.array(bookingSchema),
  upcoming: z.array(bookingSchema),
  past: z.array(bookingSchema),
});
export const myBookingsSchema = z.object({ upcoming: z.array(bookingSchema), past: z.array(bookingSchema) });

export const bookingSetupSchema = z.object({
  settings: bookingSettingsSchema,
  services: z.array(bookingServiceSchema),
  /** The members' page to book the owner (null until the owner has a username). */
  booking_path: z.string().nullable(),
  /** The private calendar feed (absolute URL). */
  feed_url: z.string(),
});
export type BookingSetup = z.infer<typeof bookingSetupSchema>;

export const bookingPageSchema = z.object({
  owner: personSchema,
  time_zone: z.string(),
  cancel_hours: z.number().int(),
  min_notice_hours: z.number().int(),
  services: z.array(bookingServiceSchema),
});
export type BookingPage = z.infer<typeof bookingPageSchema>;

/** Whether the signed-in member may book the member named (the profile's Book button), and where. */
export const bookableSchema = z.object({ bookable: z.boolean(), booking_path: z.string().nullable() });
export type Bookable = z.infer<typeof bookableSchema>;

export const slotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof slotSchema>;
export const slotListSchema = z.object({ service_id: z.uuid(), from: z.string(), days: z.number().int(), slots: z.array(slotSchema) });

export const slotsQuery = z.object({
  service_id: z.uuid(),
  /** First day (YYYY-MM-DD, in the owner's zone); default today. */
  from: dateSchema.optional(),
  days: z.coerce.number().int().min(1).max(BOOKING_LIMITS.slotDaysMax).optional(),
});

export const bookingRequestInput = z.object({
  service_id: z.uuid(),
  start: z.iso.datetime({ offset: true }),
  note: z.string().trim().max(BOOKING_LIMITS.noteMax),
});
export const cancelBookingInput = z.object({ reason: z.string().trim().max(BOOKING_LIMITS.reasonMax).optional() });

const usernameParams = z.object({ username: z.string().min(1).max(64) });
/** "Book a member" on the bookings home: a username (an @ in front is fine) that leads to their booking page. */
export const bookSomeoneInput = z.object({
  username: z
    .string()
    .trim()
    .transform((u) => u.replace(/^@/, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, BOOKING_MESSAGES.usernameNeeded)),
});
const idParams = z.object({ id: idParam() });
const feedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,80}$/) });
const bookingResponse = z.object({ booking: bookingSchema });

export const bookingsRoutes = {
  bookingSetup: {
    method: 'GET',
    path: '/api/v1/bookings/me/setup',
    summary: 'MB Bookings: your services, weekly availability, exceptions, time zone, buffer, policy and calendar feed',
    tag: 'bookings',
    access: 'user',
    delegated: 'viewer',
    response: bookingSetupSchema,
  },
  updateBookingSettings: {
    method: 'PUT',
    path: '/api/v1/bookings/me/settings',
    summary: 'MB Bookings: save your time zone, buffer, cancellation policy, weekly availability and exceptions',
    tag: 'bookings',
    access: 'user',
    delegated: 'manager',
    body: bookingSettingsInput,
    response: bookingSetupSchema,
  },
  createBookingService: {
    method: 'POST',
    path: '/api/v1/bookings/me/services',
    summary: 'MB Bookings: add a service',
    tag: 'bookings',
    access: 'user',
    delegated: 'manager',
    body: bookingServiceInput,
    response: z.object({ service: bookingServiceSchema }),
    status: 201,
  },
  updateBookingService: {
    method: 'PUT',
    path: '/api/v1/bookings/me/services/:id',
    summary: 'MB Bookings: change one of your services',
    tag: 'bookings',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    body: bookingServiceInput,
    response: z.object({ service: bookingServiceSchema }),
  },
  deleteBookingService: {
    method: 'DELETE',
    path: '/api/v1/bookings/me/services/:id',
    summary: 'MB Bookings: remove one of your services (its bookings stay)',
    tag: 'bookings',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    response: z.object({ ok: z.literal(true) }),
  },
  regenerateBookingFeed: {
    method: 'POST',
    path: '/api/v1/bookings/me/feed',
    summary: 'MB Bookings: a new private calendar feed link (the old one stops working)',
    tag: 'bookings',
    access: 'user',
    delegated: 'manager',
    response: z.object({ feed_url: z.string() }),
  },
  ownerBookings: {
    method: 'GET',
    path: '/api/v1/bookings/me/received',
    summary: 'MB Bookings: requests to answer, upcoming and past bookings of you',
    tag: 'bookings',
    access: 'user',
    delegated: 'viewer',
    response: ownerBookingsSchema,
  },
  myBookings: {
    method: 'GET',
    path: '/api/v1/bookings/me/made',
    summary: 'MB Bookings: the bookings you asked for, upcoming and past',
    tag: 'bookings',
    access: 'user',
    delegated: 'viewer',
    response: myBookingsSchema,
  },
  bookingPage: {
    method: 'GET',
    path: '/api/v1/bookings/members/:username',
    summary: "MB Bookings: a member's booking page (their services, zone and policy)",
    tag: 'bookings',
    access: 'user',
    delegated: 'viewer',
    params: usernameParams,
    response: bookingPageSchema,
  },
  bookingAvailability: {
    method: 'GET',
    path: '/api/v1/bookings/members/:username/bookable',
    summary:
      'MB Bookings: whether you may book this member (the Book button on their profile); never an error for a member who simply does not take bookings',
    tag: 'bookings',
    access: 'user',
    delegated: 'viewer',
    params: usernameParams,
    response: bookableSchema,
  },
  bookingSlots: {
    method: 'GET',
    path: '/api/v1/bookings/members/:username/slots',
    summary: "MB Bookings: a member's free times for one service (UTC instants; show them in your zone)",
    tag: 'bookings',
    access: 'user',
    delegated: 'viewer',
    params: usernameParams,
    query: slotsQuery,
    response: slotListSchema,
  },
  requestBooking: {
    method: 'POST',
    path: '/api/v1/bookings/members/:username/requests',
    summary: 'MB Bookings: ask a member for one of their free times, with a note',
    tag: 'bookings',
    access: 'user',
    delegated: 'manager',
    params: usernameParams,
    body: bookingRequestInput,
    response: bookingResponse,
    status: 201,
  },
  acceptBooking: {
    method: 'POST',
    path: '/api/v1/bookings/requests/:id/accept',
    summary: 'MB Bookings: accept a request (refused when it would overlap an accepted booking)',
    tag: 'bookings',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    response: bookingResponse,
  },
  declineBooking: {
    method: 'POST',
    path: '/api/v1/bookings/requests/:id/decline',
    summary: 'MB Bookings: decline a request',
    tag: 'bookings',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    response: bookingResponse,
  },
  cancelBooking: {
    method: 'POST',
    path: '/api/v1/bookings/requests/:id/cancel',
    summary: "MB Bookings: cancel a booking or withdraw a request, within the owner's policy",
    tag: 'bookings',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    body: cancelBookingInput,
    response: bookingResponse,
  },
  bookingIcs: {
    method: 'GET',
    path: '/api/v1/bookings/requests/:id/ics',
    summary: 'MB Bookings: one booking as an iCalendar file (text/calendar)',
    tag: 'bookings',
    access: 'user',
    delegated: 'viewer',
    params: idParams,
    response: z.string(),
  },
  bookingFeed: {
    method: 'GET',
    path: '/api/v1/bookings/feed/:token',
    summary: "MB Bookings: an owner's accepted bookings as an iCalendar feed (private link; text/calendar)",
    tag: 'bookings',
    access: 'public',
    delegated: 'viewer',
    params: feedParams,
    response: z.string(),
  },
} as const satisfies Record<string, RouteDef>;
