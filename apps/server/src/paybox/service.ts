import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../platform/context.ts';
import type { Executor } from '../platform/db/client.ts';
import { type PayboxCheckoutBody, type PayboxEventType, type PayboxRefundBody, signPayboxWebhook } from '../platform/paybox-protocol.ts';
import * as repo from './repository.ts';

/**
 * The built-in test payment provider ("paybox"): hosted checkout pages with test cards, subscriptions
 * that renew at period end through the job mechanism, and signed webhooks delivered to the app over
 * real HTTP with retries. It knows the app only by the references the app sends and the webhook URL.
 */
export interface PayboxOptions {
  apiSecret: string;
  webhookSecret: string;
  /** Where the member's browser reaches the provider, e.g. https://example.com/paybox. */
  publicBase: string;
  /** Where webhooks go (the app's own address over loopback); null while not listening. */
  webhookUrl: () => string | null;
  productName: string;
  /** The app's origin, for the portal's way back. */
  appOrigin: string;
  /** The "lapse" test hook is served only with TEST_HOOKS=on. */
  testHooks: boolean;
}

export const DELIVER_JOB = 'paybox.deliver';
export const RENEW_JOB = 'paybox.renew';

/** The test cards (as on Stripe's test page, so testers recognise them). */
export const TEST_CARDS = {
  '4242424242424242': { behaviour: 'ok', label: 'Succeeds' },
  '4000000000000002': { behaviour: 'decline', label: 'Declined' },
  '4000000000000341': { behaviour: 'retry', label: 'Needs a retry: the first attempt asks you to try again' },
} as const;
export type CardOutcome = 'paid' | 'declined' | 'try_again' | 'unknown_card' | 'already_paid';

const tx_ref = () => `tx_${randomBytes(9).toString('base64url')}`;
const evt_ref = () => `evt_${randomBytes(12).toString('base64url')}`;
const re_ref = () => `re_${randomBytes(9).toString('base64url')}`;

const addInterval = (from: Date, interval: string) => {
  const d = new Date(from);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
};

/** Records a notification and queues its delivery, in the caller's transaction. */
async function emit(
  ctx: AppContext,
  tx: Executor,
  type: PayboxEventType,
  customerRef: string,
  data: {
    checkout_ref: string | null;
    subscription_id: string | null;
    transaction_id: string | null;
    amount_minor: number;
    currency: string;
    period_end: Date | null;
  },
) {
  const id = evt_ref();
  const body = JSON.stringify({
    id,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { ...data, period_end: data.period_end ? Math.floor(data.period_end.getTime() / 1000) : null },
  });
  await repo.insertEvent(tx, { id, type, customer_ref: customerRef, body });
  await ctx.jobs.enqueue(tx, { kind: DELIVER_JOB, payload: { event_id: id }, key: `${DELIVER_JOB}:${id}` });
  return id;
}

export async function createCheckout(ctx: AppContext, opts: PayboxOptions, body: PayboxCheckoutBody) {
  const row = await repo.insertCheckout(ctx.db, {
    checkout_ref: body.checkout_ref,
    customer_ref: body.customer_ref,
    email: body.email,
    description: body.description,
    amount_minor: body.amount_minor,
    currency: body.currency,
    interval: body.interval,
    success_url: body.success_url,
    cancel_url: body.cancel_url,
  });
  return { id: row.id, url: `${opts.publicBase}/pay/${row.id}` };
}

export const checkoutById = (ctx: AppContext, id: string) => repo.checkoutById(ctx.db, id);

/** One card attempt on a payment page. */
export async function pay(ctx: AppContext, checkoutId: string, cardNumber: string): Promise<{ outcome: CardOutcome; redirect?: string }> {
  const number = cardNumber.replace(/[\s-]/g, '');
  const card = TEST_CARDS[number as keyof typeof TEST_CARDS];
  return ctx.db.transaction(async (tx) => {
    const co = await repo.checkoutById(tx, checkoutId, true);
    if (!co) throw new Error('no such checkout');
    if (co.status === 'paid') return { outcome: 'already_paid' as const, redirect: co.success_url };
    if (!card) return { outcome: 'unknown_card' as const };
    if (card.behaviour === 'decline') return { outcome: 'declined' as const };
    // The 'try again' card: its first attempt on this page is refused, the next one goes through.
    if (card.behaviour === 'retry' && co.attempts === 0) {
      await repo.updateCheckout(tx, co.id, { attempts: 1 });
      return { outcome: 'try_again' as const };
    }
    const now = new Date();
    let subscriptionId: string | null = null;
    let periodEnd: Date | null = null;
    if (co.interval) {
      periodEnd = addInterval(now, co.interval);
      const sub = await repo.insertSubscription(tx, {
        customer_ref: co.customer_ref,
        checkout_ref: co.checkout_ref,
        description: co.description,
        amount_minor: co.amount_minor,
        currency: co.currency,
        interval: co.interval,
        card_last4: number.slice(-4),
        card_behaviour: card.behaviour === 'retry' ? 'ok' : card.behaviour,
        period_end: periodEnd,
      });
      subscriptionId = sub.id;
      await scheduleRenewal(ctx, tx, sub.id, periodEnd);
    }
    await repo.updateCheckout(tx, co.id, { status: 'paid', paid_at: now, subscription_id: subscriptionId });
    const charge = tx_ref();
    await repo.insertCharge(tx, {
      id: charge,
      customer_ref: co.customer_ref,
      checkout_ref: co.checkout_ref,
      subscription_id: subscriptionId,
      amount_minor: co.amount_minor,
      currency: co.currency,
    });
    await emit(ctx, tx, 'checkout.paid', co.customer_ref, {
      checkout_ref: co.checkout_ref,
      subscription_id: subscriptionId,
      transaction_id: charge,
      amount_minor: co.amount_minor,
      currency: co.currency,
      period_end: periodEnd,
    });
    return { outcome: 'paid' as const, redirect: co.success_url };
  });
}

const scheduleRenewal = (ctx: AppContext, tx: Executor, subscriptionId: string, periodEnd: Date) =>
  ctx.jobs.enqueue(tx, {
    kind: RENEW_JOB,
    payload: { subscription_id: subscriptionId, period_end: periodEnd.toISOString() },
    runAt: periodEnd,
    key: `${RENEW_JOB}:${subscriptionId}:${periodEnd.getTime()}`,
  });

/**
 * The renewal at a period's end: charges the card on file (a declining card fails: `renewal_failed`,
 * the subscription is past due and renews no more), or extends the period by one interval. A job for
 * a period that is no longer the current one (the clock moved, a renewal already ran) does nothing.
 */
export async function renew(ctx: AppContext, subscriptionId: string, periodEndIso: string) {
  await ctx.db.transaction(async (tx) => {
    const sub = await repo.subscriptionById(tx, subscriptionId, true);
    if (sub?.status !== 'active' || !sub.auto_renew) return;
    if (sub.period_end.toISOString() !== periodEndIso || sub.period_end > new Date()) return;
    await renewNow(ctx, tx, sub);
  });
}

async function renewNow(ctx: AppContext, tx: Executor, sub: repo.PayboxSubscription) {
  const base = { checkout_ref: sub.checkout_ref, subscription_id: sub.id, currency: sub.currency };
  if (sub.card_behaviour === 'decline') {
    await repo.updateSubscription(tx, sub.id, { status: 'past_due' });
    await emit(ctx, tx, 'subscription.renewal_failed', sub.customer_ref, {
      ...base,
      transaction_id: null,
      amount_minor: 0,
      period_end: sub.period_end,
    });
    return;
  }
  const next = addInterval(sub.period_end, sub.interval);
  await repo.updateSubscription(tx, sub.id, { period_end: next });
  await scheduleRenewal(ctx, tx, sub.id, next);
  const charge = tx_ref();
  await repo.insertCharge(tx, {
    id: charge,
    customer_ref: sub.customer_ref,
    checkout_ref: sub.checkout_ref,
    subscription_id: sub.id,
    amount_minor: sub.amount_minor,
    currency: sub.currency,
  });
  await emit(ctx, tx, 'subscription.renewed', sub.customer_ref, {
    ...base,
    transaction_id: charge,
    amount_minor: sub.amount_minor,
    period_end: next,
  });
}

export async function cancel(ctx: AppContext, subscriptionId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const sub = await repo.subscriptionById(tx, subscriptionId, true);
    if (!sub) return false;
    if (!sub.auto_renew) return true;
    await repo.updateSubscription(tx, sub.id, { auto_renew: false, status: sub.status === 'active' ? 'cancelled' : sub.status });
    await emit(ctx, tx, 'subscription.cancelled', sub.customer_ref, {
      checkout_ref: sub.checkout_ref,
      subscription_id: sub.id,
      transaction_id: null,
      amount_minor: 0,
      currency: sub.currency,
      period_end: sub.period_end,
    });
    return true;
  });
}

export type RefundOutcome =
  | { status: 'refunded' | 'already_refunded'; id: string }
  | { status: 'unknown_charge' | 'wrong_currency' | 'exceeds_charge' };

/**
 * Gives money of one charge back and notifies the app (`charge.refunded`, the charge's transaction id
 * and checkout, the amount returned). A full refund asked for again finds nothing left and answers
 * `already_refunded` without a second notification: the app's retry after a lost answer is safe.
 */
export async function refund(ctx: AppContext, chargeId: string, body: PayboxRefundBody): Promise<RefundOutcome> {
  return ctx.db.transaction(async (tx) => {
    const charge = await repo.chargeById(tx, chargeId, true);
    if (!charge) return { status: 'unknown_charge' as const };
    if (charge.currency !== body.currency) return { status: 'wrong_currency' as const };
    const left = charge.amount_minor - charge.refunded_minor;
    if (left === 0 && body.amount_minor === charge.amount_minor) return { status: 'already_refunded' as const, id: charge.id };
    if (body.amount_minor > left) return { status: 'exceeds_charge' as const };
    const id = re_ref();
    await repo.addRefund(tx, { id, charge_id: charge.id, amount_minor: body.amount_minor, currency: body.currency, reason: body.reason });
    await emit(ctx, tx, 'charge.refunded', charge.customer_ref, {
      checkout_ref: charge.checkout_ref,
      subscription_id: charge.subscription_id,
      transaction_id: charge.id,
      amount_minor: body.amount_minor,
      currency: charge.currency,
      period_end: null,
    });
    return { status: 'refunded' as const, id };
  });
}

/** Renewals on again, while the paid period runs; false once it has ended (a new checkout is needed). */
export async function resume(ctx: AppContext, subscriptionId: string): Promise<boolean | null> {
  return ctx.db.transaction(async (tx) => {
    const sub = await repo.subscriptionById(tx, subscriptionId, true);
    if (!sub) return null;
    if (sub.period_end <= new Date() || sub.status === 'past_due') return false;
    await repo.updateSubscription(tx, sub.id, { auto_renew: true, status: 'active' });
    await scheduleRenewal(ctx, tx, sub.id, sub.period_end);
    return true;
  });
}

/**
 * Test hook (TEST_HOOKS=on only): moves each of a customer's subscriptions' clock so its period ended `daysAgo` days ago
 * and runs the renewal with a declined card: the app gets `subscription.renewal_failed`.
 */
export async function lapseCustomer(ctx: AppContext, customerRef: string, daysAgo: number): Promise<number> {
  let n = 0;
  for (const s of await repo.subscriptionsOf(ctx.db, customerRef)) {
    if (s.status === 'past_due') continue;
    if (await lapse(ctx, s.id, daysAgo)) n++;
  }
  return n;
}

async function lapse(ctx: AppContext, subscriptionId: string, daysAgo: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const sub = await repo.subscriptionById(tx, subscriptionId, true);
    if (!sub || sub.status === 'past_due') return false;
    const ended = new Date(Date.now() - daysAgo * 86_400_000 - 1000);
    await repo.updateSubscription(tx, sub.id, { period_end: ended, card_behaviour: 'decline', status: 'active', auto_renew: true });
    await renewNow(ctx, tx, { ...sub, period_end: ended, card_behaviour: 'decline' });
    return true;
  });
}

/** POSTs one stored event to the app; a refusal or no answer throws, and the job retries with backoff. */
export async function deliver(ctx: AppContext, opts: PayboxOptions, eventId: string, final: boolean) {
  const ev = await repo.eventById(ctx.db, eventId);
  if (!ev || ev.state === 'delivered') return;
  const url = opts.webhookUrl();
  try {
    if (!url) throw new Error('the app is not listening yet');
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signPayboxWebhook(opts.webhookSecret, ev.body) },
      body: ev.body,
      signal: AbortSignal.timeout(30_000),
      redirect: 'error',
    });
    if (!res.ok) throw new Error(`the app answered ${res.status}`);
    await repo.markEvent(ctx.db, ev.id, { state: 'delivered', last_error: null });
  } catch (e) {
    await repo.markEvent(ctx.db, ev.id, { state: final ? 'failed' : 'pending', last_error: (e as Error).message.slice(0, 300) });
    throw e;
  }
}

/** The options of the latest app built on a job queue: tests build several apps on one, each with its own address. */
const payboxOptions = new WeakMap<AppContext['jobs'], PayboxOptions>();

export function definePayboxJobs(ctx: AppContext, opts: PayboxOptions) {
  const defined = payboxOptions.has(ctx.jobs);
  payboxOptions.set(ctx.jobs, opts);
  // Once per context (defineJob refuses a kind twice); the handlers read the latest options.
  if (defined) return;
  const current = () => payboxOptions.get(ctx.jobs) ?? opts;
  const maxAttempts = 8;
  ctx.jobs.defineJob<{ event_id: string }>(DELIVER_JOB, (p, job) => deliver(ctx, current(), p.event_id, job.attempt >= maxAttempts), {
    maxAttempts,
    // 2 s, 4 s, 8 s ... about 4 minutes in all: a restarting app gets its events.
    backoff: (attempt) => 2000 * 2 ** (attempt - 1),
  });
  ctx.jobs.defineJob<{ subscription_id: string; period_end: string }>(RENEW_JOB, (p) => renew(ctx, p.subscription_id, p.period_end));
}

// ---------------------------------------------------------------------------------------------------
// Customer portal: a signed link (customer, expiry) to the page listing that customer's subscriptions.

export function portalToken(opts: PayboxOptions, customerRef: string, now = Date.now()) {
  const exp = Math.floor(now / 1000) + 3600;
  const payload = Buffer.from(JSON.stringify({ c: customerRef, exp })).toString('base64url');
  const sig = createHmac('sha256', opts.apiSecret).update(`portal.${payload}`).digest('base64url');
  return `${payload}.${sig}`;
}

export function portalCustomer(opts: PayboxOptions, token: string, now = Date.now()): string | null {
  const [payload, sig] = token.split('.');
  if (!payload || !sig) return null;
  const want = Buffer.from(createHmac('sha256', opts.apiSecret).update(`portal.${payload}`).digest('base64url'));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  try {
    const v = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { c: string; exp: number };
    return v.exp * 1000 > now ? v.c : null;
  } catch {
    return null;
  }
}

export const portalData = async (ctx: AppContext, customerRef: string) => ({
  subscriptions: await repo.subscriptionsOf(ctx.db, customerRef),
  events: await repo.eventsOf(ctx.db, customerRef),
});

export const newId = () => randomUUID();
