import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A sponsored campaign (issue 14, /ads): its creative, targeting, schedule and budget, and the status
 * the server moves it through (draft → in_review → running ⇄ paused → ended). `paid_at` is set by
 * the budget's purchase purpose (`budgetPurchase`); a running campaign is served only once paid and started.
 */
export const adCampaigns = pgTable(
  'ad_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    headline: text('headline').notNull().default(''),
    body: text('body').notNull().default(''),
    link_url: text('link_url').notNull().default(''),
    image_path: text('image_path'),
    target_content_types: text('target_content_types').array().notNull().default(sql`'{}'::text[]`),
    target_profile_types: text('target_profile_types').array().notNull().default(sql`'{}'::text[]`),
    target_location: text('target_location').notNull().default(''),
    starts_on: date('starts_on', { mode: 'string' }),
    ends_on: date('ends_on', { mode: 'string' }),
    budget_kind: text('budget_kind', { enum: ['impressions', 'days'] })
      .notNull()
      .default('impressions'),
    budget_quantity: integer('budget_quantity').notNull().default(10_000),
    /** Counted impressions still to serve (impressions budgets); set when the budget is paid. */
    impressions_left: integer('impressions_left').notNull().default(0),
    price_minor: integer('price_minor').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: ['draft', 'in_review', 'running', 'paused', 'ended'] })
      .notNull()
      .default('draft'),
    paid_at: ts('paid_at'),
    payment_id: text('payment_id'),
    paid_minor: integer('paid_minor'),
    rejection_reason: text('rejection_reason'),
    ended_reason: text('ended_reason', { enum: ['budget', 'schedule', 'owner'] }),
    submitted_at: ts('submitted_at'),
    approved_at: ts('approved_at'),
    ended_at: ts('ended_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('ad_campaigns_owner_idx').on(t.owner_id, t.created_at),
    // What the slot picks from: running and paid.
    index('ad_campaigns_serving_idx').on(t.status).where(sql`${t.status} = 'running' and ${t.paid_at} is not null`),
    uniqueIndex('ad_campaigns_payment_key').on(t.payment_id),
  ],
);

/**
 * Every impression beacon and click that reached the server, counted or not (`counted` false: a bot,
 * a repeat within the window, or over the frequency cap). The visitor is a signed-in member's id or a
 * first-party random cookie value; no address or user-agent is kept.
 */
export const adEvents = pgTable(
  'ad_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['impression', 'click'] }).notNull(),
    visitor: text('visitor').notNull(),
    counted: boolean('counted').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ad_events_visitor_idx').on(t.campaign_id, t.visitor, t.kind, t.created_at),
    index('ad_events_stats_idx').on(t.campaign_id, t.day).where(sql`${t.counted}`),
  ],
);
