import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The media blocklist (issue 18): 64-bit perceptual hashes (dHash, 16 hex digits) staff added, by
 * uploading the picture (which is hashed and not kept) or by pasting a hash from a hash-sharing
 * programme. Every upload is compared against all of them (README.md).
 */
export const mediaHashBlocklist = pgTable(
  'media_hash_blocklist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull().unique(),
    category: text('category', { enum: ['csam', 'ncii', 'terrorism', 'other'] }).notNull(),
    reason: text('reason').notNull(),
    source: text('source', { enum: ['staff_image', 'staff_hex'] }).notNull(),
    added_by: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('media_hash_blocklist_hash_check', sql`${t.hash} ~ '^[0-9a-f]{16}$'`),
    check('media_hash_blocklist_category_check', sql`${t.category} in ('csam', 'ncii', 'terrorism', 'other')`),
  ],
);

/**
 * One blocked upload, for the authorities' report: who uploaded it (kept as plain ids and a copy of
 * the e-mail: the report outlives the account), when, from which address, on which route, its hash and
 * the entry it matched (a copy too: the entry may be removed later), and where the quarantined file is.
 * Staff fill `reported_at`/`report_reference` once it has been reported.
 */
export const mediaScanReports = pgTable(
  'media_scan_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploader_id: uuid('uploader_id').notNull(),
    uploader_email: text('uploader_email'),
    uploader_username: text('uploader_username'),
    ip: text('ip').notNull(),
    route: text('route').notNull(),
    hash: text('hash').notNull(),
    distance: integer('distance').notNull(),
    matched_id: uuid('matched_id').references(() => mediaHashBlocklist.id, { onDelete: 'set null' }),
    matched_hash: text('matched_hash').notNull(),
    matched_category: text('matched_category').notNull(),
    matched_reason: text('matched_reason').notNull(),
    file_bucket: text('file_bucket').notNull(),
    file_key: text('file_key').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    reported_at: ts('reported_at'),
    reported_by: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    report_reference: text('report_reference'),
  },
  (t) => [index('media_scan_reports_created_idx').on(t.created_at)],
);
