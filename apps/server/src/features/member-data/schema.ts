import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A member's export of their own data (issue 18): built by a job into a ZIP in the private `exports`
 * bucket (`path`), with its progress as step n of steps; ready for 7 days, then a job deletes the file
 * and marks it expired. One queued or running export per member (the partial unique index).
 */
export const memberDataExports = pgTable(
  'member_data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['queued', 'running', 'ready', 'failed', 'expired'] })
      .notNull()
      .default('queued'),
    step: integer('step').notNull().default(0),
    steps: integer('steps').notNull().default(0),
    step_label: text('step_label'),
    path: text('path'),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    created_at: ts('created_at').notNull().defaultNow(),
    ready_at: ts('ready_at'),
    expires_at: ts('expires_at'),
  },
  (t) => [
    index('member_data_exports_user_idx').on(t.user_id, t.created_at),
    uniqueIndex('member_data_exports_one_active').on(t.user_id).where(sql`${t.state} in ('queued', 'running')`),
    check('member_data_exports_state_check', sql`${t.state} in ('queued', 'running', 'ready', 'failed', 'expired')`),
  ],
);

/**
 * A member's request to erase their account: `scheduled` until `due_at` (30 days), when a job erases
 * every row and file of theirs; signing in before then marks it `cancelled` (kept so /settings can say
 * so). The erasure deletes the member's `users` row, and this row with it. The job's payload carries
 * this row's id, never the member's.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    requested_at: ts('requested_at').notNull().defaultNow(),
    due_at: ts('due_at').notNull(),
    cancelled_at: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('account_deletions_user_key').on(t.user_id),
    check('account_deletions_state_check', sql`${t.state} in ('scheduled', 'cancelled')`),
  ],
);

/**
 * What the law requires to keep of an erased member (billing records; 2257 records when that feature
 * gives its tables), moved here apart from the live tables: the source table and the row as it was
 * (jsonb), kept until `keep_until`. No route reads it; only the database's operators can.
 */
export const erasedMemberRecords = pgTable(
  'erased_member_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source_table: text('source_table').notNull(),
    reason: text('reason').notNull(),
    row: jsonb('row').notNull(),
    erased_at: ts('erased_at').notNull().defaultNow(),
    keep_until: ts('keep_until').notNull(),
  },
  (t) => [index('erased_member_records_keep_idx').on(t.keep_until)],
);
