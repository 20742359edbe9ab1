import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { hubDomains, hubIdentityChecks, hubMembers, hubTickets } from './schema.ts';

export type HubMember = typeof hubMembers.$inferSelect;
export type HubTicket = typeof hubTickets.$inferSelect;
export type HubIdentityCheck = typeof hubIdentityChecks.$inferSelect;
export type HubDomain = typeof hubDomains.$inferSelect;
export type TicketKind = 'member' | 'operator' | 'member_session' | 'operator_session';

/** The member named by the client's user id, made on first sight; e-mail and name follow the client. */
export async function upsertMember(db: Executor, m: { external_user_id: string; email: string; display_name: string | null }) {
  const [row] = await db
    .insert(hubMembers)
    .values(m)
    .onConflictDoUpdate({
      target: hubMembers.external_user_id,
      set: { email: m.email, display_name: m.display_name, updated_at: new Date() },
    })
    .returning();
  return row!;
}

export async function memberByExternalId(db: Executor, externalUserId: string) {
  const [row] = await db.select().from(hubMembers).where(eq(hubMembers.external_user_id, externalUserId));
  return row ?? null;
}

export async function memberById(db: Executor, id: string) {
  const [row] = await db.select().from(hubMembers).where(eq(hubMembers.id, id));
  return row ?? null;
}

export async function setIdentity(
  db: Executor,
  memberId: string,
  v: { identity_status: string; identity_verified_at: Date | null; identity_failure_reason: string | null },
) {
  await db
    .update(hubMembers)
    .set({ ...v, updated_at: new Date() })
    .where(eq(hubMembers.id, memberId));
}

export async function insertTicket(db: Executor, t: typeof hubTickets.$inferInsert) {
  const [row] = await db.insert(hubTickets).values(t).returning();
  return row!;
}

export async function ticketByHash(db: Executor, tokenHash: string, kind: TicketKind) {
  const [row] = await db
    .select()
    .from(hubTickets)
    .where(and(eq(hubTickets.token_hash, tokenHash), eq(hubTickets.kind, kind), gt(hubTickets.expires_at, new Date())));
  return row ?? null;
}

export async function setTicketReturn(db: Executor, id: string, returnUrl: string) {
  await db.update(hubTickets).set({ return_url: returnUrl }).where(eq(hubTickets.id, id));
}

/** Marks a one-use ticket used; false when it was already used (or raced). */
export async function useTicket(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(hubTickets)
    .set({ used_at: new Date() })
    .where(and(eq(hubTickets.id, id), isNull(hubTickets.used_at)))
    .returning({ id: hubTickets.id });
  return rows.length === 1;
}

export async function deleteTicket(db: Executor, tokenHash: string) {
  await db.delete(hubTickets).where(eq(hubTickets.token_hash, tokenHash));
}

export async function pruneTickets(db: Executor, now = new Date()) {
  await db.delete(hubTickets).where(lt(hubTickets.expires_at, now));
}

// Identity checks

export async function latestCheck(db: Executor, memberId: string) {
  const [row] = await db
    .select()
    .from(hubIdentityChecks)
    .where(eq(hubIdentityChecks.member_id, memberId))
    .orderBy(desc(hubIdentityChecks.submitted_at))
    .limit(1);
  return row ?? null;
}

export async function supersedePendingChecks(db: Executor, memberId: string) {
  return db
    .update(hubIdentityChecks)
    .set({ status: 'superseded', decided_at: new Date() })
    .where(and(eq(hubIdentityChecks.member_id, memberId), eq(hubIdentityChecks.status, 'pending')))
    .returning();
}

export async function insertCheck(db: Executor, c: { member_id: string; document_key: string; selfie_key: string }) {
  const [row] = await db.insert(hubIdentityChecks).values(c).returning();
  return row!;
}

export async function checkById(db: Executor, id: string) {
  const [row] = await db.select().from(hubIdentityChecks).where(eq(hubIdentityChecks.id, id));
  return row ?? null;
}

export async function pendingChecks(db: Executor, limit = 50) {
  return db
    .select({ check: hubIdentityChecks, member: hubMembers })
    .from(hubIdentityChecks)
    .innerJoin(hubMembers, eq(hubMembers.id, hubIdentityChecks.member_id))
    .where(eq(hubIdentityChecks.status, 'pending'))
    .orderBy(asc(hubIdentityChecks.submitted_at))
    .limit(limit);
}

/** Decides a pending check; null when it was not pending any more (another operator, a resubmission). */
export async function decideCheck(
  db: Executor,
  id: string,
  v: { status: 'approved' | 'failed'; reason: string | null; decided_by: string },
) {
  const [row] = await db
    .update(hubIdentityChecks)
    .set({ ...v, decided_at: new Date() })
    .where(and(eq(hubIdentityChecks.id, id), eq(hubIdentityChecks.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Checks decided (or superseded) before `before` whose files are still stored. */
export async function checksWithExpiredFiles(db: Executor, before: Date, limit = 200) {
  return db
    .select()
    .from(hubIdentityChecks)
    .where(
      and(isNull(hubIdentityChecks.files_deleted_at), isNotNull(hubIdentityChecks.decided_at), lt(hubIdentityChecks.decided_at, before)),
    )
    .limit(limit);
}

export async function markFilesDeleted(db: Executor, id: string) {
  await db
    .update(hubIdentityChecks)
    .set({ files_deleted_at: new Date(), document_key: null, selfie_key: null })
    .where(eq(hubIdentityChecks.id, id));
}

// Domains

export async function domainsOf(db: Executor, memberId: string) {
  return db.select().from(hubDomains).where(eq(hubDomains.member_id, memberId)).orderBy(asc(hubDomains.created_at));
}

export async function domainOf(db: Executor, memberId: string, id: string) {
  const [row] = await db
    .select()
    .from(hubDomains)
    .where(and(eq(hubDomains.id, id), eq(hubDomains.member_id, memberId)));
  return row ?? null;
}

export async function domainById(db: Executor, id: string) {
  const [row] = await db.select().from(hubDomains).where(eq(hubDomains.id, id));
  return row ?? null;
}

/** Adds a domain; null when the member already has it. */
export async function insertDomain(db: Executor, d: { member_id: string; domain: string; token: string }) {
  const rows = await db.insert(hubDomains).values(d).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function updateDomain(db: Executor, id: string, patch: Partial<typeof hubDomains.$inferInsert>) {
  const [row] = await db.update(hubDomains).set(patch).where(eq(hubDomains.id, id)).returning();
  return row ?? null;
}

export async function deleteDomain(db: Executor, memberId: string, id: string) {
  await db.delete(hubDomains).where(and(eq(hubDomains.id, id), eq(hubDomains.member_id, memberId)));
}

export async function domainsAwaitingReview(db: Executor, limit = 50) {
  return db
    .select({ domain: hubDomains, member: hubMembers })
    .from(hubDomains)
    .innerJoin(hubMembers, eq(hubMembers.id, hubDomains.member_id))
    .where(and(isNotNull(hubDomains.review_requested_at), or(eq(hubDomains.status, 'pending'), eq(hubDomains.status, 'failed'))))
    .orderBy(asc(hubDomains.review_requested_at))
    .limit(limit);
}
