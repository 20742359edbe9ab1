import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An enterprise's API keys for the public REST API (issue 17; contract developer.ts). Only the SHA-256
 * of the full key is kept (`secret_hash`, looked up by it); `prefix` (`mbk_live_ab12`) is what lists show.
 * Scopes are `area:level` strings. A revoked key keeps its row (listed as Revoked; the audit names it).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enterprise_id: uuid('enterprise_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the full key. */
    secret_hash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    expires_at: ts('expires_at'),
    last_used_at: ts('last_used_at'),
    revoked_at: ts('revoked_at'),
    /** The member who made it: the enterprise itself or one of its sub-users. */
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash').on(t.secret_hash),
    index('api_keys_enterprise').on(t.enterprise_id, t.created_at),
    check('api_keys_scopes_nonempty', sql`cardinality(${t.scopes}) > 0`),
  ],
);
