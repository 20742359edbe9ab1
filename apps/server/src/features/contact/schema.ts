import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Messages from the public contact form, kept for staff (a later issue gives staff a reader). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic', { enum: ['general', 'support', 'press', 'partnerships', 'legal', 'safety'] }).notNull(),
    message: text('message').notNull(),
    /** Set when a signed-in member wrote it. No foreign key: the message outlives a deleted account. */
    user_id: uuid('user_id'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    status: text('status', { enum: ['new', 'read', 'answered', 'closed'] })
      .notNull()
      .default('new'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_inbox_idx').on(t.status, t.created_at.desc()),
    check('contact_messages_topic_check', sql`${t.topic} in ('general', 'support', 'press', 'partnerships', 'legal', 'safety')`),
    check('contact_messages_status_check', sql`${t.status} in ('new', 'read', 'answered', 'closed')`),
  ],
);
