import { type BillingAudience, BILLING_MESSAGES as M } from '@mb/contract/billing';
import type { SubscriptionStatus } from '@mb/contract/profiles';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { plans } from './checkout.ts';
import { presentInvoice, presentSubscription } from './presenter.ts';
import { currentProvider, providerNamed, unavailable } from './providers.ts';
import * as repo from './repository.ts';
import { writeEntitlement } from './webhooks.ts';

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
