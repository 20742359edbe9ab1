import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { portfolioShares } from './schema.ts';

export type ShareRow = typeof portfolioShares.$inferSelect;

/** Live: not revoked and not past its expiry, at `now`. */
const live = (now: Date) =>
  and(isNull(portfolioShares.revoked_at), or(isNull(portfolioShares.expires_at), gt(portfolioShares.expires_at, now)));

/** Serializes share creation per member inside the transaction, so the limit holds under concurrent requests. */
export async function lockOwner(tx: Executor, ownerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`portfolio_shares:${ownerId}`}))`);
}

export async function countLive(db: Executor, ownerId: string, now: Date): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(portfolioShares)
    .where(and(eq(portfolioShares.owner_id, ownerId), live(now)));
  return r?.n ?? 0;
}

export async function insertShare(db: Executor, row: { owner_id: string; token: string; label: string | null; expires_at: Date | null }) {
  const [r] = await db.insert(portfolioShares).values(row).returning();
  if (!r) throw new Error('share insert returned nothing');
  return r;
}

/** The owner's shares, newest first (revoked and expired ones too, for their counts). */
export function listByOwner(db: Executor, ownerId: string, limit: number): Promise<ShareRow[]> {
  return db
    .select()
    .from(portfolioShares)
    .where(eq(portfolioShares.owner_id, ownerId))
    .orderBy(desc(portfolioShares.created_at), desc(portfolioShares.id))
    .limit(limit);
}

/** Revokes the owner's share (keeps the first revocation time); undefined when it is not theirs. */
export async function revoke(db: Executor, ownerId: string, id: string, now: Date): Promise<ShareRow | undefined> {
  const [r] = await db
    .update(portfolioShares)
    .set({ revoked_at: sql`coalesce(${portfolioShares.revoked_at}, ${now})` })
    .where(and(eq(portfolioShares.id, id), eq(portfolioShares.owner_id, ownerId)))
    .returning();
  return r;
}

export async function findLiveByToken(db: Executor, token: string, now: Date): Promise<ShareRow | undefined> {
  const [r] = await db
    .select()
    .from(portfolioShares)
    .where(and(eq(portfolioShares.token, token), live(now)));
  return r;
}

/** The owner of share `id` while it is live; undefined once revoked or expired (or when there is none). */
export async function liveOwnerOf(db: Executor, id: string, now: Date): Promise<string | undefined> {
  const [r] = await db
    .select({ owner_id: portfolioShares.owner_id })
    .from(portfolioShares)
    .where(and(eq(portfolioShares.id, id), live(now)));
  return r?.owner_id;
}

export async function countView(db: Executor, id: string) {
  await db
    .update(portfolioShares)
    .set({ views: sql`${portfolioShares.views} + 1` })
    .where(eq(portfolioShares.id, id));
}
