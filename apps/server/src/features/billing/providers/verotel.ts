/**
 * Verotel FlexPay adapter (issue 14): the hosted order page ("startorder") and the signed postbacks.
 *
 * Chosen among CCBill, Segpay, Epoch and Verotel because all three parts the app needs are documented
 * in public and agree with the official client libraries: the order-page URL, its signature, and a
 * signature on every postback (CCBill's webhooks carry none and rely on IP allow-lists).
 *
 * Sources (read 2026-11-26):
 * - FlexPay purchase: https://controlcenter.verotel.com/flexpay-doc/purchase.html
 * - FlexPay subscription: https://controlcenter.verotel.com/flexpay-doc/subscription.html
 * - Official PHP client (signature, URL building, postback check, worked example in its tests):
 *   https://github.com/verotel/flexpay-php-client (src/Verotel/FlexPay/Client.php,
 *   tests/VerotelFlexPayClientTest.php), https://packagist.org/packages/verotel/flexpay-php-client
 * - Signature wording: https://metacpan.org/pod/Verotel::FlexPay ("SHA-256 ... from $secret followed by
 *   the parameters joined with colon ... alphabetically ordered by their keys")
 * - Postback events (initial, rebill, extend, downgrade, cancel, uncancel, expiry, credit, chargeback,
 *   upgrade; purchase postbacks carry no event): FlexPay Subscription API v3.4 document history,
 *   https://fdocuments.in/document/flexpay-subscription-api-v3-blog-page-1-flexpay-subscription-api-v34-author.html,
 *   https://blog.verotel.com/tag/control-center/ (downgrade postback, Control Center API "on request").
 *
 * The signature: lowercase hex SHA-256 of `key:name1=value1:name2=value2...`, names sorted by byte
 * order, values as decoded (not URL-encoded). On the order page only a fixed list of parameters is
 * signed (email is not); on a postback every parameter except `signature` is. Verotel still accepts and
 * may send the older SHA-1 form, so the postback check takes either, as the official client does.
 *
 * What Verotel does not offer in public: a server-to-server cancel or resume. Cancelling is a signed
 * page the member is sent to (`cancel-subscription`); uncancelling is done by Verotel support only. So
 * `cancelSubscription` answers that page (`{ redirect_url }`: the member is sent there), and
 * `resumeSubscription` answers false (the member takes a new checkout), as the interface allows.
 *
 * Refunds: Verotel's Control Center API can refund transactions, but it is given "on request" to a
 * merchant with its own credentials, and its refund call is not documented in public (the blog post
 * above; the only calls seen in public integrations are `POST /api/sale/{saleID}/cancel` with HTTP
 * Basic auth). So `refund` refuses with a clear message: staff refund in the Control Center, and the
 * `credit` postback Verotel then sends records the refund here and runs the purchase's refund handler.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { BILLING_MESSAGES } from '@mb/contract/billing';
import { AppError } from '../../../platform/errors.ts';
import {
  type BillingEvent,
  type BillingEventType,
  type BillingProvider,
  type CheckoutRequest,
  type IncomingWebhook,
  WebhookRejected,
} from '../provider.ts';

/** FlexPay protocol version sent on every request (the current one in the docs and the PHP client). */
export const FLEXPAY_VERSION = '4';

/** The body Verotel expects from the postback URL; anything else and it retries the postback. */
export const VEROTEL_POSTBACK_ACK = 'OK';

/** Sale currencies FlexPay accepts (purchase and subscription docs); all have two decimals. */
export const VEROTEL_CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'CHF', 'DKK', 'NOK', 'SEK'] as const;

/** The order page shows at most 100 printable characters of the description (purchase doc). */
const DESCRIPTION_MAX = 100;

/** successURL / declineURL: at most 255 characters (purchase doc, backURL). */
const URL_MAX = 255;

/** Parameters the order page signs (PHP client `_filter_params`); others travel unsigned. */
const SIGNED_ORDER_PARAMS = new Set([
  'version',
  'shopID',
  'priceAmount',
  'priceCurrency',
  'paymentMethod',
  'description',
  'referenceID',
  'saleID',
  'custom1',
  'custom2',
  'custom3',
  'subscriptionType',
  'period',
  'name',
  'trialAmount',
  'trialPeriod',
  'cancelDiscountPercentage',
  'type',
  'successURL',
  'declineURL',
  'precedingSaleID',
  'upgradeOption',
  'mcc',
  'subCreditorName',
  'subCreditorId',
  'subCreditorCountry',
]);

export interface VerotelConfig {
  /** The website's shop ID (Control Center: Setup Websites). */
  shopId: string;
  /** The FlexPay signature key of that website (Website Detail: FlexPay Options). */
  signatureKey: string;
  /**
   * The brand's secure host, without a trailing slash: https://secure.verotel.com (default), or
   * https://secure.billing.creditcard (CardBilling), https://secure.bill.creditcard (Bill), ...
   */
  secureBaseUrl?: string;
  /** Optional page where members manage their Verotel purchases; without it the cancel page is used. */
  customerPortalUrl?: string;
  /** When an event is taken to have happened (postbacks carry no time of their own). */
  now?: () => Date;
}

/** `key:a=1:b=2` hashed; names sorted by UTF-16 code unit, which equals PHP's ksort for ASCII names. */
export function flexpaySignature(signatureKey: string, params: Record<string, string>, algorithm: 'sha256' | 'sha1' = 'sha256'): string {
  const parts = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`);
  return createHash(algorithm)
    .update([signatureKey, ...parts].join(':'), 'utf8')
    .digest('hex');
}

/** Compares in constant time; a length mismatch is answered without looking at the contents. */
function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when `signature` matches every other parameter (SHA-256, or the older SHA-1). */
export function verifyFlexpaySignature(signatureKey: string, params: Record<string, string>): boolean {
  const given = (params.signature ?? '').toLowerCase();
  if (!/^[0-9a-f]{40}$|^[0-9a-f]{64}$/.test(given)) return false;
  const { signature: _ignored, ...signed } = params;
  const algorithm = given.length === 64 ? 'sha256' : 'sha1';
  return sameHex(flexpaySignature(signatureKey, signed, algorithm), given);
}

/** 1234 -> "12.34": FlexPay's nnn.nn, built from integers so no float rounding creeps in. */
export function formatAmount(amountMinor: number): string {
  return `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}`;
}

/** "12.34" / "12.3" / "12" -> minor units; anything else is not an amount. */
export function parseAmount(value: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m?.[1]) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** FlexPay dates are `YYYY-MM-DD` (e.g. nextChargeOn); taken as the start of that UTC day. */
function parseDay(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const d = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Reads a postback: the query string (Verotel sends GET), or a form body when there is no query. */
function postbackParams(incoming: IncomingWebhook): Record<string, string> {
  if (Object.keys(incoming.query).length > 0) return { ...incoming.query };
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(incoming.rawBody)) {
    // Two values for one name cannot both be what Verotel signed.
    if (Object.hasOwn(params, name)) throw new WebhookRejected(`Postback repeats the parameter ${name}.`);
    params[name] = value;
  }
  return params;
}

/**
 * Verotel's event names in the app's words. `expiry` ends a subscription whose period ran out unpaid
 * (a declined rebill after Verotel's retries, or the end of a cancelled one): Verotel sends no separate
 * "rebill declined" postback, so it is the `failed` the grace period starts from. `extend`, `downgrade`,
 * `upgrade` and `uncancel` have no counterpart in `BillingEventType` and give [].
 */
const EVENT_TYPES = new Map<string, BillingEventType>([
  ['purchase', 'paid'],
  ['initial', 'paid'],
  ['rebill', 'renewed'],
  ['cancel', 'cancelled'],
  ['expiry', 'failed'],
  ['credit', 'refunded'],
  ['chargeback', 'chargeback'],
]);

export function createVerotelProvider(config: VerotelConfig): BillingProvider {
  if (!/^\d+$/.test(config.shopId)) throw new Error('Verotel shop ID must be the numeric website ID.');
  if (!config.signatureKey) throw new Error('Verotel signature key is missing.');
  const base = (config.secureBaseUrl ?? 'https://secure.verotel.com').replace(/\/+$/, '');
  const now = config.now ?? (() => new Date());

  /** A signed FlexPay URL: signed parameters sorted, then the unsigned ones, then the signature. */
  function signedUrl(path: string, params: Record<string, string>, unsigned: Record<string, string> = {}): string {
    const all: Record<string, string> = { ...params, version: FLEXPAY_VERSION, shopID: config.shopId };
    const signed: Record<string, string> = {};
    for (const [name, value] of Object.entries(all)) {
      // Empty parameters are left out, as the official client does, so they are not signed either.
      if (value !== '' && SIGNED_ORDER_PARAMS.has(name)) signed[name] = value;
    }
    const query = new URLSearchParams();
    for (const name of Object.keys(signed).sort()) query.append(name, signed[name] ?? '');
    for (const [name, value] of Object.entries(unsigned)) if (value !== '') query.append(name, value);
    query.append('signature', flexpaySignature(config.signatureKey, signed));
    return `${base}${path}?${query.toString()}`;
  }

  function cancelPageUrl(saleId: string): string {
    if (!/^\d+$/.test(saleId)) throw new Error('A Verotel subscription reference is its numeric sale ID.');
    return signedUrl('/cancel-subscription', { saleID: saleId });
  }

  return {
    name: 'verotel',
    webhookAck: { body: VEROTEL_POSTBACK_ACK, contentType: 'text/plain; charset=utf-8' },

    async createCheckout(req: CheckoutRequest) {
      if (!(VEROTEL_CURRENCIES as readonly string[]).includes(req.currency)) {
        throw new Error(`Verotel does not take payments in ${req.currency}.`);
      }
      if (!Number.isSafeInteger(req.amount_minor) || req.amount_minor <= 0) {
        throw new Error('The amount must be a positive whole number of minor units.');
      }
      for (const url of [req.success_url, req.cancel_url]) {
        if (url.length > URL_MAX) throw new Error(`Verotel takes return URLs of at most ${URL_MAX} characters.`);
      }
      // Whole characters, so an emoji at the cut is not split in half.
      const description = Array.from(req.description).slice(0, DESCRIPTION_MAX).join('');
      const params: Record<string, string> = {
        type: req.recurring ? 'subscription' : 'purchase',
        priceAmount: formatAmount(req.amount_minor),
        priceCurrency: req.currency,
        description,
        // Comes back on every postback of the sale: our checkout id, and the member as a cross-check.
        referenceID: req.checkout_id,
        custom1: req.customer.user_id,
        successURL: req.success_url,
        declineURL: req.cancel_url,
      };
      if (req.recurring) {
        params.subscriptionType = 'recurring';
        params.name = description;
        // ISO 8601 durations, as the subscription doc asks for `period`.
        params.period = req.recurring.interval === 'year' ? 'P1Y' : 'P1M';
      }
      // The e-mail only pre-fills the order page and is outside the signature (purchase doc).
      return { redirect_url: signedUrl('/startorder', params, { email: req.customer.email }) };
    },

    async parseWebhook(incoming: IncomingWebhook): Promise<BillingEvent[]> {
      const params = postbackParams(incoming);
      if (!params.signature) throw new WebhookRejected('Postback has no signature.');
      // The PHP client signs with our shop ID when the postback lacks one; do the same.
      if (params.shopID === undefined) params.shopID = config.shopId;
      if (!verifyFlexpaySignature(config.signatureKey, params)) {
        throw new WebhookRejected('Postback signature does not match.');
      }
      if (params.shopID !== config.shopId) throw new WebhookRejected('Postback is for another shop.');

      // A purchase postback carries no event; subscription postbacks always do.
      const rawType = params.event ?? 'purchase';
      const type = EVENT_TYPES.get(rawType);
      if (!type) return [];
      const saleId = params.saleID;
      if (!saleId) throw new WebhookRejected('Postback has no saleID.');

      let amountMinor = 0;
      if (type !== 'failed' && type !== 'cancelled') {
        // With a trial, the first charge is the trial amount and priceAmount the later rebills (we send
        // no trials, but a sale set up in the Control Center might have one).
        const given = params.amount ?? (rawType === 'initial' ? params.trialAmount : undefined) ?? params.priceAmount;
        // A charge must say what it charged. A credit or chargeback without an amount (some integrations
        // show none) is still recorded, with 0, rather than refused and retried for ever.
        const charge = type === 'paid' || type === 'renewed';
        const parsed = given === undefined && !charge ? 0 : parseAmount(given ?? '');
        if (parsed === null) throw new WebhookRejected(`Postback ${rawType} has no readable amount.`);
        amountMinor = parsed;
      }
      // Credits and chargebacks come for one-off purchases too; those say type=purchase.
      const isSubscription = rawType !== 'purchase' && params.type !== 'purchase';
      const transactionId = params.transactionID || null;
      // The same delivery twice has the same parameters; distinct notifications differ in event,
      // sale or transaction. Cancel and expiry carry no transaction, so their parameters name them.
      const discriminator =
        transactionId ??
        createHash('sha256')
          .update(
            Object.keys(params)
              .sort()
              .map((n) => `${n}=${params[n]}`)
              .join('&'),
          )
          .digest('hex')
          .slice(0, 24);

      return [
        {
          event_id: `verotel:${rawType}:${saleId}:${discriminator}`,
          type,
          occurred_at: now(),
          checkout_ref: params.referenceID || null,
          subscription_ref: isSubscription ? saleId : null,
          // A refund or chargeback names the charge it returns as parentID.
          transaction_ref: (type === 'refunded' || type === 'chargeback' ? params.parentID : null) || transactionId,
          amount_minor: amountMinor,
          currency: params.currency ?? params.priceCurrency ?? '',
          period_end:
            isSubscription && (type === 'paid' || type === 'renewed') ? parseDay(params.nextChargeOn ?? params.expirationDate) : null,
          raw_type: rawType,
        },
      ];
    },

    async cancelSubscription(subscriptionRef: string): Promise<{ redirect_url: string }> {
      return { redirect_url: cancelPageUrl(subscriptionRef) };
    },

    async resumeSubscription(_subscriptionRef: string): Promise<boolean> {
      // Uncancel is done by Verotel support only (subscription doc, "uncancel" postback).
      return false;
    },

    async refund(): Promise<void> {
      throw new AppError('unprocessable', BILLING_MESSAGES.refundInControlCenter);
    },

    async customerPortalUrl(input: { user_id: string; subscription_ref: string | null }) {
      if (config.customerPortalUrl) return config.customerPortalUrl;
      return input.subscription_ref ? cancelPageUrl(input.subscription_ref) : null;
    },
  };
}
