import { VIEW_SOURCES } from '@mb/contract/analytics-sources';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Views per owner, UTC day, subject and source: one upsert per view. The subject is the profile itself
 * (the owner's own id) or one of their portfolio items (no foreign key: a deleted item's history stays).
 */
export const profileViewDays = pgTable(
  'profile_view_days',
  {
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    subject_id: uuid('subject_id').notNull(),
    source: text('source', { enum: VIEW_SOURCES }).notNull(),
    views: integer('views').notNull().default(0),
    /** Of those, views by visitors and members who do not show themselves (the profile's "visitor count"). */
    unnamed: integer('unnamed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.owner_id, t.day, t.subject_id, t.source] })],
);

/** The last view of a profile by each member who showed themselves when viewing. */
export const profileViewers = pgTable(
  'profile_viewers',
  {
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewer_id: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewed_at: ts('viewed_at').notNull().defaultNow(),
    source: text('source', { enum: VIEW_SOURCES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.owner_id, t.viewer_id] }),
    index('profile_viewers_recent_idx').on(t.owner_id, t.viewed_at.desc()),
    index('profile_viewers_viewer_idx').on(t.viewer_id),
    check('profile_viewers_not_self', sql`${t.owner_id} <> ${t.viewer_id}`),
  ],
);

/** "Show me when I view profiles": a member without a row shows themselves (the default). */
export const analyticsSettings = pgTable('analytics_settings', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  show_my_views: boolean('show_my_views').notNull().default(true),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
