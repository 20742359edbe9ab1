import { randomUUID } from 'node:crypto';
import {
  type BillingAudience,
  type BillingCycle,
  type BillingPlan,
  CHECKOUT_CANCEL_PATH,
  CHECKOUT_SUCCESS_PATH,
  BILLING_MESSAGES as M,
} from '@mb/contract/billing';
import { formatPrice, PLAN_NAMES, planLabel } from '@mb/contract/pricing';
import type { SubscriptionStatus } from '@mb/contract/profiles';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { derivedPayboxSecrets } from '../../platform/paybox-protocol.ts';
import { emailOf } from '../auth/index.ts';
import * as business from '../business/index.ts';
import * as profiles from '../profiles/index.ts';
import { getPricing } from '../site/index.ts';
import { platformSetting, recordAdminAction } from '../staff/index.ts';
import { builtinProvider, ProviderError } from './builtin-provider.ts';
import { billingPlans, intervalOf, priceOf } from './plans.ts';
import { presentCheckout, presentEvent, presentInvoice, presentSubscription } from './presenter.ts';
import type { BillingEvent, BillingProvider, IncomingWebhook } from './provider.ts';
import { RefundRefused, WebhookRejected } from './provider.ts';
import { createVerotelProvider } from './providers/verotel.ts';
import { purchasePaid, purchasePurpose, purchaseRefunded } from './purchases.ts';
import * as repo from './repository.ts';

export {
  definePurchasePurpose,
  type PaidPurchase,
  type PurchasePurpose,
  type PurchaseSubject,
  purchasePaid,
  type RefundedPurchase,
} from './purchases.ts';

// ---------------------------------------------------------------------------------------------------
// Providers: the built-in one (bound by app.ts to this server's own address) and the live processor.

const builtinUrls = new WeakMap<AppContext, () => string | null>();

/** app.ts: where this server listens, so the built-in provider is reached over HTTP like any other. */
export function bindBuiltinProvider(ctx: AppContext, selfUrl: () => string | null) {
  builtinUrls.set(ctx, selfUrl);
}

/** The built-in provider's secrets (webhook secret: PAYBOX_WEBHOOK_SECRET, else derived from the server's). */
export const builtinSecrets = (ctx: AppContext) => derivedPayboxSecrets(ctx.tokens.secret, ctx.config.PAYBOX_WEBHOOK_SECRET);

/** The live processor (payment_provider_mode 'live'): Verotel FlexPay when its shop is configured; null: none. */
function liveProvider(ctx: AppContext): BillingProvider | null {
  const { VEROTEL_SHOP_ID: shopId, VEROTEL_SIGNATURE_KEY: signatureKey } = ctx.config;
  if (!shopId || !signatureKey) return null;
  return createVerotelProvider({
    shopId,
    signatureKey,
    secureBaseUrl: ctx.config.VEROTEL_SECURE_BASE_URL,
    customerPortalUrl: ctx.config.VEROTEL_CUSTOMER_PORTAL_URL,
  });
}

function builtin(ctx: AppContext): BillingProvider {
  const self = builtinUrls.get(ctx)?.();
  if (!self || ctx.config.PAYBOX_BUILTIN === 'off') throw new AppError('unavailable', M.providerUnavailable);
  return builtinProvider({ baseUrl: `${self}/paybox`, secrets: builtinSecrets(ctx) });
}

/** The provider a webhook path or a stored row names. */
async function providerNamed(ctx: AppContext, name: string): Promise<BillingProvider | null> {
  if (name === 'builtin') return builtin(ctx);
  const live = liveProvider(ctx);
  return live?.name === name ? live : null;
}

/** The provider new checkouts go to: platform setting payment_provider_mode ('built-in' | 'live'). */
async function currentProvider(ctx: AppContext): Promise<BillingProvider> {
  const mode = await platformSetting(ctx, 'payment_provider_mode');
  if (mode === 'built-in') return builtin(ctx);
  const live = liveProvider(ctx);
  if (!live) {
    ctx.log.warn('payment_provider_mode is live but no processor is configured');
    throw new AppError('unavailable', M.providerUnavailable);
  }
  return live;
}

const unavailable = (ctx: AppContext, e: unknown): never => {
  if (!(e instanceof ProviderError)) throw e;
  ctx.log.warn({ err: e.message }, 'payment provider call failed');
  throw new AppError('unavailable', M.providerUnavailable);
};

// ---------------------------------------------------------------------------------------------------
// Plans and checkout

export const plans = (ctx: AppContext) => billingPlans(getPricing(ctx));

/** A plan's one name (contract PLAN_NAMES), also for a plan no longer on sale. */
export const planName = (ctx: AppContext, id: string) =>
  plans(ctx).find((p) => p.id === id)?.name ?? (PLAN_NAMES as Record<string, string>)[id] ?? id;
const cycleOf = (sub: { billing_cycle: string }) => (sub.billing_cycle === 'yearly' ? 'yearly' : 'monthly');

export async function planList(ctx: AppContext) {
  return { plans: plans(ctx), provider_mode: await platformSetting(ctx, 'payment_provider_mode') };
}

const absolute = (ctx: AppContext, path: string) => `${ctx.config.publicUrl}${path}`;

async function openCheckout(
  ctx: AppContext,
  userId: string,
  row: Omit<Parameters<typeof repo.insertCheckout>[1], 'user_id' | 'provider'>,
  recurring: { interval: 'month' | 'year' } | undefined,
) {
  const email = await emailOf(ctx.db, userId);
  if (!email) throw new AppError('unauthenticated', M.badPurchase);
  const provider = await currentProvider(ctx);
  await profiles.ensureProfile(ctx.db, userId);
  const co = await repo.insertCheckout(ctx.db, { ...row, user_id: userId, provider: provider.name });
  const q = (p: string) => `${p}?checkout=${co.id}`;
  try {
    const r = await provider.createCheckout({
      checkout_id: co.id,
      customer: { user_id: userId, email },
      description: co.description,
      amount_minor: co.amount_minor,
      currency: co.currency,
      recurring,
      success_url: absolute(ctx, q(CHECKOUT_SUCCESS_PATH)),
      cancel_url: absolute(ctx, q(CHECKOUT_CANCEL_PATH)),
    });
    return { checkout_id: co.id, checkout_url: r.redirect_url };
  } catch (e) {
    await repo.markCheckout(ctx.db, co.id, 'failed');
    return unavailable(ctx, e);
  }
}

/** POST /billing/checkout: the first payment of a plan (one live subscription per member and audience). */
export async function startCheckout(ctx: AppContext, actor: Actor, input: { plan_id: string; billing_cycle: BillingCycle }) {
  const plan = plans(ctx).find((p) => p.id === input.plan_id);
  if (!plan) throw new AppError('not_found', M.unknownPlan, { plan_id: M.unknownPlan });
  const amount = priceOf(plan, input.billing_cycle);
  if (amount === null) throw new AppError('validation_failed', M.cycleUnavailable, { billing_cycle: M.cycleUnavailable });
  const { profile } = await profiles.ensureProfile(ctx.db, actor.userId);
  if (plan.audience === 'business' && profile.profile_type !== 'business') throw new AppError('forbidden', M.businessOnly);
  const live = await repo.liveSubscription(ctx.db, actor.userId, plan.audience);
  if (live && live.period_end > new Date() && live.status !== 'refunded') throw new AppError('conflict', M.alreadySubscribed);
  const cycle = input.billing_cycle === 'yearly' ? 'yearly' : 'monthly';
  return openCheckout(
    ctx,
    actor.userId,
    {
      kind: 'subscription',
      plan_id: plan.id,
      billing_cycle: cycle,
      // The plan's one name (contract PLAN_NAMES), as /pricing and the subscription pages say it.
      description: planLabel(plan.name, cycle),
      amount_minor: amount,
      currency: plan.currency,
      return_path: '/subscription-management',
    },
    { interval: intervalOf(input.billing_cycle) },
  );
}

/** A claim on a refund older than this without its notification may be asked for again. */
const REFUND_CLAIM_STALE_MS = 15 * 60_000;

/**
 * Refunds a paid one-off purchase in full through the provider that charged it. Idempotent: once
 * asked for (or once a refund or chargeback is recorded) a second call does nothing. The refund is
 * recorded, and the purpose's `refunded` runs, when the provider's `refunded` notification
 * arrives. `paymentId` is what the purpose's `paid` got as `payment_id`.
 */
export async function refundPurchase(ctx: AppContext, paymentId: string, reason: string): Promise<void> {
  const p = UUID.test(paymentId) ? await repo.paymentById(ctx.db, paymentId) : null;
  if (!p) throw new AppError('not_found', M.paymentNotFound);
  const co = p.checkout_id ? await repo.checkoutById(ctx.db, p.checkout_id) : null;
  if (p.kind !== 'charge' || !co || co.kind !== 'purchase' || co.status !== 'paid' || !p.transaction_ref) {
    throw new AppError('conflict', M.notRefundable);
  }
  if ((await repo.paymentsOfCheckout(ctx.db, co.id)).some((x) => x.kind !== 'charge')) return;
  const why = reason.trim().slice(0, 500) || 'Refund';
  if (!(await repo.claimRefund(ctx.db, p.id, why, REFUND_CLAIM_STALE_MS))) return;
  try {
    const provider = await providerNamed(ctx, p.provider);
    if (!provider) throw new AppError('unavailable', M.providerUnavailable);
    await provider.refund({ payment_ref: p.transaction_ref, amount_minor: p.amount_minor, currency: p.currency, reason: why });
  } catch (e) {
    await repo.releaseRefundClaim(ctx.db, p.id);
    if (e instanceof RefundRefused) {
      ctx.log.warn({ payment_id: p.id, provider: p.provider, reason: e.message }, 'refund refused by the payment provider');
      throw new AppError('conflict', M.refundRefused);
    }
    return unavailable(ctx, e);
  }
}

/** A one-off payment for another feature's purchase purpose (purchases.ts); the member is sent to checkout_url. */
export async function startPurchase(
  ctx: AppContext,
  userId: string,
  req: { purpose: string; reference: string; amount_minor: number; currency: string; description: string; return_path: string },
): Promise<{ checkout_url: string }> {
  const ok =
    !!purchasePurpose(ctx, req.purpose) &&
    Number.isInteger(req.amount_minor) &&
    req.amount_minor > 0 &&
    /^[A-Z]{3}$/.test(req.currency) &&
    req.reference.length > 0 &&
    req.reference.length <= 200 &&
    req.description.trim().length > 0 &&
    /^\/(?![/\\])/.test(req.return_path);
  if (!ok) throw new AppError('validation_failed', M.badPurchase);
  const r = await openCheckout(
    ctx,
    userId,
    {
      kind: 'purchase',
      purpose: req.purpose,
      reference: req.reference,
      description: req.description.trim().slice(0, 200),
      amount_minor: req.amount_minor,
      currency: req.currency,
      return_path: req.return_path,
    },
    undefined,
  );
  return { checkout_url: r.checkout_url };
}

export async function checkoutStatus(ctx: AppContext, userId: string, id: string) {
  const co = await repo.checkoutById(ctx.db, id);
  if (!co || co.user_id !== userId) throw new AppError('not_found', M.checkoutNotFound);
  return presentCheckout(co);
}

// ---------------------------------------------------------------------------------------------------
// Webhooks: verify, store once per (provider, event id), apply, all in one transaction.

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const normalized = (e: BillingEvent) => ({
  ...e,
  occurred_at: e.occurred_at.toISOString(),
  period_end: iso(e.period_end),
});
const revive = (n: Record<string, unknown>): BillingEvent => ({
  ...(n as unknown as BillingEvent),
  occurred_at: new Date(n.occurred_at as string),
  period_end: n.period_end ? new Date(n.period_end as string) : null,
});

type Outcome = { state: 'applied' | 'ignored'; user_id: string | null; error: string | null };
const ignored = (why: string, user_id: string | null = null): Outcome => ({ state: 'ignored', user_id, error: why });

/** POST /api/v1/billing/webhook/:provider. Forged: 400 and nothing stored. */
export async function handleWebhook(ctx: AppContext, providerName: string, incoming: IncomingWebhook) {
  const provider = await providerNamed(ctx, providerName).catch(() => null);
  if (!provider) throw new AppError('not_found', 'Unknown payment provider.');
  let events: BillingEvent[];
  try {
    events = await provider.parseWebhook(incoming);
  } catch (e) {
    if (e instanceof WebhookRejected) {
      ctx.log.warn({ provider: provider.name, reason: e.message }, 'payment webhook refused');
      throw new AppError('bad_request', 'Webhook signature could not be verified.');
    }
    throw e;
  }
  let fresh = 0;
  for (const ev of events) if (await receiveEvent(ctx, provider.name, ev, incoming.rawBody)) fresh++;
  return { received: true, new_events: fresh, ack: provider.webhookAck };
}

/** Stores and applies one event; false when it was stored before (the same event again changes nothing). */
async function receiveEvent(ctx: AppContext, provider: string, ev: BillingEvent, rawBody: string): Promise<boolean> {
  const base = {
    provider,
    event_id: ev.event_id,
    type: ev.type,
    raw_type: ev.raw_type,
    raw_body: rawBody,
    normalized: normalized(ev),
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await repo.insertEvent(tx, { ...base, state: 'ignored' });
      if (!row) return false;
      const out = await applyEvent(ctx, tx, provider, ev);
      await repo.updateEvent(tx, row.id, { ...out, applied_at: out.state === 'applied' ? new Date() : null });
      return true;
    });
  } catch (e) {
    // The change rolled back; the event is kept as failed so staff can replay it once fixed.
    ctx.log.error({ err: (e as Error).message, provider, event_id: ev.event_id }, 'payment webhook could not be applied');
    const row = await repo.insertEvent(ctx.db, { ...base, state: 'failed', error: (e as Error).message.slice(0, 500) });
    return !!row;
  }
}

const receiptNumber = (id: string, at: Date) => `R-${at.toISOString().slice(0, 10).replace(/-/g, '')}-${id.slice(0, 8).toUpperCase()}`;

async function recordCharge(
  ctx: AppContext,
  tx: Executor,
  v: {
    user_id: string;
    provider: string;
    subscription_id: string | null;
    checkout_id: string | null;
    ev: BillingEvent;
    description: string;
  },
) {
  const at = new Date();
  const id = randomUUID();
  const receipt = receiptNumber(id, at);
  const p = await repo.insertPayment(tx, {
    id,
    user_id: v.user_id,
    provider: v.provider,
    subscription_id: v.subscription_id,
    checkout_id: v.checkout_id,
    transaction_ref: v.ev.transaction_ref,
    kind: 'charge',
    description: v.description,
    amount_minor: v.ev.amount_minor,
    currency: v.ev.currency,
    receipt_number: receipt,
    created_at: at,
  });
  const email = await emailOf(tx, v.user_id);
  if (email) {
    const amount = formatPrice(v.ev.amount_minor, v.ev.currency);
    await ctx.mailer.send(
      {
        to: email,
        subject: `Your ${ctx.config.PRODUCT_NAME} receipt ${receipt}`,
        kind: 'billing_receipt',
        text: [
          `Thank you. We received your payment.`,
          '',
          `Receipt: ${receipt}`,
          `For: ${v.description}`,
          `Amount: ${amount}`,
          `Date: ${at.toISOString().slice(0, 10)}`,
          v.ev.period_end ? `Paid through: ${v.ev.period_end.toISOString().slice(0, 10)}` : '',
          '',
          `Your invoices: ${ctx.config.publicUrl}/subscription-management`,
        ]
          .filter((l, i, a) => l !== '' || a[i - 1] !== '')
          .join('\n'),
      },
      tx,
    );
  }
  return p;
}

/** The member's paid state on their profile (member Pro) or their listing (business plans). */
async function writeEntitlement(ctx: AppContext, tx: Executor, sub: repo.SubscriptionRow) {
  if (sub.audience === 'member') {
    // Cancelled keeps 'active' on the profile: paid through the end date with auto-rebill off (SUBSCRIPTION_STATUSES).
    const status: SubscriptionStatus = sub.status === 'cancelled' ? 'active' : (sub.status as SubscriptionStatus);
    await profiles.setSubscriptionState(ctx, tx, sub.user_id, { subscription_status: status, subscription_end_date: sub.period_end });
    return;
  }
  const plan = plans(ctx).find((p) => p.id === sub.plan_id)?.business;
  const paid = (sub.status === 'active' || sub.status === 'cancelled') && sub.period_end > new Date();
  await business.setBusinessPlan(ctx, tx, sub.user_id, {
    plan_type: paid && plan ? plan.plan_type : 'free',
    is_featured: paid && !!plan?.featured_listing,
    analytics_enabled: paid && plan ? plan.analytics_enabled : true,
  });
}

async function applyEvent(ctx: AppContext, tx: Executor, provider: string, ev: BillingEvent): Promise<Outcome> {
  if (ev.type === 'paid') return applyPaid(ctx, tx, provider, ev);
  if (!ev.subscription_ref) {
    if ((ev.type === 'refunded' || ev.type === 'chargeback') && ev.checkout_ref && UUID.test(ev.checkout_ref)) {
      return applyPurchaseRefund(ctx, tx, provider, ev);
    }
    return ignored('no subscription reference');
  }
  const sub = await repo.subscriptionByRef(tx, provider, ev.subscription_ref);
  if (!sub) return ignored('unknown subscription (its first payment has not arrived)');
  if (ev.occurred_at < sub.last_event_at && ev.type !== 'refunded' && ev.type !== 'chargeback') {
    return ignored('older than the last event applied to the subscription', sub.user_id);
  }
  const at = new Date(Math.max(ev.occurred_at.getTime(), sub.last_event_at.getTime()));
  let next: repo.SubscriptionRow;
  switch (ev.type) {
    case 'renewed': {
      if (ev.period_end && ev.period_end <= sub.period_end && sub.status === 'active') {
        return ignored('this period was already paid', sub.user_id);
      }
      const period_end = ev.period_end && ev.period_end > sub.period_end ? ev.period_end : sub.period_end;
      next = await repo.updateSubscription(tx, sub.id, { status: 'active', period_end, last_event_at: at });
      await recordCharge(ctx, tx, {
        user_id: sub.user_id,
        provider,
        subscription_id: sub.id,
        checkout_id: null,
        ev,
        description: `${planLabel(planName(ctx, sub.plan_id), cycleOf(sub))} renewal`,
      });
      break;
    }
    case 'failed': {
      // Past due; the period end stays where the provider says the paid period ended.
      const period_end = ev.period_end && ev.period_end < sub.period_end ? ev.period_end : sub.period_end;
      next = await repo.updateSubscription(tx, sub.id, { status: 'past_due', period_end, last_event_at: at });
      break;
    }
    case 'cancelled':
      next = await repo.updateSubscription(tx, sub.id, {
        status: sub.status === 'active' ? 'cancelled' : sub.status,
        auto_rebill: false,
        last_event_at: at,
      });
      break;
    case 'refunded':
    case 'chargeback': {
      if (sub.status === ev.type) return ignored('already recorded', sub.user_id);
      next = await repo.updateSubscription(tx, sub.id, {
        status: ev.type,
        auto_rebill: false,
        period_end: new Date(),
        last_event_at: at,
      });
      await repo.insertPayment(tx, {
        user_id: sub.user_id,
        subscription_id: sub.id,
        provider,
        transaction_ref: ev.transaction_ref,
        kind: ev.type === 'refunded' ? 'refund' : 'chargeback',
        description: `${planLabel(planName(ctx, sub.plan_id), cycleOf(sub))} ${ev.type === 'refunded' ? 'refund' : 'chargeback'}`,
        amount_minor: ev.amount_minor,
        currency: ev.currency,
        receipt_number: receiptNumber(randomUUID(), new Date()),
      });
      break;
    }
    default:
      return ignored('not an event billing applies', sub.user_id);
  }
  await writeEntitlement(ctx, tx, next);
  return { state: 'applied', user_id: sub.user_id, error: null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A refund or chargeback of a one-off payment: recorded for the member's invoices (each notification
 * is money that moved), a notice mailed, and the purpose's `refunded` run for the first one only.
 */
async function applyPurchaseRefund(ctx: AppContext, tx: Executor, provider: string, ev: BillingEvent): Promise<Outcome> {
  const co = await repo.checkoutById(tx, ev.checkout_ref ?? '', true);
  if (!co || co.provider !== provider) return ignored('unknown checkout');
  if (co.status !== 'paid') return ignored('refund of a checkout that was not paid', co.user_id);
  const before = await repo.paymentsOfCheckout(tx, co.id);
  const charge = before.find((x) => x.kind === 'charge');
  const first = !before.some((x) => x.kind !== 'charge');
  const kind = ev.type === 'refunded' ? 'refund' : 'chargeback';
  const at = new Date();
  const id = randomUUID();
  const receipt = receiptNumber(id, at);
  await repo.insertPayment(tx, {
    id,
    user_id: co.user_id,
    checkout_id: co.id,
    provider,
    transaction_ref: ev.transaction_ref,
    kind,
    description: co.description,
    amount_minor: ev.amount_minor,
    currency: ev.currency,
    receipt_number: receipt,
    created_at: at,
  });
  if (kind === 'refund') {
    const email = await emailOf(tx, co.user_id);
    if (email) {
      await ctx.mailer.send(
        {
          to: email,
          subject: `Your ${ctx.config.PRODUCT_NAME} refund ${receipt}`,
          kind: 'billing_refund',
          text: [
            'We have refunded your payment. Depending on your bank, it can take a few days to show on your statement.',
            '',
            `Refund: ${receipt}`,
            `For: ${co.description}`,
            `Amount: ${formatPrice(ev.amount_minor, ev.currency)}`,
            `Date: ${at.toISOString().slice(0, 10)}`,
            '',
            `Your invoices: ${ctx.config.publicUrl}/subscription-management`,
          ].join('\n'),
        },
        tx,
      );
    }
  }
  if (first && co.kind === 'purchase' && co.purpose) {
    await purchaseRefunded(ctx, tx, co.purpose, {
      kind,
      user_id: co.user_id,
      reference: co.reference ?? '',
      amount_minor: ev.amount_minor,
      currency: ev.currency,
      payment_id: charge?.id ?? '',
    });
  }
  return { state: 'applied', user_id: co.user_id, error: null };
}

async function applyPaid(ctx: AppContext, tx: Executor, provider: string, ev: BillingEvent): Promise<Outcome> {
  if (!ev.checkout_ref || !UUID.test(ev.checkout_ref)) return ignored('no checkout reference');
  const co = await repo.checkoutById(tx, ev.checkout_ref, true);
  if (!co || co.provider !== provider) return ignored('unknown checkout');
  if (co.status === 'paid') return ignored('checkout already paid', co.user_id);
  if (ev.amount_minor !== co.amount_minor || ev.currency !== co.currency) {
    return ignored(`amount ${ev.amount_minor} ${ev.currency} does not match the checkout`, co.user_id);
  }
  await repo.markCheckout(tx, co.id, 'paid');
  if (co.kind === 'purchase') {
    const payment = await recordCharge(ctx, tx, {
      user_id: co.user_id,
      provider,
      subscription_id: null,
      checkout_id: co.id,
      ev,
      description: co.description,
    });
    await purchasePaid(ctx, tx, co.purpose ?? '', {
      user_id: co.user_id,
      reference: co.reference ?? '',
      amount_minor: co.amount_minor,
      currency: co.currency,
      payment_id: payment.id,
    });
    return { state: 'applied', user_id: co.user_id, error: null };
  }
  if (!ev.subscription_ref || !ev.period_end) return ignored('a subscription payment without subscription or period', co.user_id);
  const plan = plans(ctx).find((p) => p.id === co.plan_id);
  const audience: BillingAudience = plan?.audience ?? 'member';
  // A new subscription replaces one that ran out (the member paid again after a lapse).
  const old = await repo.liveSubscription(tx, co.user_id, audience, true);
  if (old && old.subscription_ref !== ev.subscription_ref) {
    await repo.updateSubscription(tx, old.id, { status: old.period_end > new Date() ? old.status : 'expired', auto_rebill: false });
  }
  const sub = await repo.insertSubscription(tx, {
    user_id: co.user_id,
    audience,
    plan_id: co.plan_id ?? 'unknown',
    billing_cycle: co.billing_cycle ?? 'monthly',
    provider,
    subscription_ref: ev.subscription_ref,
    checkout_id: co.id,
    status: 'active',
    auto_rebill: true,
    amount_minor: co.amount_minor,
    currency: co.currency,
    period_end: ev.period_end,
    last_event_at: ev.occurred_at,
  });
  await recordCharge(ctx, tx, {
    user_id: co.user_id,
    provider,
    subscription_id: sub.id,
    checkout_id: co.id,
    ev,
    description: co.description,
  });
  await writeEntitlement(ctx, tx, sub);
  return { state: 'applied', user_id: co.user_id, error: null };
}

// ---------------------------------------------------------------------------------------------------
// The member's side

export async function myBilling(ctx: AppContext, userId: string) {
  const [subs, payments] = await Promise.all([repo.subscriptionsOf(ctx.db, userId), repo.paymentsOf(ctx.db, userId)]);
  const all = plans(ctx);
  return {
    subscriptions: subs.map((s) =>
      presentSubscription(
        s,
        all.find((p) => p.id === s.plan_id),
      ),
    ),
    invoices: payments.map(presentInvoice),
  };
}

async function liveOrFail(ctx: AppContext, userId: string, audience: BillingAudience) {
  const sub = await repo.liveSubscription(ctx.db, userId, audience);
  if (!sub) throw new AppError('not_found', M.noSubscription);
  return sub;
}

export async function cancel(ctx: AppContext, userId: string, audience: BillingAudience) {
  const sub = await liveOrFail(ctx, userId, audience);
  if (!sub.auto_rebill || sub.status !== 'active') throw new AppError('conflict', M.notCancellable);
  const provider = await providerNamed(ctx, sub.provider);
  if (!provider) throw new AppError('unavailable', M.providerUnavailable);
  const answer = await provider.cancelSubscription(sub.subscription_ref).catch((e) => unavailable(ctx, e));
  // Cancelled on the processor's own page: nothing changes here until its notification says so.
  if (answer && 'redirect_url' in answer) return { ...(await myBilling(ctx, userId)), redirect_url: answer.redirect_url };
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.subscriptionByRef(tx, sub.provider, sub.subscription_ref);
    if (locked?.auto_rebill) await repo.updateSubscription(tx, locked.id, { auto_rebill: false, status: 'cancelled' });
  });
  return myBilling(ctx, userId);
}

export async function resume(ctx: AppContext, userId: string, audience: BillingAudience) {
  const sub = await liveOrFail(ctx, userId, audience);
  if (sub.auto_rebill && sub.status === 'active') return myBilling(ctx, userId);
  if (sub.period_end <= new Date() || sub.status === 'past_due') throw new AppError('conflict', M.notResumable);
  const provider = await providerNamed(ctx, sub.provider);
  if (!provider) throw new AppError('unavailable', M.providerUnavailable);
  const ok = await provider.resumeSubscription(sub.subscription_ref).catch((e) => unavailable(ctx, e));
  if (!ok) throw new AppError('conflict', M.notResumable);
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.subscriptionByRef(tx, sub.provider, sub.subscription_ref);
    if (locked) {
      const next = await repo.updateSubscription(tx, locked.id, { auto_rebill: true, status: 'active' });
      await writeEntitlement(ctx, tx, next);
    }
  });
  return myBilling(ctx, userId);
}

export async function portalLink(ctx: AppContext, userId: string) {
  const sub = (await repo.liveSubscription(ctx.db, userId, 'member')) ?? (await repo.liveSubscription(ctx.db, userId, 'business'));
  const provider = sub ? await providerNamed(ctx, sub.provider) : await currentProvider(ctx);
  if (!provider) return { url: null };
  const url = await provider
    .customerPortalUrl({ user_id: userId, subscription_ref: sub?.subscription_ref ?? null })
    .catch((e) => unavailable(ctx, e));
  return { url };
}

/** 'billing.subscription_summary', asked by pro: the member's Pro subscription as billing knows it (null: none). */
export async function subscriptionSummary(
  ctx: AppContext,
  userId: string,
): Promise<{
  plan_id: string;
  billing_cycle: 'monthly' | 'yearly';
  auto_rebill: boolean;
  next_billing_date: Date | null;
  status: SubscriptionStatus;
  period_end: Date;
} | null> {
  const [sub] = await repo.subscriptionsOf(ctx.db, userId).then((rows) => rows.filter((r) => r.audience === 'member'));
  if (!sub) return null;
  return {
    plan_id: sub.plan_id,
    billing_cycle: sub.billing_cycle === 'yearly' ? 'yearly' : 'monthly',
    auto_rebill: sub.auto_rebill,
    next_billing_date: sub.auto_rebill && sub.status === 'active' ? sub.period_end : null,
    status: sub.status as SubscriptionStatus,
    period_end: sub.period_end,
  };
}

// ---------------------------------------------------------------------------------------------------
// Staff

export async function adminEvents(ctx: AppContext) {
  return { items: (await repo.latestEvents(ctx.db)).map(presentEvent) };
}

/** Applies a stored event again: one already applied stays applied once (nothing changes). */
export async function replayEvent(ctx: AppContext, actor: Actor, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const ev = await repo.eventById(tx, id, true);
    if (!ev) throw new AppError('not_found', M.eventNotFound);
    let out: Partial<repo.WebhookEventRow> = {};
    if (ev.state !== 'applied') {
      const r = await applyEvent(ctx, tx, ev.provider, revive(ev.normalized));
      out = { ...r, applied_at: r.state === 'applied' ? new Date() : null };
    }
    const updated = await repo.updateEvent(tx, ev.id, { ...out, replays: ev.replays + 1 });
    await recordAdminAction(tx, {
      adminId: actor.userId,
      actionType: 'replay_billing_event',
      resourceType: 'billing_webhook_event',
      resourceId: ev.id,
      details: { provider: ev.provider, event_id: ev.event_id, type: ev.type, before: ev.state, after: updated.state },
    });
    return updated;
  });
  return presentEvent(row);
}

export type { BillingPlan };
