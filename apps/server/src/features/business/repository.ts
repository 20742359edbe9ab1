import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { businessProfiles } from './schema.ts';

export type BusinessRow = typeof businessProfiles.$inferSelect;
export type BusinessPatch = Partial<
  Omit<typeof businessProfiles.$inferInsert, 'id' | 'created_at' | 'updated_at' | 'service_limit' | 'product_limit'>
>;

// Every function takes the owner's id (= the row's id): no query here can reach another member's row
// unless a caller passes another id, and only the moderation decision does (the item's owner).

export async function findBusiness(db: Executor, id: string): Promise<BusinessRow | undefined> {
  const [b] = await db.select().from(businessProfiles).where(eq(businessProfiles.id, id));
  return b;
}

/** The row, locked for this transaction (two saves from two tabs apply one after the other). */
export async function lockBusiness(db: Executor, id: string): Promise<BusinessRow | undefined> {
  const [b] = await db.select().from(businessProfiles).where(eq(businessProfiles.id, id)).for('update');
  return b;
}

/** Spec §7 check_business_account_completeness: has one, and whether it is complete (not a draft, has a name). */
export async function businessState(db: Executor, id: string) {
  const [r] = await db
    .select({
      is_draft: businessProfiles.is_draft,
      has_name: sql<boolean>`length(trim(${businessProfiles.business_name})) > 0`,
    })
    .from(businessProfiles)
    .where(eq(businessProfiles.id, id));
  return { has_business_profile: !!r, business_complete: !!r && !r.is_draft && r.has_name };
}

/** The names of the registered (submitted, not draft) businesses among these owners. */
export async function registeredNames(db: Executor, ids: readonly string[]): Promise<{ id: string; business_name: string }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: businessProfiles.id, business_name: businessProfiles.business_name })
    .from(businessProfiles)
    .where(and(inArray(businessProfiles.id, [...ids]), eq(businessProfiles.is_draft, false)));
}

export async function insertBusiness(db: Executor, id: string, values: BusinessPatch): Promise<BusinessRow> {
  const [b] = await db
    .insert(businessProfiles)
    .values({ ...values, id })
    .returning();
  if (!b) throw new Error('business insert failed');
  return b;
}

export async function updateBusiness(db: Executor, id: string, patch: BusinessPatch): Promise<BusinessRow | undefined> {
  const [b] = await db
    .update(businessProfiles)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(businessProfiles.id, id))
    .returning();
  return b;
}

/** Deletes the row only while it is a draft; true when one was deleted. */
export async function deleteDraft(db: Executor, id: string): Promise<BusinessRow | undefined> {
  const [b] = await db.delete(businessProfiles).where(sql`${businessProfiles.id} = ${id} and ${businessProfiles.is_draft}`).returning();
  return b;
}
