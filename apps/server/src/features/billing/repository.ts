import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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
