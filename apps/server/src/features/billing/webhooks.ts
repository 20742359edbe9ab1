import { randomUUID } from 'node:crypto';
import { type BillingAudience, BILLING_MESSAGES as M } from '@mb/contract/billing';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import { formatPrice, planLabel } from '@mb/contract/pricing';
import type { SubscriptionStatus } from '@mb/contract/profiles';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { mailText } from '../../platform/i18n.ts';
import { recipientOf } from '../auth/index.ts';
import * as business from '../business/index.ts';
import * as profiles from '../profiles/index.ts';
import { recordAdminAction } from '../staff/index.ts';
import { cycleOf, planName, plans, UUID } from './checkout.ts';
import { presentEvent } from './presenter.ts';
import { type BillingEvent, type IncomingWebhook, WebhookRejected } from './provider.ts';
import { providerNamed } from './providers.ts';
import { purchasePaid, purchaseRefunded } from './purchases.ts';
import * as repo from './repository.ts';

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
  const to = await recipientOf(tx, v.user_id);
  if (to) {
    const m = (text: string, values: Record<string, string>) => mailText(to.locale, text, values);
    const T = MAIL_TEXT.billing;
    await ctx.mailer.send(
      {
        to: to.email,
        subject: m(T.receiptSubject, { product: ctx.config.PRODUCT_NAME, receipt }),
        kind: 'billing_receipt',
        text: [
          m(T.thanks, {}),
          '',
          m(T.receipt, { receipt }),
          m(T.for, { description: v.description }),
          m(T.amount, { amount: formatPrice(v.ev.amount_minor, v.ev.currency) }),
          m(T.date, { date: at.toISOString().slice(0, 10) }),
          v.ev.period_end ? m(T.paidThrough, { date: v.ev.period_end.toISOString().slice(0, 10) }) : '',
          '',
          m(T.invoices, { url: `${ctx.config.publicUrl}/subscription-management` }),
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
export async function writeEntitlement(ctx: AppContext, tx: Executor, sub: repo.SubscriptionRow) {
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
    const to = await recipientOf(tx, co.user_id);
    if (to) {
      const m = (text: string, values: Record<string, string>) => mailText(to.locale, text, values);
      const T = MAIL_TEXT.billing;
      await ctx.mailer.send(
        {
          to: to.email,
          subject: m(T.refundSubject, { product: ctx.config.PRODUCT_NAME, receipt }),
          kind: 'billing_refund',
          text: [
            m(T.refunded, {}),
            '',
            m(T.refund, { receipt }),
            m(T.for, { description: co.description }),
            m(T.amount, { amount: formatPrice(ev.amount_minor, ev.currency) }),
            m(T.date, { date: at.toISOString().slice(0, 10) }),
            '',
            m(T.invoices, { url: `${ctx.config.publicUrl}/subscription-management` }),
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
