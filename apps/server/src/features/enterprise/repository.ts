import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { enterpriseAccounts, enterpriseStudioLinks } from './schema.ts';

export type AccountRow = typeof enterpriseAccounts.$inferSelect;
export type LinkRow = typeof enterpriseStudioLinks.$inferSelect;

const LIST_MAX = 200;

export async function accountOf(db: Executor, userId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(enterpriseAccounts).where(eq(enterpriseAccounts.user_id, userId));
  return row;
}

export async function saveAccount(
  tx: Executor,
  userId: string,
  values: Pick<AccountRow, 'company_name' | 'business_email' | 'website' | 'about'>,
): Promise<AccountRow> {
  const [row] = await tx
    .insert(enterpriseAccounts)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: enterpriseAccounts.user_id, set: { ...values, updated_at: new Date() } })
    .returning();
  return row as AccountRow;
}

export function linksOfEnterprise(db: Executor, enterpriseId: string) {
  return db
    .select()
    .from(enterpriseStudioLinks)
    .where(eq(enterpriseStudioLinks.enterprise_id, enterpriseId))
    .orderBy(asc(enterpriseStudioLinks.invited_at))
    .limit(LIST_MAX);
}

export function linksOfStudio(db: Executor, studioId: string) {
  return db
    .select()
    .from(enterpriseStudioLinks)
    .where(eq(enterpriseStudioLinks.studio_id, studioId))
    .orderBy(asc(enterpriseStudioLinks.invited_at))
    .limit(LIST_MAX);
}

export async function linkById(db: Executor, id: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(enterpriseStudioLinks).where(eq(enterpriseStudioLinks.id, id));
  return row;
}

/** The link `id` if `userId` is one of its two sides, locked for the rest of `tx`. */
export async function lockLinkOf(tx: Executor, id: string, userId: string): Promise<LinkRow | undefined> {
  const [row] = await tx
    .select()
    .from(enterpriseStudioLinks)
    .where(
      and(
        eq(enterpriseStudioLinks.id, id),
        or(eq(enterpriseStudioLinks.enterprise_id, userId), eq(enterpriseStudioLinks.studio_id, userId)),
      ),
    )
    .for('update');
  return row;
}

export async function pairLink(db: Executor, enterpriseId: string, studioId: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(enterpriseStudioLinks)
    .where(and(eq(enterpriseStudioLinks.enterprise_id, enterpriseId), eq(enterpriseStudioLinks.studio_id, studioId)));
  return row;
}

export async function insertLink(tx: Executor, enterpriseId: string, studioId: string): Promise<LinkRow> {
  const [row] = await tx.insert(enterpriseStudioLinks).values({ enterprise_id: enterpriseId, studio_id: studioId }).returning();
  return row as LinkRow;
}

export async function activate(tx: Executor, id: string): Promise<LinkRow> {
  const [row] = await tx
    .update(enterpriseStudioLinks)
    .set({ status: 'active', accepted_at: new Date() })
    .where(eq(enterpriseStudioLinks.id, id))
    .returning();
  return row as LinkRow;
}

export async function deleteLink(tx: Executor, id: string): Promise<void> {
  await tx.delete(enterpriseStudioLinks).where(eq(enterpriseStudioLinks.id, id));
}

export async function accountsOf(db: Executor, userIds: string[]): Promise<Map<string, AccountRow>> {
  if (!userIds.length) return new Map();
  const rows = await db.select().from(enterpriseAccounts).where(inArray(enterpriseAccounts.user_id, userIds));
  return new Map(rows.map((r) => [r.user_id, r]));
}
