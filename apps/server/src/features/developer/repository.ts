import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { apiKeys } from './schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const LIST_MAX = 200;

export async function insertKey(
  tx: Executor,
  values: Pick<ApiKeyRow, 'enterprise_id' | 'name' | 'prefix' | 'secret_hash' | 'scopes' | 'expires_at' | 'created_by'>,
): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(values).returning();
  return row as ApiKeyRow;
}

export function keysOf(db: Executor, enterpriseId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.enterprise_id, enterpriseId)).orderBy(desc(apiKeys.created_at)).limit(LIST_MAX);
}

/** Keys not revoked (expired ones count: they still take a place until revoked). */
export async function unrevokedCount(db: Executor, enterpriseId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.enterprise_id, enterpriseId), isNull(apiKeys.revoked_at)));
  return r?.n ?? 0;
}

/** Serializes one enterprise's key creations (the count check and the insert must not interleave). */
export async function lockEnterprise(tx: Executor, enterpriseId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('api_keys'), hashtext(${enterpriseId}))`);
}

export async function keyOf(db: Executor, enterpriseId: string, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.enterprise_id, enterpriseId)));
  return row;
}

export async function keyByHash(db: Executor, secretHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.secret_hash, secretHash));
  return row;
}

export async function revokeKey(tx: Executor, enterpriseId: string, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await tx
    .update(apiKeys)
    .set({ revoked_at: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.enterprise_id, enterpriseId), isNull(apiKeys.revoked_at)))
    .returning();
  return row;
}

/** Marks a key used now, unless it was marked less than `everySeconds` ago (one cheap write a minute at most). */
export async function touchKey(db: Executor, id: string, everySeconds: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ last_used_at: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.last_used_at), lt(apiKeys.last_used_at, sql`now() - make_interval(secs => ${everySeconds})`)),
      ),
    );
}
