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
 * once the studio accepts. One row a pair; declining or unlinking removes it (ARCHITECTURE "Enterprise").
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
