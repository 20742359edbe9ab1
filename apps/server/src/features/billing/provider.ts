/**
 * What the app needs from a payment processor (issue 14). Stripe does not serve adult businesses, so
 * the real ones are the adult-industry processors (CCBill, Segpay, Epoch, Verotel): a hosted payment
 * page the member is sent to, and notifications (webhooks / postbacks) back to the app. Every
 * implementation turns its processor's notifications into `BillingEvent`s; the billing service
 * never sees a processor's own format.
 *
 * Implementations: the built-in test provider (the default, reached over HTTP like any other) and
 * the adapters under `providers/`. Settings choose which (the platform setting
 * `payment_provider_mode`: `built-in` | `live`, and the live processor's credentials).
 */

/** A one-off purchase or the first payment of a subscription, as the app asks for it. */
export interface CheckoutRequest {
  /** Our id for this attempt (billing_checkouts.id); comes back on every event it causes as `checkout_ref`. */
  checkout_id: string;
  customer: { user_id: string; email: string };
  /** What the member sees on the payment page and the receipt. */
  description: string;
  /** Minor units (cents) and an ISO 4217 code; taxes are the provider's. */
  amount_minor: number;
  currency: string;
  /** Present for a subscription: it renews every interval until cancelled. */
  recurring?: { interval: 'month' | 'year' };
  /** Absolute URLs: where the member lands after paying or giving up. */
  success_url: string;
  cancel_url: string;
}

export type BillingEventType = 'paid' | 'renewed' | 'failed' | 'cancelled' | 'refunded' | 'chargeback';

/** One processor notification, in the app's words. */
export interface BillingEvent {
  /** The processor's id for this notification: the same event delivered twice has the same id. */
  event_id: string;
  type: BillingEventType;
  occurred_at: Date;
  /** Our checkout id, when the processor passes it back (first payment; one-off purchases). */
  checkout_ref: string | null;
  /** The processor's subscription id (recurring only). */
  subscription_ref: string | null;
  /** The processor's id for this charge (receipts, refunds); null when nothing was charged. */
  transaction_ref: string | null;
  /** What moved: charged for paid/renewed, returned for refunded/chargeback, 0 for failed/cancelled. */
  amount_minor: number;
  currency: string;
  /** For paid/renewed of a subscription: the end of the period now paid for. */
  period_end: Date | null;
  /** The processor's own name for the event, kept for staff. */
  raw_type: string;
}

/** A webhook as it arrived: the exact bytes matter for signatures. */
export interface IncomingWebhook {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  /** The query string, for processors that sign GET postbacks. */
  query: Record<string, string>;
}

export class WebhookRejected extends Error {}

/** A full or partial refund of one charge, as the app asks for it. */
export interface RefundRequest {
  /** The processor's id of the charge (`BillingEvent.transaction_ref` of its paid/renewed event). */
  payment_ref: string;
  amount_minor: number;
  currency: string;
  /** Why, for the processor's records and staff (free text, at most 500 characters). */
  reason: string;
}

/** The processor will not refund this charge (unknown to it, already refunded for more, other currency). */
export class RefundRefused extends Error {}

export interface BillingProvider {
  /** 'builtin', 'verotel', 'ccbill', ...: stored on every row the provider causes. */
  readonly name: string;
  /** The hosted payment page to send the member to. */
  createCheckout(req: CheckoutRequest): Promise<{ redirect_url: string }>;
  /** Checks the signature (throws WebhookRejected) and translates; an event the app does not use gives []. */
  parseWebhook(incoming: IncomingWebhook): Promise<BillingEvent[]>;
  /**
   * Stops renewals; the paid period runs to its end. A processor that cancels only on a page the
   * member opens (Verotel) answers that page instead: the member is sent there, and the processor's
   * own notification (`cancelled`) turns renewals off here.
   */
  cancelSubscription(subscription_ref: string): Promise<undefined | { redirect_url: string }>;
  /**
   * Turns renewals back on for a cancelled subscription whose paid period has not ended. False: the
   * processor cannot, and the member takes a new checkout that starts when the paid period ends.
   */
  resumeSubscription(subscription_ref: string): Promise<boolean>;
  /**
   * Gives money back. Resolves once the processor has accepted the refund; the app records it when
   * the processor's `refunded` notification arrives, as for a refund made in the processor's own
   * back office. Throws RefundRefused when the processor says no, or an AppError when this processor
   * takes refunds only in its back office (Verotel).
   */
  refund(input: RefundRequest): Promise<void>;
  /** What the webhook answers when the processor expects a particular reply (Verotel: 200 and 'OK'); JSON otherwise. */
  readonly webhookAck?: { body: string; contentType: string };
  /** Where the member manages cards and receipts at the processor (null: the processor has no such page). */
  customerPortalUrl(input: { user_id: string; subscription_ref: string | null }): Promise<string | null>;
}
