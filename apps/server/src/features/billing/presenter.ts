import type { BillingPlan, Invoice, Subscription, WebhookEvent } from '@mb/contract/billing';
import { PLAN_NAMES } from '@mb/contract/pricing';
import type { SubscriptionStatus } from '@mb/contract/profiles';
import type { CheckoutRow, PaymentRow, SubscriptionRow, WebhookEventRow } from './repository.ts';

export function presentCheckout(c: CheckoutRow) {
  return {
    id: c.id,
    status: c.status as 'open' | 'paid' | 'failed',
    kind: c.kind as 'subscription' | 'purchase',
    description: c.description,
    amount_minor: c.amount_minor,
    currency: c.currency,
    return_path: c.return_path,
  };
}

export function presentSubscription(s: SubscriptionRow, plan: BillingPlan | undefined): Subscription {
  return {
    id: s.id,
    audience: s.audience === 'business' ? 'business' : 'member',
    plan_id: s.plan_id,
    plan_name: plan?.name ?? (PLAN_NAMES as Record<string, string>)[s.plan_id] ?? s.plan_id,
    billing_cycle: s.billing_cycle === 'yearly' ? 'yearly' : 'monthly',
    status: s.status as SubscriptionStatus,
    auto_rebill: s.auto_rebill,
    amount_minor: s.amount_minor,
    currency: s.currency,
    period_end: s.period_end.toISOString(),
    next_billing_date: s.auto_rebill && s.status === 'active' ? s.period_end.toISOString() : null,
    provider: s.provider,
    created_at: s.created_at.toISOString(),
  };
}

export function presentInvoice(p: PaymentRow): Invoice {
  return {
    id: p.id,
    receipt_number: p.receipt_number,
    kind: p.kind as Invoice['kind'],
    description: p.description,
    amount_minor: p.amount_minor,
    currency: p.currency,
    created_at: p.created_at.toISOString(),
  };
}

export function presentEvent(e: WebhookEventRow): WebhookEvent {
  const n = e.normalized as { amount_minor?: number; currency?: string };
  return {
    id: e.id,
    provider: e.provider,
    event_id: e.event_id,
    type: e.type,
    raw_type: e.raw_type,
    state: e.state as WebhookEvent['state'],
    error: e.error,
    user_id: e.user_id,
    amount_minor: typeof n.amount_minor === 'number' ? n.amount_minor : 0,
    currency: typeof n.currency === 'string' ? n.currency : '',
    received_at: e.received_at.toISOString(),
    applied_at: e.applied_at ? e.applied_at.toISOString() : null,
    replays: e.replays,
  };
}
