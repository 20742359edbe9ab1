import type { z } from 'zod';
import {
  PAYBOX_API,
  type PayboxSecrets,
  payboxCheckoutAnswer,
  payboxOkAnswer,
  payboxRefundAnswer,
  payboxUrlAnswer,
  payboxWebhookBody,
  signPayboxRequest,
  webhookSignatureProblem,
} from '../../platform/paybox-protocol.ts';
import { type BillingEvent, type BillingEventType, type BillingProvider, RefundRefused, WebhookRejected } from './provider.ts';

/** The provider did not answer, or answered something unusable. */
export class ProviderError extends Error {}

const TYPES: Record<string, BillingEventType> = {
  'checkout.paid': 'paid',
  'subscription.renewed': 'renewed',
  'subscription.renewal_failed': 'failed',
  'subscription.cancelled': 'cancelled',
  'charge.refunded': 'refunded',
  'charge.chargeback': 'chargeback',
};

/**
 * The app's side of the built-in test provider (paybox/, under {this server}/paybox): a BillingProvider
 * that speaks platform/paybox-protocol.ts over HTTP, exactly as an adapter speaks to a processor.
 */
export function builtinProvider(cfg: { baseUrl: string; secrets: PayboxSecrets; timeoutMs?: number }): BillingProvider {
  const base = cfg.baseUrl.replace(/\/+$/, '');
  async function call<S extends z.ZodType>(path: string, body: unknown, schema: S, refusals: number[] = []): Promise<z.infer<S> | null> {
    const text = JSON.stringify(body ?? {});
    let res: Response;
    try {
      res = await fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signPayboxRequest(cfg.secrets.apiSecret, 'POST', path, text) },
        body: text,
        signal: AbortSignal.timeout(cfg.timeoutMs ?? 30_000),
        redirect: 'error',
      });
    } catch (e) {
      throw new ProviderError(`payment provider unreachable: ${(e as Error).message}`);
    }
    if (res.status === 404) return null;
    if (refusals.includes(res.status)) {
      const why = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
      throw new RefundRefused(why?.error?.message ?? `payment provider refused (${res.status})`);
    }
    if (!res.ok) throw new ProviderError(`payment provider answered ${res.status} to ${path}`);
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new ProviderError(`payment provider answered ${path} with an unexpected body`);
    return parsed.data;
  }
  return {
    name: 'builtin',
    async createCheckout(req) {
      const r = await call(
        PAYBOX_API.checkouts,
        {
          checkout_ref: req.checkout_id,
          customer_ref: req.customer.user_id,
          email: req.customer.email,
          description: req.description,
          amount_minor: req.amount_minor,
          currency: req.currency,
          interval: req.recurring?.interval ?? null,
          success_url: req.success_url,
          cancel_url: req.cancel_url,
        },
        payboxCheckoutAnswer,
      );
      if (!r) throw new ProviderError('payment provider has no checkout route');
      return { redirect_url: r.url };
    },
    async parseWebhook(incoming) {
      const problem = webhookSignatureProblem(cfg.secrets.webhookSecret, incoming.headers, incoming.rawBody);
      if (problem) throw new WebhookRejected(problem);
      let json: unknown;
      try {
        json = JSON.parse(incoming.rawBody);
      } catch {
        throw new WebhookRejected('body is not JSON');
      }
      const b = payboxWebhookBody.safeParse(json);
      if (!b.success) throw new WebhookRejected('body is not a paybox event');
      const type = TYPES[b.data.type];
      if (!type) return [];
      const d = b.data.data;
      const ev: BillingEvent = {
        event_id: b.data.id,
        type,
        occurred_at: new Date(b.data.created * 1000),
        checkout_ref: d.checkout_ref,
        subscription_ref: d.subscription_id,
        transaction_ref: d.transaction_id,
        amount_minor: d.amount_minor,
        currency: d.currency,
        period_end: d.period_end === null ? null : new Date(d.period_end * 1000),
        raw_type: b.data.type,
      };
      return [ev];
    },
    async cancelSubscription(ref) {
      if (!(await call(PAYBOX_API.cancel(ref), {}, payboxOkAnswer)))
        throw new ProviderError('payment provider does not know the subscription');
    },
    async resumeSubscription(ref) {
      const r = await call(PAYBOX_API.resume(ref), {}, payboxOkAnswer);
      return r?.ok ?? false;
    },
    async refund(input) {
      const r = await call(
        PAYBOX_API.refund(input.payment_ref),
        { amount_minor: input.amount_minor, currency: input.currency, reason: input.reason.slice(0, 500) },
        payboxRefundAnswer,
        [400, 409],
      );
      if (!r) throw new RefundRefused('The payment provider does not know this charge.');
    },
    async customerPortalUrl(input) {
      const r = await call(PAYBOX_API.portal, { customer_ref: input.user_id }, payboxUrlAnswer);
      return r?.url ?? null;
    },
  };
}
