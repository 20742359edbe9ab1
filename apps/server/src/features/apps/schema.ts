import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The app store's catalogue (spec §3 mb_apps): one row per mini app, seeded at start from the
 * contract's MINI_APPS list. `metadata.route` is the app's own page when it has one.
 */
export const mbApps = pgTable('mb_apps', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  icon_url: text('icon_url'),
  theme_color: text('theme_color').notNull().default('#64748b'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  sort_order: integer('sort_order').notNull().default(0),
  created_at: ts('created_at').notNull().defaultNow(),
});

/**
 * A member's installation of an app (spec §3 mb_app_installations). One row per member and app: an
 * uninstall sets status 'uninstalled' and a reinstall makes it active again, keeping `configuration`.
 */
export const mbAppInstallations = pgTable(
  'mb_app_installations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    app_id: text('app_id')
      .notNull()
      .references(() => mbApps.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'uninstalled'] })
      .notNull()
      .default('active'),
    installed_at: ts('installed_at').notNull().defaultNow(),
    last_used_at: ts('last_used_at'),
    configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [uniqueIndex('mb_app_installations_user_app').on(t.user_id, t.app_id), index('mb_app_installations_app').on(t.app_id)],
);
