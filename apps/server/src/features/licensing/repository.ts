import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { licenseOffers, licenseRequests, licenses } from './schema.ts';

export type { StoredTerms } from './schema.ts';
export type OfferRow = typeof licenseOffers.$inferSelect;
export type RequestRow = typeof licenseRequests.$inferSelect;
export type LicenseRow = typeof licenses.$inferSelect;

const LIST_MAX = 200;
export const OPEN_STATUSES = ['pending', 'countered', 'accepted'] as const;

// Offers

export async function insertOffer(db: Executor, values: typeof licenseOffers.$inferInsert): Promise<OfferRow | undefined> {
  const [row] = await db.insert(licenseOffers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function offerById(db: Executor, id: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(licenseOffers).where(eq(licenseOffers.id, id));
  return row;
}

/** The offer locked for the rest of the transaction: answers, payments and revocations of one offer queue here. */
export async function lockOffer(tx: Executor, id: string): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(licenseOffers).where(eq(licenseOffers.id, id)).for('update');
  return row;
}

export async function updateOffer(db: Executor, id: string, patch: Partial<OfferRow>): Promise<OfferRow> {
  const [row] = await db
    .update(licenseOffers)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(licenseOffers.id, id))
    .returning();
  return row as OfferRow;
}

export function offersOfLicensor(db: Executor, licensorId: string) {
  return db
    .select()
    .from(licenseOffers)
    .where(eq(licenseOffers.licensor_id, licensorId))
    .orderBy(desc(licenseOffers.status), desc(licenseOffers.created_at))
    .limit(LIST_MAX);
}

/** Active offers, newest first, not the viewer's own (the catalogue filters the rest in the service). */
export function activeOffers(db: Executor, exceptLicensor: string, limit: number) {
  return db
    .select()
    .from(licenseOffers)
    .where(and(eq(licenseOffers.status, 'active'), ne(licenseOffers.licensor_id, exceptLicensor)))
    .orderBy(desc(licenseOffers.created_at))
    .limit(limit);
}

export function offersByIds(db: Executor, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([] as OfferRow[]);
  return db
    .select()
    .from(licenseOffers)
    .where(inArray(licenseOffers.id, [...ids]));
}

// Requests

export async function insertRequest(tx: Executor, values: typeof licenseRequests.$inferInsert): Promise<RequestRow | undefined> {
  const [row] = await tx.insert(licenseRequests).values(values).onConflictDoNothing().returning();
  return row;
}

export async function requestById(db: Executor, id: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(licenseRequests).where(eq(licenseRequests.id, id));
  return row;
}

export async function lockRequest(tx: Executor, id: string): Promise<RequestRow | undefined> {
  const [row] = await tx.select().from(licenseRequests).where(eq(licenseRequests.id, id)).for('update');
  return row;
}

export async function updateRequest(db: Executor, id: string, patch: Partial<RequestRow>): Promise<RequestRow> {
  const [row] = await db
    .update(licenseRequests)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(licenseRequests.id, id))
    .returning();
  return row as RequestRow;
}

export function openRequestsOfOffer(tx: Executor, offerId: string) {
  return tx
    .select()
    .from(licenseRequests)
    .where(and(eq(licenseRequests.offer_id, offerId), inArray(licenseRequests.status, [...OPEN_STATUSES])));
}

export function requestsOfLicensor(db: Executor, licensorId: string) {
  return db
    .select()
    .from(licenseRequests)
    .where(eq(licenseRequests.licensor_id, licensorId))
    .orderBy(desc(licenseRequests.updated_at))
    .limit(LIST_MAX);
}

export function requestsOfRequester(db: Executor, requesterId: string) {
  return db
    .select()
    .from(licenseRequests)
    .where(eq(licenseRequests.requester_id, requesterId))
    .orderBy(desc(licenseRequests.updated_at))
    .limit(LIST_MAX);
}

// Licenses

export async function insertLicense(tx: Executor, values: typeof licenses.$inferInsert): Promise<LicenseRow | undefined> {
  const [row] = await tx.insert(licenses).values(values).onConflictDoNothing().returning();
  return row;
}

export async function licenseById(db: Executor, id: string): Promise<LicenseRow | undefined> {
  const [row] = await db.select().from(licenses).where(eq(licenses.id, id));
  return row;
}

export async function lockLicense(tx: Executor, id: string): Promise<LicenseRow | undefined> {
  const [row] = await tx.select().from(licenses).where(eq(licenses.id, id)).for('update');
  return row;
}

export async function licenseByCode(db: Executor, code: string): Promise<LicenseRow | undefined> {
  const [row] = await db.select().from(licenses).where(eq(licenses.code, code));
  return row;
}

export async function licenseByPayment(db: Executor, paymentId: string): Promise<LicenseRow | undefined> {
  const [row] = await db.select().from(licenses).where(eq(licenses.payment_id, paymentId));
  return row;
}

export async function updateLicense(db: Executor, id: string, patch: Partial<LicenseRow>): Promise<LicenseRow> {
  const [row] = await db.update(licenses).set(patch).where(eq(licenses.id, id)).returning();
  return row as LicenseRow;
}

export function licensesOf(db: Executor, userId: string, side: 'licensor' | 'licensee') {
  const col = side === 'licensor' ? licenses.licensor_id : licenses.licensee_id;
  return db.select().from(licenses).where(eq(col, userId)).orderBy(desc(licenses.issued_at)).limit(LIST_MAX);
}

/** Licenses of an item in force now (not revoked, not expired): exclusivity is decided against these. */
export function liveLicensesOfItem(db: Executor, itemId: string, now: Date) {
  return db
    .select()
    .from(licenses)
    .where(
      and(
        eq(licenses.item_id, itemId),
        isNull(licenses.revoked_at),
        or(isNull(licenses.expires_at), sql`${licenses.expires_at} > ${now.toISOString()}::timestamptz`),
      ),
    );
}

/** Licenses of the given items in force now (the catalogue marks items under an exclusive license). */
export function liveLicensesOfItems(db: Executor, itemIds: readonly string[], now: Date) {
  if (!itemIds.length) return Promise.resolve([] as LicenseRow[]);
  return db
    .select()
    .from(licenses)
    .where(
      and(
        inArray(licenses.item_id, [...itemIds]),
        isNull(licenses.revoked_at),
        or(isNull(licenses.expires_at), sql`${licenses.expires_at} > ${now.toISOString()}::timestamptz`),
      ),
    );
}
