import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { billingCheckouts, billingPayments, billingSubscriptions, billingWebhookEvents } from './schema.ts';

export type CheckoutRow = typeof billingCheckouts.$inferSelect;
export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type PaymentRow = typeof billingPayments.$inferSelect;
export type WebhookEventRow = typeof billingWebhookEvents.$inferSelect;

/** Subscription states that still hold a paid period or may be paid again (one per member and audience). */
export const LIVE_STATES = ['active', 'past_due', 'cancelled'] as const;

export async function insertCheckout(db: Executor, v: typeof billingCheckouts.$inferInsert) {
  const [row] = await db.insert(billingCheckouts).values(v).returning();
  return row!;
}

export async function checkoutById(db: Executor, id: string, lock = false) {
  const q = db.select().from(billingCheckouts).where(eq(billingCheckouts.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function markCheckout(db: Executor, id: string, status: 'paid' | 'failed') {
  await db
    .update(billingCheckouts)
    .set({ status, paid_at: status === 'paid' ? new Date() : null })
    .where(eq(billingCheckouts.id, id));
}

export async function insertSubscription(db: Executor, v: typeof billingSubscriptions.$inferInsert) {
  const [row] = await db.insert(billingSubscriptions).values(v).returning();
  return row!;
}

export async function subscriptionByRef(db: Executor, provider: string, ref: string) {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.provider, provider), eq(billingSubscriptions.subscription_ref, ref)))
    .for('update');
  return row ?? null;
}

export async function updateSubscription(db: Executor, id: string, v: Partial<typeof billingSubscriptions.$inferInsert>) {
  const [row] = await db
    .update(billingSubscriptions)
    .set({ ...v, updated_at: new Date() })
    .where(eq(billingSubscriptions.id, id))
    .returning();
  return row!;
}

/** The member's live subscription for an audience (the newest when, unexpectedly, there are several). */
export async function liveSubscription(db: Executor, userId: string, audience: string, lock = false) {
  const q = db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.user_id, userId),
        eq(billingSubscriptions.audience, audience),
        inArray(billingSubscriptions.status, [...LIVE_STATES]),
      ),
    )
    .orderBy(desc(billingSubscriptions.created_at))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export function subscriptionsOf(db: Executor, userId: string) {
  return db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.user_id, userId))
    .orderBy(desc(billingSubscriptions.created_at))
    .limit(20);
}

export async function insertPayment(db: Executor, v: typeof billingPayments.$inferInsert) {
  const [row] = await db.insert(billingPayments).values(v).returning();
  return row!;
}

export async function paymentById(db: Executor, id: string) {
  const [row] = await db.select().from(billingPayments).where(eq(billingPayments.id, id));
  return row ?? null;
}

/**
 * Marks a charge as being refunded; null when a refund was asked for less than `staleMs` ago (one
 * caller wins). An older claim whose refund never showed up (the process died mid-call) may be taken
 * again: processors refuse to refund more than a charge, so asking twice cannot pay out twice.
 */
export async function claimRefund(db: Executor, id: string, reason: string, staleMs: number) {
  const [row] = await db
    .update(billingPayments)
    .set({ refund_requested_at: new Date(), refund_reason: reason })
    .where(
      and(
        eq(billingPayments.id, id),
        or(isNull(billingPayments.refund_requested_at), lt(billingPayments.refund_requested_at, new Date(Date.now() - staleMs))),
      ),
    )
    .returning();
  return row ?? null;
}

/** The provider did not take the refund: it may be asked again. */
export async function releaseRefundClaim(db: Executor, id: string) {
  await db.update(billingPayments).set({ refund_requested_at: null, refund_reason: null }).where(eq(billingPayments.id, id));
}

/** A one-off purchase's payments (its charge, then any refunds and chargebacks), oldest first. */
export function paymentsOfCheckout(db: Executor, checkoutId: string) {
  return db.select().from(billingPayments).where(eq(billingPayments.checkout_id, checkoutId)).orderBy(billingPayments.created_at);
}

export function paymentsOf(db: Executor, userId: string) {
  return db.select().from(billingPayments).where(eq(billingPayments.user_id, userId)).orderBy(desc(billingPayments.created_at)).limit(100);
}

export async function countPayments(db: Executor) {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(billingPayments);
  return r?.n ?? 0;
}

/** Stores a verified event once; null when (provider, event_id) was stored before. */
export async function insertEvent(db: Executor, v: typeof billingWebhookEvents.$inferInsert) {
  const [row] = await db.insert(billingWebhookEvents).values(v).onConflictDoNothing().returning();
  return row ?? null;
}

export async function eventById(db: Executor, id: string, lock = false) {
  const q = db.select().from(billingWebhookEvents).where(eq(billingWebhookEvents.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateEvent(db: Executor, id: string, v: Partial<typeof billingWebhookEvents.$inferInsert>) {
  const [row] = await db.update(billingWebhookEvents).set(v).where(eq(billingWebhookEvents.id, id)).returning();
  return row!;
}

export function latestEvents(db: Executor, limit = 200) {
  return db.select().from(billingWebhookEvents).orderBy(desc(billingWebhookEvents.received_at)).limit(limit);
}
