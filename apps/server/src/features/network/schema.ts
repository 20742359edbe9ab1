import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Follows (README.md): one way, no consent; a block ends them both ways. */
export const follows = pgTable(
  'follows',
  {
    follower_id: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followed_id: uuid('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.follower_id, t.followed_id] }),
    // A member's followers, newest first (lists, counts, the feed's live fan-out).
    index('follows_followed_idx').on(t.followed_id, t.created_at),
    check('follows_not_self', sql`${t.follower_id} <> ${t.followed_id}`),
  ],
);

/**
 * Connections: a request from one member to another, then a connection once accepted. One row per pair
 * whatever its direction (user_a < user_b by uuid order), so two crossing requests cannot make two rows;
 * `requester_id` says who asked. A declined or withdrawn request and a removed connection delete the row.
 */
export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_a: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_b: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requester_id: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    note: text('note'),
    created_at: ts('created_at').notNull().defaultNow(),
    accepted_at: ts('accepted_at'),
  },
  (t) => [
    uniqueIndex('connections_pair_key').on(t.user_a, t.user_b),
    // The other side of the pair: "my connections" reads user_a = me or user_b = me.
    index('connections_b_idx').on(t.user_b, t.status),
    index('connections_requester_idx').on(t.requester_id, t.status),
    check('connections_ordered', sql`${t.user_a} < ${t.user_b}`),
    check('connections_requester_in_pair', sql`${t.requester_id} in (${t.user_a}, ${t.user_b})`),
    check('connections_status_check', sql`${t.status} in ('pending', 'accepted')`),
  ],
);
