import { MODERATION_STATUSES } from '@mb/contract/moderation';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/**
 * The queue's keyset columns keep milliseconds, as a Date does: the cursor is made from the row's Date,
 * and with PostgreSQL's microseconds a page boundary inside one millisecond repeated or skipped rows
 * (several items enqueued in one transaction share their time).
 */
const msTs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * One moderation queue for every kind of item (issue 8): an avatar, later portfolio media, listings,
 * reports... `type` names the registered kind, `subject_id` what it is about (in that kind's own
 * terms), `owner_id` the member it concerns (who hears the decision). Open means pending, claimed or
 * escalated; at most one open item per (type, subject): a newer one supersedes it.
 */
export const moderationItems = pgTable(
  'moderation_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    subject_id: text('subject_id').notNull(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: MODERATION_STATUSES }).notNull().default('pending'),
    /** What the kind chose to remember at enqueue time (e.g. the image URL that was reviewed). */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    reason_category: text('reason_category'),
    reason: text('reason'),
    claimed_by: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimed_at: ts('claimed_at'),
    escalated_by: uuid('escalated_by').references(() => users.id, { onDelete: 'set null' }),
    escalated_at: ts('escalated_at'),
    escalation_note: text('escalation_note'),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: msTs('decided_at'),
    /** Spec §6: moderation within 48 hours of the upload. */
    due_at: ts('due_at').notNull(),
    created_at: msTs('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('moderation_items_status_check', sql`${t.status} in ('pending', 'claimed', 'approved', 'rejected', 'escalated', 'superseded')`),
    // Queue summary and listing by state, oldest first.
    index('moderation_items_type_status_created_idx').on(t.type, t.status, t.created_at, t.id),
    // The reviewer's main list (pending and claimed together, oldest first) as one index range.
    index('moderation_items_open_idx').on(t.type, t.created_at, t.id).where(sql`${t.status} in ('pending', 'claimed')`),
    uniqueIndex('moderation_items_open_subject_key')
      .on(t.type, t.subject_id)
      .where(sql`${t.status} in ('pending', 'claimed', 'escalated')`),
    index('moderation_items_owner_idx').on(t.owner_id, t.created_at),
  ],
);

/**
 * A member's report about a profile (later: an item). Each report is one queue item of type
 * 'report'; the reporter hears the outcome. One open report per reporter per subject.
 */
export const memberReports = pgTable(
  'member_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporter_id: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject_type: text('subject_type').notNull(),
    subject_id: text('subject_id').notNull(),
    /** The member the report is about. */
    target_id: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    details: text('details').notNull(),
    status: text('status', { enum: ['open', 'action_taken', 'no_violation'] })
      .notNull()
      .default('open'),
    created_at: msTs('created_at').notNull().defaultNow(),
    decided_at: msTs('decided_at'),
  },
  (t) => [
    check('member_reports_status_check', sql`${t.status} in ('open', 'action_taken', 'no_violation')`),
    uniqueIndex('member_reports_open_key').on(t.reporter_id, t.subject_type, t.subject_id).where(sql`${t.status} = 'open'`),
    index('member_reports_target_idx').on(t.target_id, t.created_at),
  ],
);
