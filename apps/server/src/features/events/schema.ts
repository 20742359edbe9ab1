import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An event (spec §3 Event; issue 15): organized by a member with MB Events installed, belonging to
 * their business listing when they have one (business_id, the listing's id). Shown to members and
 * visitors once published and approved. `seats_taken` counts every ticket holding a seat (reserved
 * while paying, valid, checked in) and is changed only in the transaction that adds or releases a
 * ticket: the CHECK makes overselling impossible whatever the concurrency (PGlite and PostgreSQL).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizer_id: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    business_id: uuid('business_id'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('other'),
    image_path: text('image_path'),
    link_url: text('link_url').notNull().default(''),
    is_online: boolean('is_online').notNull().default(false),
    location: text('location').notNull().default(''),
    online_url: text('online_url').notNull().default(''),
    start_date: ts('start_date'),
    end_date: ts('end_date'),
    timezone: text('timezone').notNull().default('UTC'),
    capacity: integer('capacity').notNull().default(50),
    seats_taken: integer('seats_taken').notNull().default(0),
    ticket_kind: text('ticket_kind', { enum: ['free', 'paid'] })
      .notNull()
      .default('free'),
    price_minor: integer('price_minor').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: ['draft', 'published', 'cancelled'] })
      .notNull()
      .default('draft'),
    moderation: text('moderation', { enum: ['none', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('none'),
    rejection_reason: text('rejection_reason'),
    published_at: ts('published_at'),
    cancelled_at: ts('cancelled_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('events_seats_check', sql`${t.seats_taken} >= 0 and ${t.seats_taken} <= ${t.capacity}`),
    check('events_capacity_check', sql`${t.capacity} >= 1`),
    index('events_organizer_idx').on(t.organizer_id, t.created_at),
    // What /events and a business page read: published and approved, by start.
    index('events_listed_idx').on(t.start_date).where(sql`${t.status} = 'published' and ${t.moderation} = 'approved'`),
    index('events_business_idx').on(t.business_id, t.start_date),
  ],
);

/**
 * One ticket per attendee (issue 15). `code` is 50 random bits in Crockford base32 (the first tickets':
 * 128 bits in RFC 4648 base32), shown as text and QR code, checked in once at the door; unique over
 * every event, so within each. One live ticket (reserved, valid, checked in) per member and event.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event_id: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status', { enum: ['pending_payment', 'valid', 'checked_in', 'cancelled', 'refunded'] })
      .notNull()
      .default('valid'),
    hold_until: ts('hold_until'),
    payment_id: text('payment_id'),
    paid_minor: integer('paid_minor'),
    refund_requested_at: ts('refund_requested_at'),
    checked_in_at: ts('checked_in_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_tickets_code_key').on(t.code),
    uniqueIndex('event_tickets_live_key').on(t.event_id, t.user_id).where(sql`${t.status} in ('pending_payment', 'valid', 'checked_in')`),
    index('event_tickets_user_idx').on(t.user_id, t.created_at),
    index('event_tickets_event_idx').on(t.event_id, t.created_at),
    uniqueIndex('event_tickets_payment_key').on(t.payment_id),
  ],
);
