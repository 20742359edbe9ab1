import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface StoredWindow {
  weekday: number;
  start: string;
  end: string;
}
export interface StoredException {
  date: string;
  kind: 'off' | 'extra';
  start?: string | null;
  end?: string | null;
}

/**
 * MB Bookings (issue 16): an owner's booking set-up, one row per owner made on first use. Its row is
 * also the owner's lock: requests and answers for an owner take it `FOR UPDATE`, so the overlap check
 * and the write that follows it see every accepted booking (README.md).
 */
export const bookingOwners = pgTable(
  'booking_owners',
  {
    owner_id: uuid('owner_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    time_zone: text('time_zone').notNull().default('UTC'),
    buffer_minutes: integer('buffer_minutes').notNull().default(0),
    cancel_hours: integer('cancel_hours').notNull().default(24),
    weekly: jsonb('weekly').$type<StoredWindow[]>().notNull().default(sql`'[]'::jsonb`),
    exceptions: jsonb('exceptions').$type<StoredException[]>().notNull().default(sql`'[]'::jsonb`),
    /** The private calendar feed's secret (unguessable, replaced on regeneration). */
    feed_token: text('feed_token').notNull(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_owners_feed_token').on(t.feed_token)],
);

export const bookingServices = pgTable(
  'booking_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    duration_minutes: integer('duration_minutes').notNull(),
    rate_cents: integer('rate_cents'),
    currency: text('currency').notNull().default('USD'),
    description: text('description').notNull().default(''),
    online: boolean('online').notNull().default(false),
    location: text('location').notNull().default(''),
    /** Removed services keep their row: bookings name them. */
    deleted_at: ts('deleted_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('booking_services_owner').on(t.owner_id)],
);

/**
 * A request and, once accepted, a booking. What was booked (service name, place, rate, zone) is copied
 * so a later edit of the service does not rewrite history. `hold_until` is the end plus the owner's
 * buffer when accepted: two accepted bookings of one owner never overlap on [starts_at, hold_until).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    booker_id: uuid('booker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service_id: uuid('service_id').references(() => bookingServices.id, { onDelete: 'set null' }),
    service_name: text('service_name').notNull(),
    online: boolean('online').notNull().default(false),
    location: text('location').notNull().default(''),
    rate_cents: integer('rate_cents'),
    currency: text('currency').notNull().default('USD'),
    time_zone: text('time_zone').notNull(),
    starts_at: ts('starts_at').notNull(),
    ends_at: ts('ends_at').notNull(),
    hold_until: ts('hold_until').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    note: text('note').notNull().default(''),
    cancelled_by: text('cancelled_by', { enum: ['owner', 'booker'] }),
    reason: text('reason').notNull().default(''),
    /** Raised on every change: the .ics SEQUENCE, so calendars update their entry. */
    sequence: integer('sequence').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bookings_owner_start').on(t.owner_id, t.starts_at),
    index('bookings_booker_start').on(t.booker_id, t.starts_at),
    // One open request per member and time: a second (even sent at the same instant) is refused.
    uniqueIndex('bookings_one_pending_request').on(t.owner_id, t.booker_id, t.starts_at).where(sql`status = 'pending'`),
  ],
);
