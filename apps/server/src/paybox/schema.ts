import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The built-in test payment provider's own tables (paybox_*): another system's data in the same
// database, keyed by its own ids and the app's references (strings), never by the app's tables.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A hosted payment page: one per checkout the app asked for. */
export const payboxCheckouts = pgTable(
  'paybox_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkout_ref: text('checkout_ref').notNull(),
    customer_ref: text('customer_ref').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull(),
    amount_minor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** 'month' | 'year' for a subscription; null for a one-off payment. */
    interval: text('interval'),
    success_url: text('success_url').notNull(),
    cancel_url: text('cancel_url').notNull(),
    status: text('status').notNull().default('open'),
    /** Attempts of the 'try again' test card on this page (it succeeds on the second). */
    attempts: integer('attempts').notNull().default(0),
    subscription_id: uuid('subscription_id'),
    created_at: ts('created_at').notNull().defaultNow(),
    paid_at: ts('paid_at'),
  },
  (t) => [check('paybox_checkouts_status_check', sql`${t.status} in ('open', 'paid')`)],
);

export const payboxSubscriptions = pgTable(
  'paybox_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customer_ref: text('customer_ref').notNull(),
    checkout_ref: text('checkout_ref').notNull(),
    description: text('description').notNull(),
    amount_minor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    card_last4: text('card_last4').notNull(),
    /** How the card behaves at renewal: 'ok' or 'decline' (test cards). */
    card_behaviour: text('card_behaviour').notNull(),
    status: text('status').notNull().default('active'),
    auto_renew: boolean('auto_renew').notNull().default(true),
    period_end: ts('period_end').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('paybox_subscriptions_status_check', sql`${t.status} in ('active', 'past_due', 'cancelled')`),
    index('paybox_subscriptions_customer_idx').on(t.customer_ref),
  ],
);

/** Notifications to the app, kept with their delivery state (delivered by the paybox.deliver job). */
export const payboxEvents = pgTable(
  'paybox_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    customer_ref: text('customer_ref').notNull(),
    body: text('body').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: ts('created_at').notNull().defaultNow(),
    delivered_at: ts('delivered_at'),
  },
  (t) => [
    check('paybox_events_state_check', sql`${t.state} in ('pending', 'delivered', 'failed')`),
    index('paybox_events_customer_idx').on(t.customer_ref),
  ],
);

/** Money taken: a checkout's payment or a renewal, under the transaction id its event carried. */
export const payboxCharges = pgTable(
  'paybox_charges',
  {
    id: text('id').primaryKey(),
    customer_ref: text('customer_ref').notNull(),
    checkout_ref: text('checkout_ref').notNull(),
    subscription_id: uuid('subscription_id'),
    amount_minor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** What has been given back so far (refunds never exceed the charge). */
    refunded_minor: integer('refunded_minor').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('paybox_charges_refunded_check', sql`${t.refunded_minor} between 0 and ${t.amount_minor}`),
    index('paybox_charges_customer_idx').on(t.customer_ref),
  ],
);

/** Each refund the app asked for, with its reason (the charge.refunded event it caused has the same amount). */
export const payboxRefunds = pgTable(
  'paybox_refunds',
  {
    id: text('id').primaryKey(),
    charge_id: text('charge_id')
      .notNull()
      .references(() => payboxCharges.id, { onDelete: 'cascade' }),
    amount_minor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('paybox_refunds_charge_idx').on(t.charge_id)],
);
