import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { enterpriseAccounts, enterpriseStudioLinks, enterpriseSubUsers } from './schema.ts';

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

// ---------------------------------------------------------------------------------------------------
// Sub-users (issue 17; sub-users.ts).

export type SubUserRow = typeof enterpriseSubUsers.$inferSelect;
type SubUserRoleValue = SubUserRow['role'];

export function subUsersOf(db: Executor, enterpriseId: string) {
  return db
    .select()
    .from(enterpriseSubUsers)
    .where(eq(enterpriseSubUsers.enterprise_id, enterpriseId))
    .orderBy(asc(enterpriseSubUsers.invited_at))
    .limit(LIST_MAX);
}

export async function subUserCountOf(db: Executor, enterpriseId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(enterpriseSubUsers).where(eq(enterpriseSubUsers.enterprise_id, enterpriseId));
  return row?.n ?? 0;
}

export async function subUserByEmail(db: Executor, enterpriseId: string, email: string): Promise<SubUserRow | undefined> {
  const [row] = await db
    .select()
    .from(enterpriseSubUsers)
    .where(and(eq(enterpriseSubUsers.enterprise_id, enterpriseId), eq(enterpriseSubUsers.email, email)));
  return row;
}

/** The sub-user `id` of `enterpriseId`, locked for the rest of `tx`. */
export async function lockSubUserOf(tx: Executor, enterpriseId: string, id: string): Promise<SubUserRow | undefined> {
  const [row] = await tx
    .select()
    .from(enterpriseSubUsers)
    .where(and(eq(enterpriseSubUsers.id, id), eq(enterpriseSubUsers.enterprise_id, enterpriseId)))
    .for('update');
  return row;
}

export async function lockSubUserByToken(tx: Executor, tokenHash: string): Promise<SubUserRow | undefined> {
  const [row] = await tx.select().from(enterpriseSubUsers).where(eq(enterpriseSubUsers.token_hash, tokenHash)).for('update');
  return row;
}

export async function insertSubUserInvitation(
  tx: Executor,
  v: { enterprise_id: string; email: string; role: SubUserRoleValue; token_hash: string; token_expires_at: Date },
): Promise<SubUserRow> {
  const [row] = await tx.insert(enterpriseSubUsers).values(v).returning();
  return row as SubUserRow;
}

/** A pending invitation sent again: a new role and link (the old link stops working). */
export async function renewSubUserInvitation(
  tx: Executor,
  id: string,
  v: { role: SubUserRoleValue; token_hash: string; token_expires_at: Date },
): Promise<SubUserRow> {
  const [row] = await tx
    .update(enterpriseSubUsers)
    .set({ ...v, invited_at: new Date() })
    .where(eq(enterpriseSubUsers.id, id))
    .returning();
  return row as SubUserRow;
}

export async function activateSubUser(tx: Executor, id: string, userId: string): Promise<SubUserRow> {
  const [row] = await tx
    .update(enterpriseSubUsers)
    .set({ status: 'active', user_id: userId, token_hash: null, token_expires_at: null, accepted_at: new Date() })
    .where(eq(enterpriseSubUsers.id, id))
    .returning();
  return row as SubUserRow;
}

export async function setSubUserRole(tx: Executor, id: string, role: SubUserRoleValue): Promise<SubUserRow> {
  const [row] = await tx.update(enterpriseSubUsers).set({ role }).where(eq(enterpriseSubUsers.id, id)).returning();
  return row as SubUserRow;
}

export async function removeSubUser(tx: Executor, id: string): Promise<void> {
  await tx.delete(enterpriseSubUsers).where(eq(enterpriseSubUsers.id, id));
}

/** The active membership of `userId` in `enterpriseId`, if any. */
export async function activeSubUserMembership(db: Executor, enterpriseId: string, userId: string): Promise<SubUserRow | undefined> {
  const [row] = await db
    .select()
    .from(enterpriseSubUsers)
    .where(
      and(
        eq(enterpriseSubUsers.enterprise_id, enterpriseId),
        eq(enterpriseSubUsers.user_id, userId),
        eq(enterpriseSubUsers.status, 'active'),
      ),
    );
  return row;
}

/** The enterprises `userId` is an active sub-user of (oldest first). */
export async function subUserEnterprisesOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: enterpriseSubUsers.enterprise_id })
    .from(enterpriseSubUsers)
    .where(and(eq(enterpriseSubUsers.user_id, userId), eq(enterpriseSubUsers.status, 'active')))
    .orderBy(asc(enterpriseSubUsers.accepted_at))
    .limit(LIST_MAX);
  return rows.map((r) => r.id);
}
