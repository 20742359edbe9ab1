import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { payboxCharges, payboxCheckouts, payboxEvents, payboxRefunds, payboxSubscriptions } from './schema.ts';

export type PayboxCheckout = typeof payboxCheckouts.$inferSelect;
export type PayboxSubscription = typeof payboxSubscriptions.$inferSelect;
export type PayboxEvent = typeof payboxEvents.$inferSelect;
export type PayboxCharge = typeof payboxCharges.$inferSelect;

export async function insertCheckout(db: Executor, v: typeof payboxCheckouts.$inferInsert) {
  const [row] = await db.insert(payboxCheckouts).values(v).returning();
  return row!;
}

export async function checkoutById(db: Executor, id: string, lock = false) {
  const q = db.select().from(payboxCheckouts).where(eq(payboxCheckouts.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateCheckout(db: Executor, id: string, v: Partial<typeof payboxCheckouts.$inferInsert>) {
  await db.update(payboxCheckouts).set(v).where(eq(payboxCheckouts.id, id));
}

export async function insertSubscription(db: Executor, v: typeof payboxSubscriptions.$inferInsert) {
  const [row] = await db.insert(payboxSubscriptions).values(v).returning();
  return row!;
}

export async function subscriptionById(db: Executor, id: string, lock = false) {
  const q = db.select().from(payboxSubscriptions).where(eq(payboxSubscriptions.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateSubscription(db: Executor, id: string, v: Partial<typeof payboxSubscriptions.$inferInsert>) {
  await db.update(payboxSubscriptions).set(v).where(eq(payboxSubscriptions.id, id));
}

export function subscriptionsOf(db: Executor, customerRef: string) {
  return db
    .select()
    .from(payboxSubscriptions)
    .where(eq(payboxSubscriptions.customer_ref, customerRef))
    .orderBy(desc(payboxSubscriptions.created_at));
}

export async function insertEvent(db: Executor, v: typeof payboxEvents.$inferInsert) {
  await db.insert(payboxEvents).values(v);
}

export async function eventById(db: Executor, id: string) {
  const [row] = await db.select().from(payboxEvents).where(eq(payboxEvents.id, id));
  return row ?? null;
}

export async function markEvent(db: Executor, id: string, v: { state: 'pending' | 'delivered' | 'failed'; last_error: string | null }) {
  await db
    .update(payboxEvents)
    .set({
      state: v.state,
      last_error: v.last_error,
      attempts: sql`${payboxEvents.attempts} + 1`,
      delivered_at: v.state === 'delivered' ? new Date() : null,
    })
    .where(eq(payboxEvents.id, id));
}

export function eventsOf(db: Executor, customerRef: string) {
  return db
    .select()
    .from(payboxEvents)
    .where(and(eq(payboxEvents.customer_ref, customerRef)))
    .orderBy(desc(payboxEvents.created_at))
    .limit(50);
}

export async function insertCharge(db: Executor, v: typeof payboxCharges.$inferInsert) {
  await db.insert(payboxCharges).values(v);
}

export async function chargeById(db: Executor, id: string, lock = false) {
  const q = db.select().from(payboxCharges).where(eq(payboxCharges.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function addRefund(db: Executor, v: typeof payboxRefunds.$inferInsert) {
  await db.insert(payboxRefunds).values(v);
  await db
    .update(payboxCharges)
    .set({ refunded_minor: sql`${payboxCharges.refunded_minor} + ${v.amount_minor}` })
    .where(eq(payboxCharges.id, v.charge_id));
}
