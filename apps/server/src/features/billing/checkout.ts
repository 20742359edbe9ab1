import { type BillingCycle, CHECKOUT_CANCEL_PATH, CHECKOUT_SUCCESS_PATH, BILLING_MESSAGES as M } from '@mb/contract/billing';
import { PLAN_NAMES, planLabel } from '@mb/contract/pricing';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emailOf } from '../auth/index.ts';
import * as profiles from '../profiles/index.ts';
import { getPricing } from '../site/index.ts';
import { platformSetting } from '../staff/index.ts';
import { billingPlans, intervalOf, priceOf } from './plans.ts';
import { presentCheckout } from './presenter.ts';
import { RefundRefused } from './provider.ts';
import { currentProvider, providerNamed, unavailable } from './providers.ts';
import { purchasePurpose } from './purchases.ts';
import * as repo from './repository.ts';

// ---------------------------------------------------------------------------------------------------
// Plans and checkout

export const plans = (ctx: AppContext) => billingPlans(getPricing(ctx));

/** A plan's one name (contract PLAN_NAMES), also for a plan no longer on sale. */
export const planName = (ctx: AppContext, id: string) =>
  plans(ctx).find((p) => p.id === id)?.name ?? (PLAN_NAMES as Record<string, string>)[id] ?? id;
export const cycleOf = (sub: { billing_cycle: string }) => (sub.billing_cycle === 'yearly' ? 'yearly' : 'monthly');

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
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
