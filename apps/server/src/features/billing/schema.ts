import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/schema.ts';

// Billing (issue 14): what members started paying for, what they pay for now, what they paid, and
// every processor notification as it arrived (raw) and as the app understood it (normalized).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One attempt to pay: a plan's first payment or a one-off purchase for another feature. */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    /** Subscriptions: the plan and cycle. */
    plan_id: text('plan_id'),
    billing_cycle: text('billing_cycle'),
    /** Purchases: which feature's handler runs when paid, and its own reference. */
    purpose: text('purpose'),
    reference: text('reference'),
    description: text('description').notNull(),
    amount_minor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    return_path: text('return_path').notNull(),
    status: text('status').notNull().default('open'),
    created_at: ts('created_at').notNull().defaultNow(),
    paid_at: ts('paid_at'),
  },
  (t) => [
    check('billing_checkouts_kind_check', sql`${t.kind} in ('subscription', 'purchase')`),
    check('billing_checkouts_status_check', sql`${t.status} in ('open', 'paid', 'failed')`),
    index('billing_checkouts_user_idx').on(t.user_id, t.created_at),
  ],
);

/** A plan a member pays for again and again; at most one live one per member and audience. */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    audience: text('audience').notNull(),
    plan_id: text('plan_id').notNull(),
    billing_cycle: text('billing_cycle').notNull(),
    provider: text('provider').notNull(),
    subscription_ref: text('subscription_ref').notNull(),
    checkout_id: uuid('checkout_id').references(() => billingCheckouts.id, { onDelete: 'set null' }),
    /** SUBSCRIPTION_STATUSES (contract). */
    status: text('status').notNull(),
    auto_rebill: boolean('auto_rebill').notNull().default(true),
    amount_minor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    period_end: ts('period_end').notNull(),
    /** When the latest event applied to it happened at the processor: older ones arriving late change nothing. */
    last_event_at: ts('last_event_at').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_subscriptions_ref_idx').on(t.provider, t.subscription_ref),
    index('billing_subscriptions_user_idx').on(t.user_id, t.audience),
    check('billing_subscriptions_audience_check', sql`${t.audience} in ('member', 'business')`),
  ],
);

/** Money that moved: charges (receipts), refunds and chargebacks. */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subscription_id: uuid('subscription_id').references(() => billingSubscriptions.id, { onDelete: 'set null' }),
    checkout_id: uuid('checkout_id').references(() => billingCheckouts.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    transaction_ref: text('transaction_ref'),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    amount_minor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    receipt_number: text('receipt_number').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    /** Charges: when the app asked the provider to refund it (refundPurchase asks once) and why. */
    refund_requested_at: ts('refund_requested_at'),
    refund_reason: text('refund_reason'),
  },
  (t) => [
    check('billing_payments_kind_check', sql`${t.kind} in ('charge', 'refund', 'chargeback')`),
    index('billing_payments_user_idx').on(t.user_id, t.created_at),
    index('billing_payments_checkout_idx').on(t.checkout_id),
  ],
);

/** Every verified notification, once per (provider, event id): raw as received, normalized, and its fate. */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    type: text('type').notNull(),
    raw_type: text('raw_type').notNull(),
    raw_body: text('raw_body').notNull(),
    /** The BillingEvent, dates as ISO strings. */
    normalized: jsonb('normalized').$type<Record<string, unknown>>().notNull(),
    state: text('state').notNull(),
    error: text('error'),
    user_id: uuid('user_id'),
    received_at: ts('received_at').notNull().defaultNow(),
    applied_at: ts('applied_at'),
    replays: integer('replays').notNull().default(0),
  },
  (t) => [
    uniqueIndex('billing_webhook_events_event_idx').on(t.provider, t.event_id),
    index('billing_webhook_events_received_idx').on(t.received_at),
    check('billing_webhook_events_state_check', sql`${t.state} in ('applied', 'ignored', 'failed')`),
  ],
);
