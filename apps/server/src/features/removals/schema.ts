import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A removal request (issue 18): from anyone, about portfolio items of one member (the uploader). It is
 * kept unconfirmed until the mailed link is used. The link's token is an HMAC of the id with the
 * server's secret (nothing to store or leak), also the key to the requester's status page. `status` follows the request's life (see the contract's
 * REMOVAL_STATUSES); the moderation item (type `removal_request`, subject = this id) carries the clock.
 */
export const removalRequests = pgTable(
  'removal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** RR-XXXXXX: what the requester quotes. */
    reference: text('reference').notNull(),
    kind: text('kind', { enum: ['depicted_person', 'copyright', 'illegal_content'] }).notNull(),
    /** depicted_person: no_consent | consent_withdrawn; illegal_content: the category; copyright: ''. */
    reason: text('reason').notNull().default(''),
    item_ids: uuid('item_ids').array().notNull(),
    /** The addresses as pasted (the notice's identification and location of the material). */
    urls: text('urls').array().notNull().default(sql`'{}'::text[]`),
    uploader_id: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member who sent it while signed in (null for a visitor). */
    requester_user_id: uuid('requester_user_id').references(() => users.id, { onDelete: 'set null' }),
    requester_name: text('requester_name').notNull(),
    requester_email: text('requester_email').notNull(),
    details: text('details').notNull().default(''),
    // DMCA notice (17 U.S.C. 512(c)(3)); the two statements are required to be true to exist at all.
    work: text('work'),
    address: text('address'),
    phone: text('phone'),
    signature: text('signature'),
    status: text('status', {
      enum: ['unconfirmed', 'open', 'removed', 'rejected', 'counter_noticed', 'suit_filed', 'restored'],
    })
      .notNull()
      .default('unconfirmed'),
    confirmed_at: ts('confirmed_at'),
    due_at: ts('due_at'),
    decided_at: ts('decided_at'),
    decision: text('decision', { enum: ['removed', 'rejected'] }),
    /** The statement of reasons both sides were sent. */
    statement: text('statement'),
    // Counter-notice (512(g)(3)), by the uploader.
    counter_material: text('counter_material'),
    counter_name: text('counter_name'),
    counter_address: text('counter_address'),
    counter_phone: text('counter_phone'),
    counter_signature: text('counter_signature'),
    counter_at: ts('counter_at'),
    restore_due_at: ts('restore_due_at'),
    suit_reference: text('suit_reference'),
    suit_at: ts('suit_at'),
    restored_at: ts('restored_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('removal_requests_kind_check', sql`${t.kind} in ('depicted_person', 'copyright', 'illegal_content')`),
    check(
      'removal_requests_status_check',
      sql`${t.status} in ('unconfirmed', 'open', 'removed', 'rejected', 'counter_noticed', 'suit_filed', 'restored')`,
    ),
    uniqueIndex('removal_requests_reference_key').on(t.reference),
    // Holds on an uploader's items and the repeat-infringer count.
    index('removal_requests_uploader_idx').on(t.uploader_id, t.kind, t.status),
  ],
);
