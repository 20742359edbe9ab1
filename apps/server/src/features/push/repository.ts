import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { pushPresence, pushSubscriptions } from './schema.ts';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Adds the browser's subscription, or hands an existing one (same endpoint) to this member with its new keys. */
export async function upsertSubscription(
  db: Executor,
  row: { user_id: string; endpoint: string; p256dh: string; auth: string; device_name: string },
): Promise<SubscriptionRow> {
  const [s] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { user_id: row.user_id, p256dh: row.p256dh, auth: row.auth, device_name: row.device_name },
    })
    .returning();
  if (!s) throw new Error('push subscription upsert returned nothing');
  return s;
}

export function listSubscriptions(db: Executor, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId)).orderBy(desc(pushSubscriptions.created_at));
}

export async function subscriptionIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId));
  return rows.map((r) => r.id);
}

export async function findSubscription(db: Executor, id: string): Promise<SubscriptionRow | undefined> {
  const [s] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return s;
}

/** The member's own device only: another member's id deletes nothing. */
export async function deleteOwnSubscription(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.user_id, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The device whose subscription has this endpoint, whoever's it is. */
export async function findByEndpoint(db: Executor, endpoint: string): Promise<SubscriptionRow | undefined> {
  const [s] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return s;
}

/** A renewed subscription replaces the old one on its device row (same member, name and history). */
export async function renewSubscription(
  db: Executor,
  id: string,
  oldEndpoint: string,
  next: { endpoint: string; p256dh: string; auth: string },
): Promise<boolean> {
  const rows = await db
    .update(pushSubscriptions)
    .set(next)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, oldEndpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** A subscription the push service says is gone (404/410); only while it still has the endpoint that failed. */
export async function deleteSubscription(db: Executor, id: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Past `keep` devices, the ones pushed to least recently (never pushed: oldest) go. */
export async function trimSubscriptions(db: Executor, userId: string, keep: number): Promise<void> {
  const extra = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.user_id, userId))
    .orderBy(desc(sql`coalesce(${pushSubscriptions.last_push_at}, ${pushSubscriptions.created_at})`), asc(pushSubscriptions.id))
    .offset(keep);
  await db.delete(pushSubscriptions).where(sql`${pushSubscriptions.id} in (${extra})`);
}

export async function markPushed(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ last_push_at: at }).where(eq(pushSubscriptions.id, id));
}

export async function setPresence(db: Executor, userId: string, focusedUntil: Date): Promise<void> {
  await db
    .insert(pushPresence)
    .values({ user_id: userId, focused_until: focusedUntil })
    .onConflictDoUpdate({ target: pushPresence.user_id, set: { focused_until: focusedUntil } });
}

export async function isFocused(db: Executor, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ u: pushPresence.user_id })
    .from(pushPresence)
    .where(and(eq(pushPresence.user_id, userId), gt(pushPresence.focused_until, now)));
  return rows.length > 0;
}
