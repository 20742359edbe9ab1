import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Spec §3 notifications. read_at null = unread. Column names follow the spec. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** One of the seven types of spec §3, or a type a later feature adds (unknown types pass, §4). */
    type: text('type').notNull(),
    /** A same-site path (checked on insert), or null. */
    action_url: text('action_url'),
    order_id: uuid('order_id'),
    editor_notification_type: text('editor_notification_type'),
    created_at: ts('created_at').notNull().defaultNow(),
    read_at: ts('read_at'),
  },
  (t) => [
    // The panel's newest-first pages and the cursor (created_at, id) of "Load more".
    index('notifications_user_created_idx').on(t.user_id, t.created_at.desc(), t.id.desc()),
    // The badge's count and mark-all-read touch only unread rows.
    index('notifications_user_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
  ],
);

/**
 * Spec §3 notification_preferences: the seven switches (on unless turned off), and ours: e-mail per
 * type (off unless opted into) and the daily digest. No row means every default.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    portfolio_likes: boolean('portfolio_likes').notNull().default(true),
    new_followers: boolean('new_followers').notNull().default(true),
    collaboration_requests: boolean('collaboration_requests').notNull().default(true),
    messages: boolean('messages').notNull().default(true),
    system_updates: boolean('system_updates').notNull().default(true),
    task_assignments: boolean('task_assignments').notNull().default(true),
    task_reminders: boolean('task_reminders').notNull().default(true),
    email_portfolio_likes: boolean('email_portfolio_likes').notNull().default(false),
    email_new_followers: boolean('email_new_followers').notNull().default(false),
    email_collaboration_requests: boolean('email_collaboration_requests').notNull().default(false),
    email_messages: boolean('email_messages').notNull().default(false),
    email_system_updates: boolean('email_system_updates').notNull().default(false),
    email_task_assignments: boolean('email_task_assignments').notNull().default(false),
    email_task_reminders: boolean('email_task_reminders').notNull().default(false),
    // Web Push per type (issue 36): on for the types the issue names, off for the rest (PUSH_DEFAULT_ON).
    push_portfolio_likes: boolean('push_portfolio_likes').notNull().default(false),
    push_new_followers: boolean('push_new_followers').notNull().default(false),
    push_collaboration_requests: boolean('push_collaboration_requests').notNull().default(true),
    push_messages: boolean('push_messages').notNull().default(true),
    push_system_updates: boolean('push_system_updates').notNull().default(true),
    push_task_assignments: boolean('push_task_assignments').notNull().default(false),
    push_task_reminders: boolean('push_task_reminders').notNull().default(false),
    push_hide_content: boolean('push_hide_content').notNull().default(false),
    digest: text('digest', { enum: ['off', 'daily'] })
      .notNull()
      .default('off'),
    /** When the last daily digest went out, so a digest never repeats what the previous one listed. */
    digest_sent_at: ts('digest_sent_at'),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('notification_preferences_digest_check', sql`${t.digest} in ('off', 'daily')`)],
);
