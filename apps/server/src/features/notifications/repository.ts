import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { notificationPreferences, notifications } from './schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'created_at' | 'read_at'>;
export type PreferencesRow = typeof notificationPreferences.$inferSelect;
export type PreferencesPatch = Partial<Omit<typeof notificationPreferences.$inferInsert, 'user_id' | 'updated_at'>>;

export async function insertNotification(db: Executor, row: NewNotification): Promise<NotificationRow> {
  const [n] = await db.insert(notifications).values(row).returning();
  if (!n) throw new Error('notification insert returned nothing');
  return n;
}

/**
 * One page, newest first. `before` is the id of the last item shown: the page continues after its
 * (created_at, id), read from the member's own rows only, so a stranger's id finds nothing.
 */
export async function listNotifications(db: Executor, userId: string, limit: number, before?: string): Promise<NotificationRow[]> {
  const own = eq(notifications.user_id, userId);
  const where = before
    ? and(
        own,
        sql`(${notifications.created_at}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n where n.user_id = ${userId} and n.id = ${before})`,
      )
    : own;
  return db.select().from(notifications).where(where).orderBy(desc(notifications.created_at), desc(notifications.id)).limit(limit);
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return r?.n ?? 0;
}

/**
 * Marks one of the member's notifications read (keeping an earlier read_at). Undefined when the id is
 * not theirs. `changed` says whether this call turned it read.
 */
export async function markRead(db: Executor, userId: string, id: string): Promise<{ row: NotificationRow; changed: boolean } | undefined> {
  const [changed] = await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(eq(notifications.user_id, userId), eq(notifications.id, id), isNull(notifications.read_at)))
    .returning();
  if (changed) return { row: changed, changed: true };
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.id, id)));
  return row ? { row, changed: false } : undefined;
}

/** Marks every unread notification of the member read; returns how many changed and the time set. */
export async function markAllRead(db: Executor, userId: string): Promise<{ marked: number; readAt: Date }> {
  const readAt = new Date();
  const rows = await db
    .update(notifications)
    .set({ read_at: readAt })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return { marked: rows.length, readAt };
}

export async function findPreferences(db: Executor, userId: string): Promise<PreferencesRow | undefined> {
  const [p] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.user_id, userId));
  return p;
}

/** Creates the row with defaults when missing, then applies the patch: one statement. */
export async function upsertPreferences(db: Executor, userId: string, patch: PreferencesPatch): Promise<PreferencesRow> {
  const [p] = await db
    .insert(notificationPreferences)
    .values({ user_id: userId, ...patch })
    .onConflictDoUpdate({ target: notificationPreferences.user_id, set: { ...patch, updated_at: new Date() } })
    .returning();
  if (!p) throw new Error('preferences upsert returned nothing');
  return p;
}

/** Members whose daily digest is due: digest on, last one sent before `sentBefore` (or never). */
export async function findDigestMembers(db: Executor, sentBefore: Date, limit: number): Promise<PreferencesRow[]> {
  return db
    .select()
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.digest, 'daily'),
        or(isNull(notificationPreferences.digest_sent_at), lt(notificationPreferences.digest_sent_at, sentBefore)),
      ),
    )
    .orderBy(notificationPreferences.user_id)
    .limit(limit);
}

/** Unread notifications created since `since` (all unread when null), newest first. */
export async function unreadSince(db: Executor, userId: string, since: Date | null, limit: number): Promise<NotificationRow[]> {
  const base = and(eq(notifications.user_id, userId), isNull(notifications.read_at));
  return db
    .select()
    .from(notifications)
    .where(since ? and(base, sql`${notifications.created_at} > ${since}`) : base)
    .orderBy(desc(notifications.created_at))
    .limit(limit);
}

export async function markDigestSent(db: Executor, userId: string, at: Date): Promise<void> {
  await db.update(notificationPreferences).set({ digest_sent_at: at }).where(eq(notificationPreferences.user_id, userId));
}

/** Whether `userId` got a notification of `type` pointing at `actionUrl` since `since` (uses the panel's index). */
export async function hasRecent(db: Executor, userId: string, type: string, actionUrl: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, userId),
        sql`${notifications.created_at} >= ${since.toISOString()}::timestamptz`,
        eq(notifications.type, type),
        eq(notifications.action_url, actionUrl),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
