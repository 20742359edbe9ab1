import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An enterprise member's company details (spec §3 enterprise_accounts), one row per enterprise, made on first save. */
export const enterpriseAccounts = pgTable('enterprise_accounts', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company_name: text('company_name').notNull().default(''),
  business_email: text('business_email').notNull().default(''),
  website: text('website').notNull().default(''),
  about: text('about').notNull().default(''),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/**
 * An enterprise's link to a studio (spec §3 enterprise_studio_links): invited by the enterprise, active
 * once the studio accepts. One row a pair; declining or unlinking removes it (README.md).
 */
export const enterpriseStudioLinks = pgTable(
  'enterprise_studio_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enterprise_id: uuid('enterprise_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studio_id: uuid('studio_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['invited', 'active'] })
      .notNull()
      .default('invited'),
    invited_at: ts('invited_at').notNull().defaultNow(),
    accepted_at: ts('accepted_at'),
  },
  (t) => [
    uniqueIndex('enterprise_studio_links_pair').on(t.enterprise_id, t.studio_id),
    index('enterprise_studio_links_studio').on(t.studio_id),
    check('enterprise_studio_links_status_check', sql`${t.status} in ('invited', 'active')`),
    check('enterprise_studio_links_not_self', sql`${t.enterprise_id} <> ${t.studio_id}`),
  ],
);

/**
 * People an enterprise invited by e-mail to act for it with a role (issue 17 "Sub-users";
 * contract enterprise-sub-users.ts). `user_id` is set once the invitee accepts; the invitation
 * link's token is kept hashed and cleared when used.
 */
export const enterpriseSubUsers = pgTable(
  'enterprise_sub_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enterprise_id: uuid('enterprise_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The invited address, lower-cased. */
    email: text('email').notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'manager', 'viewer'] }).notNull(),
    status: text('status', { enum: ['invited', 'active'] })
      .notNull()
      .default('invited'),
    token_hash: text('token_hash'),
    token_expires_at: ts('token_expires_at'),
    invited_at: ts('invited_at').notNull().defaultNow(),
    accepted_at: ts('accepted_at'),
  },
  (t) => [
    uniqueIndex('enterprise_sub_users_email').on(t.enterprise_id, t.email),
    uniqueIndex('enterprise_sub_users_member').on(t.enterprise_id, t.user_id),
    uniqueIndex('enterprise_sub_users_token').on(t.token_hash),
    index('enterprise_sub_users_user').on(t.user_id),
    check('enterprise_sub_users_role_check', sql`${t.role} in ('admin', 'manager', 'viewer')`),
    check('enterprise_sub_users_status_check', sql`${t.status} in ('invited', 'active')`),
    check('enterprise_sub_users_active_member', sql`${t.status} = 'invited' or ${t.user_id} is not null`),
  ],
);
