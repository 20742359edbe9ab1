import { STAFF_ROLES } from '@mb/contract/staff';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Staff members (spec §6): one role per user; permissions are granted one by one. No row means no
 * staff access. Rows are written by staff management (a later issue) and by tests.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    granted_at: ts('granted_at').notNull().defaultNow(),
    granted_by: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('staff_roles_role_check', sql`${t.role} in ('admin', 'moderator', 'post_production_editor')`)],
);

/**
 * Every staff decision (spec §3 admin activity logs): who did what to which resource, with the details
 * (a reason, the before and after). Written by recordAdminAction in the same transaction as the change,
 * so a decision and its record stand or fall together. The record outlives the admin's account.
 */
export const adminActivityLogs = pgTable(
  'admin_activity_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    admin_id: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action_type: text('action_type').notNull(),
    resource_type: text('resource_type').notNull(),
    /** A row id or a key (a setting's name): text, so any resource fits. */
    resource_id: text('resource_id'),
    action_details: jsonb('action_details').$type<Record<string, unknown>>().notNull().default({}),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('admin_activity_logs_recent_idx').on(t.created_at.desc()),
    index('admin_activity_logs_resource_idx').on(t.resource_id, t.created_at.desc()),
  ],
);

/**
 * Platform settings edited on /admin/platforms (compliance hub, payment provider mode, upload review,
 * listing review time). One row per key; a key with no row has its default (staff/settings.ts).
 * Secret values are stored here and never leave the server in full.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
