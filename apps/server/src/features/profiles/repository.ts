import type { ProfileType } from '@mb/contract/auth';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { profileBusinessDrafts, profiles } from './schema.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfilePatch = Partial<Omit<typeof profiles.$inferInsert, 'id' | 'created_at' | 'updated_at'>>;
export type BusinessDraftRow = typeof profileBusinessDrafts.$inferSelect;

/** Spec §7 ensure_user_profile: creates the row if missing; idempotent. True when this call created it. */
export async function insertProfileIfMissing(db: Executor, userId: string, profileType: ProfileType): Promise<boolean> {
  const r = await db
    .insert(profiles)
    .values({ id: userId, profile_type: profileType })
    .onConflictDoNothing()
    .returning({ id: profiles.id });
  return r.length === 1;
}

export async function findProfileById(db: Executor, id: string): Promise<ProfileRow | undefined> {
  const [p] = await db.select().from(profiles).where(eq(profiles.id, id));
  return p;
}

export async function findProfileByUsername(db: Executor, username: string): Promise<ProfileRow | undefined> {
  const [p] = await db.select().from(profiles).where(sql`lower(${profiles.username}) = ${username.trim().toLowerCase()}`);
  return p;
}

/** The owner-scoped write: the id in the where clause is always the signed-in user's. */
export async function updateProfile(db: Executor, id: string, patch: ProfilePatch): Promise<ProfileRow | undefined> {
  const [p] = await db
    .update(profiles)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(profiles.id, id))
    .returning();
  return p;
}

/**
 * The owner's own edit in one statement: the row as written, and whether a business draft exists
 * (what the owner's view shows). Undefined when the user has no profile row.
 */
export async function updateProfileForOwner(
  db: Executor,
  id: string,
  patch: ProfilePatch,
): Promise<(ProfileRow & { has_business_draft: boolean }) | undefined> {
  const [p] = await db
    .update(profiles)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(profiles.id, id))
    .returning({
      ...getTableColumns(profiles),
      has_business_draft: sql<boolean>`exists (select 1 from ${profileBusinessDrafts} where ${profileBusinessDrafts.user_id} = ${profiles.id})`,
    });
  return p;
}

export async function findBusinessDraft(db: Executor, userId: string): Promise<BusinessDraftRow | undefined> {
  const [d] = await db.select().from(profileBusinessDrafts).where(eq(profileBusinessDrafts.user_id, userId));
  return d;
}

export async function hasBusinessDraft(db: Executor, userId: string): Promise<boolean> {
  const r = await db
    .select({ id: profileBusinessDrafts.user_id })
    .from(profileBusinessDrafts)
    .where(eq(profileBusinessDrafts.user_id, userId));
  return r.length > 0;
}

export async function upsertBusinessDraft(
  db: Executor,
  userId: string,
  v: Pick<BusinessDraftRow, 'business_name' | 'categories' | 'description' | 'location' | 'website'>,
): Promise<BusinessDraftRow> {
  const [d] = await db
    .insert(profileBusinessDrafts)
    .values({ user_id: userId, ...v })
    .onConflictDoUpdate({ target: profileBusinessDrafts.user_id, set: { ...v, updated_at: new Date() } })
    .returning();
  if (!d) throw new Error('business draft upsert failed');
  return d;
}

export async function findProfilesByIds(db: Executor, ids: string[]): Promise<ProfileRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(profiles).where(inArray(profiles.id, ids));
}
