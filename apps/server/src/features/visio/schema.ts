import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';
import { bookings } from '../bookings/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * MB Visio (issue 16): a room its host (MB Visio installed) made, scheduled or instant. One call per
 * room: `started_at` when the first person was let in, `ended_at` when the last one left, the host
 * ended it, or (no row change) a scheduled room nobody started is over a day after its start.
 * Nothing of the media is ever stored: no recording.
 */
export const visioRooms = pgTable(
  'visio_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    host_id: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    starts_at: ts('starts_at').notNull(),
    /** The MB Bookings booking whose other party was invited, if the room was made from one. */
    booking_id: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    started_at: ts('started_at'),
    ended_at: ts('ended_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('visio_rooms_host_start').on(t.host_id, t.starts_at)],
);

/** The members invited to a room: they (and the host) may open its link and join; nobody else. */
export const visioInvites = pgTable(
  'visio_invites',
  {
    room_id: uuid('room_id')
      .notNull()
      .references(() => visioRooms.id, { onDelete: 'cascade' }),
    member_id: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.room_id, t.member_id] }), index('visio_invites_member').on(t.member_id)],
);

/**
 * One joining of a call by a member: the peer's address for signalling (topic `visio:{id}`). Present
 * while 'waiting' or 'admitted'; 'denied' by the host or 'left' (the Leave button, the host ending
 * the call, or the member's socket gone). `attached_at`: when its socket subscribed; peers connect
 * only to attached participants, whose offers would otherwise be lost.
 */
export const visioParticipants = pgTable(
  'visio_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    room_id: uuid('room_id')
      .notNull()
      .references(() => visioRooms.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['waiting', 'admitted', 'denied', 'left'] }).notNull(),
    audio_on: boolean('audio_on').notNull().default(true),
    video_on: boolean('video_on').notNull().default(true),
    screen: boolean('screen').notNull().default(false),
    joined_at: ts('joined_at').notNull().defaultNow(),
    attached_at: ts('attached_at'),
    /** Last heard from (its socket attached, or an `alive` signal): a present row not heard from for a while has left. */
    seen_at: ts('seen_at'),
    admitted_at: ts('admitted_at'),
    left_at: ts('left_at'),
  },
  (t) => [
    index('visio_participants_room').on(t.room_id),
    index('visio_participants_present').on(t.room_id, t.state).where(sql`state in ('waiting', 'admitted')`),
    index('visio_participants_user').on(t.user_id),
  ],
);
