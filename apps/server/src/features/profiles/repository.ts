import type { ProfileType } from '@mb/contract/auth';
import { desc, eq, getTableColumns, gte, ilike, inArray, or, sql } from 'drizzle-orm';
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

/** Staff search over profiles: username or display name contains the text, or the id is one of `ids`. Newest first. */
export async function searchProfiles(db: Executor, opts: { text: string; ids: readonly string[]; offset: number; limit: number }) {
  const like = `%${opts.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = opts.text
    ? or(
        ilike(profiles.username, like),
        ilike(profiles.display_name, like),
        opts.ids.length ? inArray(profiles.id, [...opts.ids]) : undefined,
      )
    : undefined;
  const [rows, [count]] = await Promise.all([
    db.select().from(profiles).where(where).orderBy(desc(profiles.created_at), desc(profiles.id)).offset(opts.offset).limit(opts.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(profiles).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findProfilesByIds(db: Executor, ids: readonly string[]): Promise<ProfileRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
}

export async function countProfilesByType(db: Executor) {
  return db.select({ type: profiles.profile_type, n: sql<number>`count(*)::int` }).from(profiles).groupBy(profiles.profile_type);
}

/** New profiles per UTC day since `since` (days with none are absent). */
export async function countSignupsPerDay(db: Executor, since: Date) {
  const day = sql<string>`to_char(${profiles.created_at} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db.select({ day, n: sql<number>`count(*)::int` }).from(profiles).where(gte(profiles.created_at, since)).groupBy(day);
}
