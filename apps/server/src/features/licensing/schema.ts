import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';
import { portfolioItems } from '../portfolio/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Terms as stored (the contract's licenseTermsSchema output): usage, territory, duration, exclusivity, price. */
export interface StoredTerms {
  usages: ('editorial' | 'commercial' | 'promotional')[];
  territory: 'worldwide' | 'countries';
  countries: string[];
  duration_months: number | null;
  exclusive: boolean;
  price_minor: number;
  currency: string;
}

/**
 * MB Licensing (issue 16): a portfolio item offered for licensing by its owner. One active offer per
 * item. What is shown of the item (title, kind, NSFW flag, a small JPEG of its grid image) is copied
 * when offered, so every party sees what is licensed whatever happens to the item later.
 */
export const licenseOffers = pgTable(
  'license_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    licensor_id: uuid('licensor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_id: uuid('item_id')
      .notNull()
      .references(() => portfolioItems.id, { onDelete: 'cascade' }),
    item_title: text('item_title'),
    item_kind: text('item_kind', { enum: ['image', 'video'] }).notNull(),
    nsfw: boolean('nsfw').notNull().default(false),
    /** Base64 JPEG (about 240 px wide); null when the item had no readable image. */
    thumb_jpeg: text('thumb_jpeg'),
    terms: jsonb('terms').$type<StoredTerms>().notNull(),
    note: text('note').notNull().default(''),
    /** From the licensor's installation setting `default_visibility` when they have one; 'members' otherwise. */
    visibility: text('visibility', { enum: ['members', 'businesses'] })
      .notNull()
      .default('members'),
    status: text('status', { enum: ['active', 'withdrawn'] })
      .notNull()
      .default('active'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('license_offers_licensor').on(t.licensor_id),
    uniqueIndex('license_offers_one_active_per_item').on(t.item_id).where(sql`status = 'active'`),
  ],
);

/**
 * A request for a license and its negotiation: pending (the creator's move) → countered (the
 * requester's move) → accepted (awaiting payment) → licensed once paid; or declined, withdrawn,
 * cancelled (offer withdrawn), refunded (paid while an exclusive license was taken).
 */
export const licenseRequests = pgTable(
  'license_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offer_id: uuid('offer_id')
      .notNull()
      .references(() => licenseOffers.id, { onDelete: 'cascade' }),
    licensor_id: uuid('licensor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requester_id: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    terms: jsonb('terms').$type<StoredTerms>().notNull(),
    message: text('message').notNull().default(''),
    counter_note: text('counter_note').notNull().default(''),
    reason: text('reason').notNull().default(''),
    status: text('status', {
      enum: ['pending', 'countered', 'accepted', 'declined', 'withdrawn', 'cancelled', 'licensed', 'refunded'],
    })
      .notNull()
      .default('pending'),
    /** The billing payment that paid it (once paid): the license's, and the refund's key. */
    payment_id: text('payment_id'),
    /**
     * The requester's MB Licensing e-mail setting, read at each of their actions: the payment's handler
     * runs inside billing's transaction, where the app store's own reads cannot run on the embedded database.
     */
    requester_emails: boolean('requester_emails').notNull().default(true),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('license_requests_licensor').on(t.licensor_id, t.updated_at),
    index('license_requests_requester').on(t.requester_id, t.updated_at),
    // One open request per member and offer.
    uniqueIndex('license_requests_one_open').on(t.offer_id, t.requester_id).where(sql`status in ('pending', 'countered', 'accepted')`),
  ],
);

/**
 * An issued license: what was agreed and paid, copied from the request and the offer at issue, so the
 * certificate and the verification page stay true. `code` is 20 Crockford base32 characters (100
 * random bits), unique. Expiry is issue + duration; revocation by the licensor refunds the payment.
 */
export const licenses = pgTable(
  'licenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    request_id: uuid('request_id').references(() => licenseRequests.id, { onDelete: 'set null' }),
    offer_id: uuid('offer_id').references(() => licenseOffers.id, { onDelete: 'set null' }),
    item_id: uuid('item_id').references(() => portfolioItems.id, { onDelete: 'set null' }),
    licensor_id: uuid('licensor_id').references(() => users.id, { onDelete: 'set null' }),
    licensee_id: uuid('licensee_id').references(() => users.id, { onDelete: 'set null' }),
    licensor_name: text('licensor_name').notNull(),
    licensor_username: text('licensor_username'),
    licensee_name: text('licensee_name').notNull(),
    licensee_username: text('licensee_username'),
    item_title: text('item_title'),
    item_kind: text('item_kind', { enum: ['image', 'video'] }).notNull(),
    nsfw: boolean('nsfw').notNull().default(false),
    thumb_jpeg: text('thumb_jpeg'),
    terms: jsonb('terms').$type<StoredTerms>().notNull(),
    paid_minor: integer('paid_minor').notNull(),
    currency: text('currency').notNull(),
    payment_id: text('payment_id').notNull(),
    issued_at: ts('issued_at').notNull().defaultNow(),
    expires_at: ts('expires_at'),
    revoked_at: ts('revoked_at'),
    revoke_reason: text('revoke_reason'),
    refund_requested_at: ts('refund_requested_at'),
  },
  (t) => [
    uniqueIndex('licenses_code').on(t.code),
    // A payment issues one license, however often its webhook arrives.
    uniqueIndex('licenses_payment').on(t.payment_id),
    uniqueIndex('licenses_request').on(t.request_id),
    index('licenses_licensor').on(t.licensor_id, t.issued_at),
    index('licenses_licensee').on(t.licensee_id, t.issued_at),
    index('licenses_item').on(t.item_id),
  ],
);
