import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// The built-in compliance hub's own tables (apps/server/src/features/compliance/README.md). The hub is a separate
// system that happens to share the process and the database: no foreign key reaches the app's tables,
// and the app reads none of these (it asks the hub over HTTP). Its members are named by the client's
// user id (`external_user_id`).

export const hubMembers = pgTable('hub_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  external_user_id: text('external_user_id').notNull().unique(),
  email: text('email').notNull(),
  display_name: text('display_name'),
  identity_status: text('identity_status').notNull().default('not_started'),
  identity_verified_at: ts('identity_verified_at'),
  identity_failure_reason: text('identity_failure_reason'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/**
 * One-use links: `member` tickets are the SSO sessions the client creates (opened once, within 10
 * minutes); `operator` tickets open the operator console (5 minutes). Browser sessions (`member_session`,
 * `operator_session`) are what the cookie names after a ticket was used. Tokens are stored hashed.
 */
export const hubTickets = pgTable(
  'hub_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token_hash: text('token_hash').notNull().unique(),
    kind: text('kind').notNull(),
    member_id: uuid('member_id').references(() => hubMembers.id, { onDelete: 'cascade' }),
    verification_type: text('verification_type'),
    operator_id: text('operator_id'),
    operator_name: text('operator_name'),
    return_url: text('return_url'),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('hub_tickets_kind_check', sql`${t.kind} in ('member', 'operator', 'member_session', 'operator_session')`),
    index('hub_tickets_expires_idx').on(t.expires_at),
  ],
);

/** An ID document and a selfie waiting for (or past) an operator's decision. */
export const hubIdentityChecks = pgTable(
  'hub_identity_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    member_id: uuid('member_id')
      .notNull()
      .references(() => hubMembers.id, { onDelete: 'cascade' }),
    document_key: text('document_key'),
    selfie_key: text('selfie_key'),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    decided_by: text('decided_by'),
    submitted_at: ts('submitted_at').notNull().defaultNow(),
    decided_at: ts('decided_at'),
    files_deleted_at: ts('files_deleted_at'),
  },
  (t) => [
    check('hub_identity_checks_status_check', sql`${t.status} in ('pending', 'approved', 'failed', 'superseded')`),
    index('hub_identity_checks_member_idx').on(t.member_id),
    index('hub_identity_checks_status_idx').on(t.status, t.submitted_at),
  ],
);

/** A member's domain and its proof: a DNS TXT record, or an operator's approval. */
export const hubDomains = pgTable(
  'hub_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    member_id: uuid('member_id')
      .notNull()
      .references(() => hubMembers.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    status: text('status').notNull().default('pending'),
    method: text('method'),
    failure_reason: text('failure_reason'),
    review_requested_at: ts('review_requested_at'),
    last_checked_at: ts('last_checked_at'),
    verified_at: ts('verified_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('hub_domains_status_check', sql`${t.status} in ('pending', 'verified', 'failed')`),
    uniqueIndex('hub_domains_member_domain_key').on(t.member_id, t.domain),
    index('hub_domains_review_idx').on(t.review_requested_at),
  ],
);
