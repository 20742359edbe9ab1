import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Share links to a member's public portfolio (/portfolio/share?token=…), viewable without an account.
 * The token is the whole capability: 256 random bits, kept so the owner can copy the link again. A
 * share is live while it is neither revoked nor past its expiry; revoked and expired rows stay for the
 * owner's list (and their view counts).
 */
export const portfolioShares = pgTable(
  'portfolio_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    label: text('label'),
    expires_at: ts('expires_at'),
    revoked_at: ts('revoked_at'),
    views: integer('views').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portfolio_shares_token_key').on(t.token),
    index('portfolio_shares_owner_idx').on(t.owner_id, t.created_at),
    index('portfolio_shares_live_idx').on(t.owner_id).where(sql`${t.revoked_at} is null`),
  ],
);
