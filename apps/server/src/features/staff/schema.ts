import { STAFF_ROLES } from '@mb/contract/staff';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
