import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A browser's push subscription (issue 36): where its push service takes pushes, and its keys (RFC 8291). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unique: a browser has one subscription; subscribed again by another member, it becomes theirs. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    device_name: text('device_name').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    last_push_at: ts('last_push_at'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.user_id)],
);

/** Until when a tab of the member's has focus (no pushes meanwhile); renewed by the tab while it has. */
export const pushPresence = pgTable('push_presence', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  focused_until: ts('focused_until').notNull(),
});
