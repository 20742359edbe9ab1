import { z } from 'zod';
import { idParam } from './common.ts';
import { SUBSCRIPTION_STATUSES } from './profiles.ts';
import type { RouteDef } from './route-def.ts';
import { ADMIN_RULE } from './staff-rule.ts';

// Billing (issue 14): plans from the server's configuration, checkout at a payment provider (the
// built-in test provider under /paybox by default), webhooks applied once per (provider, event id),
// the member's subscription and invoices, and the staff list of webhook events with replay.
//
// Browser flow: POST /billing/checkout { plan_id, billing_cycle } -> { checkout_url, checkout_id }; the
// browser goes to checkout_url (the provider's hosted page); the provider sends the member back to
// /subscription-management/success?checkout=<id> (or /subscription-management/cancelled), which polls
// GET /billing/checkouts/:id until its status is `paid` (the webhook was applied).

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Who a plan is for: `member` Pro (any profile type), `business` plans only for business profiles. */
export const BILLING_AUDIENCES = ['member', 'business'] as const;
export type BillingAudience = (typeof BILLING_AUDIENCES)[number];

/** Where the provider sends the member back (same-site paths). */
export const CHECKOUT_SUCCESS_PATH = '/subscription-management/success';
export const CHECKOUT_CANCEL_PATH = '/subscription-management/cancelled';

export const BILLING_MESSAGES = {
  unknownPlan: 'That plan does not exist.',
  cycleUnavailable: 'That plan has no such billing cycle.',
  businessOnly: 'Business plans are for business profiles only.',
  alreadySubscribed: 'You already have an active subscription for this plan type. Manage it on the subscription page.',
  noSubscription: 'You have no subscription to change.',
  notCancellable: 'This subscription is not renewing, so there is nothing to cancel.',
  notResumable: 'This subscription cannot be resumed: its paid period has ended. Choose a plan to subscribe again.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  checkoutNotFound: 'That checkout was not found.',
  eventNotFound: 'That webhook event was not found.',
  badPurchase: 'That purchase could not be started.',
  cancelled: 'Auto-rebill is off. Pro stays active until the end of the paid period.',
  resumed: 'Auto-rebill is on again.',
  paymentReceived: 'Payment received',
  paymentNotFound: 'That payment was not found.',
  notRefundable: 'Only a paid one-off purchase can be refunded.',
  refundRefused: 'The payment provider refused the refund.',
  refundInControlCenter:
    'Verotel refunds are made in the Verotel Control Center: open the sale there and refund it. Its credit notification then records the refund here.',
} as const;

export const billingPlanSchema = z.object({
  id: z.string(),
  audience: z.enum(BILLING_AUDIENCES),
  name: z.string(),
  /** Minor units per cycle; null: the cycle is not offered. */
  monthly_minor: z.number().int().min(0).nullable(),
  yearly_minor: z.number().int().min(0).nullable(),
  currency: z.string().length(3),
  /** Business plans: what the listing gets (written to business_profiles when paid). */
  business: z
    .object({
      plan_type: z.enum(['free', 'pro']),
      service_limit: z.number().int(),
      product_limit: z.number().int(),
      featured_listing: z.boolean(),
      analytics_enabled: z.boolean(),
    })
    .nullable(),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;
export const billingPlanListSchema = z.object({ plans: z.array(billingPlanSchema), provider_mode: z.enum(['built-in', 'live']) });

export const checkoutInput = z.object({
  plan_id: z.string().trim().min(1, BILLING_MESSAGES.unknownPlan).max(60, BILLING_MESSAGES.unknownPlan),
  billing_cycle: z.enum(BILLING_CYCLES, { error: BILLING_MESSAGES.cycleUnavailable }),
});
export const checkoutResponse = z.object({ checkout_id: z.uuid(), checkout_url: z.string() });

export const checkoutParams = z.object({ id: idParam(BILLING_MESSAGES.checkoutNotFound) });
export const checkoutStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'paid', 'failed']),
  kind: z.enum(['subscription', 'purchase']),
  description: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  return_path: z.string(),
});

export const subscriptionSchema = z.object({
  id: z.uuid(),
  audience: z.enum(BILLING_AUDIENCES),
  plan_id: z.string(),
  plan_name: z.string(),
  billing_cycle: z.enum(BILLING_CYCLES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  auto_rebill: z.boolean(),
  amount_minor: z.number().int(),
  currency: z.string(),
  period_end: z.string(),
  next_billing_date: z.string().nullable(),
  provider: z.string(),
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const invoiceSchema = z.object({
  id: z.uuid(),
  receipt_number: z.string(),
  kind: z.enum(['charge', 'refund', 'chargeback']),
  description: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const myBillingSchema = z.object({
  subscriptions: z.array(subscriptionSchema),
  invoices: z.array(invoiceSchema),
});
export type MyBilling = z.infer<typeof myBillingSchema>;

export const subscriptionActionInput = z.object({ audience: z.enum(BILLING_AUDIENCES).default('member') });
export const portalResponse = z.object({ url: z.string().nullable() });

export const WEBHOOK_EVENT_STATES = ['applied', 'ignored', 'failed'] as const;
export const webhookEventSchema = z.object({
  id: z.uuid(),
  provider: z.string(),
  event_id: z.string(),
  type: z.string(),
  raw_type: z.string(),
  state: z.enum(WEBHOOK_EVENT_STATES),
  error: z.string().nullable(),
  user_id: z.string().nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  received_at: z.string(),
  applied_at: z.string().nullable(),
  replays: z.number().int(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
export const webhookEventListSchema = z.object({ items: z.array(webhookEventSchema) });
export const webhookEventParams = z.object({ id: idParam(BILLING_MESSAGES.eventNotFound) });

// ---------------------------------------------------------------------------------------------------
// Routes (spread into routes.ts). The providers' webhooks (POST /api/v1/billing/webhook/:provider) are
// not member routes and need the raw body for signatures: features/billing/routes.ts, like compliance's.

export const billingRoutes = {
  billingPlans: {
    method: 'GET',
    path: '/api/v1/billing/plans',
    summary: 'The plans on sale, with prices in minor units (from the server configuration)',
    tag: 'billing',
    access: 'public',
    delegated: 'viewer',
    response: billingPlanListSchema,
  },
  startCheckout: {
    method: 'POST',
    path: '/api/v1/billing/checkout',
    summary: 'Start paying for a plan: answers the provider page to send the member to',
    tag: 'billing',
    access: 'user',
    delegated: 'manager',
    body: checkoutInput,
    response: checkoutResponse,
  },
  checkoutStatus: {
    method: 'GET',
    path: '/api/v1/billing/checkouts/:id',
    summary: 'One of your checkouts: `paid` once the provider’s webhook was applied',
    tag: 'billing',
    access: 'user',
    delegated: 'viewer',
    params: checkoutParams,
    response: checkoutStatusSchema,
  },
  myBilling: {
    method: 'GET',
    path: '/api/v1/billing/me',
    summary: 'Your subscriptions and invoices',
    tag: 'billing',
    access: 'user',
    delegated: 'viewer',
    response: myBillingSchema,
  },
  cancelSubscription: {
    method: 'POST',
    path: '/api/v1/billing/subscription/cancel',
    summary: 'Turn auto-rebill off; the paid period runs to its end',
    tag: 'billing',
    access: 'user',
    delegated: 'manager',
    body: subscriptionActionInput,
    response: myBillingSchema.extend({
      /** The processor cancels only on its own page (Verotel): the member is sent there. */
      redirect_url: z.url().optional(),
    }),
  },
  resumeSubscription: {
    method: 'POST',
    path: '/api/v1/billing/subscription/resume',
    summary: 'Turn auto-rebill back on before the paid period ends',
    tag: 'billing',
    access: 'user',
    delegated: 'manager',
    body: subscriptionActionInput,
    response: myBillingSchema,
  },
  billingPortal: {
    method: 'POST',
    path: '/api/v1/billing/portal',
    summary: 'A link to the payment provider’s own page for your cards and receipts (null: it has none)',
    tag: 'billing',
    access: 'user',
    delegated: 'manager',
    response: portalResponse,
  },
  adminWebhookEvents: {
    method: 'GET',
    path: '/api/v1/admin/billing/events',
    summary: 'The latest 200 payment webhook events, as received and as applied',
    tag: 'billing',
    access: { staff: ADMIN_RULE },
    delegated: 'never',
    response: webhookEventListSchema,
  },
  adminReplayWebhookEvent: {
    method: 'POST',
    path: '/api/v1/admin/billing/events/:id/replay',
    summary: 'Apply a stored webhook event again (idempotent: what was applied stays applied once)',
    tag: 'billing',
    access: { staff: ADMIN_RULE },
    delegated: 'never',
    params: webhookEventParams,
    response: webhookEventSchema,
  },
} as const satisfies Record<string, RouteDef>;
