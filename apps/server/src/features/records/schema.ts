import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// The 2257 records (issue 18; this feature's README.md). Kept apart from public data: no other
// feature reads these tables, no public presenter carries them, and they name members by plain ids
// with no foreign key, because the law wants them kept after the item and the account are gone (the
// erasure feature leaves them).

/**
 * What a member gives the custodian once: legal name, date of birth and a copy of the ID document
 * (in the private `identity` bucket; only records staff ever get a link). The identity check at the
 * compliance hub is the verification; this is the record of it that the law asks the producer to keep.
 */
export const recordsIdentities = pgTable('records_identities', {
  user_id: uuid('user_id').primaryKey(),
  legal_name: text('legal_name').notNull(),
  date_of_birth: date('date_of_birth', { mode: 'string' }).notNull(),
  id_document_key: text('id_document_key').notNull(),
  id_document_type: text('id_document_type').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** One record per portfolio item that depicts people: the production date and the custodian then. */
export const records2257 = pgTable(
  'records_2257',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    item_id: uuid('item_id').notNull(),
    owner_id: uuid('owner_id').notNull(),
    item_title: text('item_title'),
    item_kind: text('item_kind'),
    production_date: date('production_date', { mode: 'string' }).notNull(),
    custodian_name: text('custodian_name').notNull(),
    custodian_title: text('custodian_title').notNull(),
    custodian_address: text('custodian_address').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('records_2257_item_idx').on(t.item_id), index('records_2257_created_idx').on(t.created_at)],
);

/**
 * A performer of a record: the producer (the uploader) and every tagged co-performer. Legal name, date
 * of birth and ID document are copied from their records identity when first known and never
 * overwritten; the verification and the consent (the tag's answer) are linked by copying their state
 * and time, refreshed while the record is open.
 */
export const records2257Performers = pgTable(
  'records_2257_performers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    record_id: uuid('record_id')
      .notNull()
      .references(() => records2257.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    role: text('role', { enum: ['producer', 'co_performer'] }).notNull(),
    username: text('username'),
    legal_name: text('legal_name'),
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    id_document_key: text('id_document_key'),
    identity_verified: boolean('identity_verified').notNull().default(false),
    identity_verified_at: ts('identity_verified_at'),
    consent_status: text('consent_status', { enum: ['producer', 'pending', 'confirmed', 'declined'] }).notNull(),
    consent_decided_at: ts('consent_decided_at'),
    release_on_file: boolean('release_on_file').notNull().default(false),
    added_at: ts('added_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('records_2257_performers_member_idx').on(t.record_id, t.user_id),
    check('records_2257_performers_role_check', sql`${t.role} in ('producer', 'co_performer')`),
  ],
);
