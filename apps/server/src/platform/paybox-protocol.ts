import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

// The built-in test payment provider's HTTP protocol (apps/server/src/features/billing/README.md): what the billing
// feature's client (features/billing/providers/builtin.ts) and the provider itself (paybox/) both
// speak, so neither imports the other.
//
// API requests (app -> paybox), under {base}/api/...:
//   x-paybox-timestamp: unix seconds (refused when more than 5 minutes off)
//   x-paybox-signature: hex HMAC-SHA256(apiSecret, `${timestamp}.${METHOD}.${path}.${body}`)
// Webhooks (paybox -> app), POST {app}/api/v1/billing/webhook/builtin with a JSON body:
//   x-paybox-timestamp: unix seconds (the app refuses more than 5 minutes off: replays of old captures)
//   x-paybox-signature: v1=hex HMAC-SHA256(webhookSecret, `${timestamp}.${body}`)

export const PAYBOX_SIGNATURE_WINDOW_S = 300;

export interface PayboxSecrets {
  apiSecret: string;
  webhookSecret: string;
}

const equal = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
const header = (h: Record<string, string | string[] | undefined>, name: string) => {
  const v = h[name];
  return typeof v === 'string' ? v : undefined;
};

export function signPayboxRequest(apiSecret: string, method: string, path: string, body: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  const signature = createHmac('sha256', apiSecret).update(`${timestamp}.${method.toUpperCase()}.${path}.${body}`).digest('hex');
  return { 'x-paybox-timestamp': timestamp, 'x-paybox-signature': signature };
}

export function verifyPayboxRequest(
  apiSecret: string,
  headers: Record<string, string | string[] | undefined>,
  method: string,
  path: string,
  body: string,
  now = Date.now(),
) {
  const ts = header(headers, 'x-paybox-timestamp');
  const sig = header(headers, 'x-paybox-signature');
  if (!ts || !sig || !/^\d{1,12}$/.test(ts)) return false;
  if (Math.abs(now / 1000 - Number(ts)) > PAYBOX_SIGNATURE_WINDOW_S) return false;
  const want = createHmac('sha256', apiSecret).update(`${ts}.${method.toUpperCase()}.${path}.${body}`).digest('hex');
  return equal(sig, want);
}

export function signPayboxWebhook(webhookSecret: string, body: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex');
  return { 'x-paybox-timestamp': timestamp, 'x-paybox-signature': `v1=${signature}` };
}

/** Why a webhook is refused, or null when its signature is good and fresh. */
export function webhookSignatureProblem(
  webhookSecret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now = Date.now(),
): string | null {
  const ts = header(headers, 'x-paybox-timestamp');
  const sig = header(headers, 'x-paybox-signature');
  if (!ts || !sig) return 'missing signature headers';
  if (!/^\d{1,12}$/.test(ts)) return 'bad timestamp';
  if (Math.abs(now / 1000 - Number(ts)) > PAYBOX_SIGNATURE_WINDOW_S) return 'timestamp outside the tolerance';
  const want = `v1=${createHmac('sha256', webhookSecret).update(`${ts}.${body}`).digest('hex')}`;
  return equal(sig, want) ? null : 'signature mismatch';
}

/** The built-in provider's secrets when none are configured: derived from the server's secret. */
export function derivedPayboxSecrets(secret: Uint8Array, webhookSecret?: string): PayboxSecrets {
  const derive = (label: string) => createHmac('sha256', secret).update(`paybox:${label}`).digest('base64url');
  return { apiSecret: derive('api'), webhookSecret: webhookSecret ?? derive('webhook') };
}

// ---------------------------------------------------------------------------------------------------
// API

export const PAYBOX_API = {
  checkouts: '/api/checkouts',
  cancel: (id: string) => `/api/subscriptions/${encodeURIComponent(id)}/cancel`,
  resume: (id: string) => `/api/subscriptions/${encodeURIComponent(id)}/resume`,
  portal: '/api/portal',
  refund: (chargeId: string) => `/api/charges/${encodeURIComponent(chargeId)}/refund`,
} as const;

export const payboxCheckoutBody = z.object({
  checkout_ref: z.string().min(1).max(100),
  customer_ref: z.string().min(1).max(100),
  email: z.string().max(320),
  description: z.string().min(1).max(200),
  amount_minor: z.number().int().min(1).max(100_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/),
  interval: z.enum(['month', 'year']).nullable(),
  success_url: z.string().max(2000),
  cancel_url: z.string().max(2000),
});
export type PayboxCheckoutBody = z.infer<typeof payboxCheckoutBody>;
export const payboxUrlAnswer = z.object({ url: z.string() });
export const payboxCheckoutAnswer = z.object({ id: z.string(), url: z.string() });
export const payboxOkAnswer = z.object({ ok: z.boolean() });
export const payboxPortalBody = z.object({ customer_ref: z.string().min(1).max(100) });
/**
 * POST /api/charges/:transaction_id/refund: gives `amount_minor` of a charge back and sends
 * `charge.refunded` (its transaction_id is the charge's). Asking again for what was already given back
 * in full answers `already_refunded` and sends nothing, so a retried request never refunds twice;
 * more than is left of the charge is 409, an unknown charge 404.
 */
export const payboxRefundBody = z.object({
  amount_minor: z.number().int().min(1).max(100_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/),
  reason: z.string().trim().min(1).max(500),
});
export type PayboxRefundBody = z.infer<typeof payboxRefundBody>;
export const payboxRefundAnswer = z.object({ id: z.string(), status: z.enum(['refunded', 'already_refunded']) });
/**
 * Test hook (TEST_HOOKS=on only, refused at start in production): POST {base}/test/lapse, unsigned, so
 * browser tests can call it: the customer's active subscriptions end `days_ago` days ago and renew on a
 * declined card, so the app gets `subscription.renewal_failed`.
 */
export const PAYBOX_TEST_LAPSE = '/test/lapse';
export const payboxLapseBody = z.object({ customer_ref: z.string().min(1).max(100), days_ago: z.number().int().min(0).max(365) });

// ---------------------------------------------------------------------------------------------------
// Webhook bodies

export const PAYBOX_EVENT_TYPES = [
  'checkout.paid',
  'subscription.renewed',
  'subscription.renewal_failed',
  'subscription.cancelled',
  'charge.refunded',
  'charge.chargeback',
] as const;
export type PayboxEventType = (typeof PAYBOX_EVENT_TYPES)[number];

export const payboxWebhookBody = z.object({
  id: z.string().min(1).max(100),
  type: z.string().max(60),
  created: z.number().int(),
  data: z.object({
    checkout_ref: z.string().nullable(),
    subscription_id: z.string().nullable(),
    transaction_id: z.string().nullable(),
    amount_minor: z.number().int(),
    currency: z.string(),
    /** Unix seconds: the end of the period now paid for (paid/renewed of a subscription). */
    period_end: z.number().int().nullable(),
  }),
});
export type PayboxWebhookBody = z.infer<typeof payboxWebhookBody>;
