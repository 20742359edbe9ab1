import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Spec §3 user_verification_status: our copy of what the hub said, one row per member and type
 * ('identity' today). Kept in step with profiles.vaulth_* (written in the same transaction), and the
 * status the browser is shown when the hub does not answer.
 */
export const userVerificationStatus = pgTable(
  'user_verification_status',
  {
    profile_id: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    verification_type: text('verification_type').notNull(),
    status: text('status').notNull().default('not_started'),
    updated_at: ts('updated_at').notNull().defaultNow(),
    verified_at: ts('verified_at'),
    provider: text('provider'),
    /** What the hub told us: its user id, a failure reason. Never documents or images. */
    verification_data: jsonb('verification_data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.profile_id, t.verification_type] }),
    check('user_verification_status_status_check', sql`${t.status} in ('verified', 'pending', 'failed', 'not_started')`),
  ],
);
