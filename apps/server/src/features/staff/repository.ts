import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { adminActivityLogs, platformSettings, staffRoles } from './schema.ts';

export type StaffRoleRow = typeof staffRoles.$inferSelect;
export type AdminActivityRow = typeof adminActivityLogs.$inferSelect;
export type PlatformSettingRow = typeof platformSettings.$inferSelect;

export async function findStaffRole(db: Executor, userId: string): Promise<StaffRoleRow | undefined> {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.user_id, userId));
  return row;
}

/** The ids of staff members holding one permission (security alerts go to content_moderation). */
export async function findStaffIdsWithPermission(db: Executor, permission: string): Promise<string[]> {
  const rows = await db
    .select({ user_id: staffRoles.user_id })
    .from(staffRoles)
    .where(sql`${permission} = any(${staffRoles.permissions})`)
    .orderBy(staffRoles.user_id);
  return rows.map((r) => r.user_id);
}

/** The ids of staff members holding one role (post-production orders go to every post_production_editor). */
export async function findStaffIdsWithRole(db: Executor, role: StaffRoleRow['role']): Promise<string[]> {
  const rows = await db
    .select({ user_id: staffRoles.user_id })
    .from(staffRoles)
    .where(eq(staffRoles.role, role))
    .orderBy(staffRoles.user_id);
  return rows.map((r) => r.user_id);
}

export async function findStaffRoles(db: Executor, userIds: readonly string[]): Promise<StaffRoleRow[]> {
  if (!userIds.length) return [];
  return db
    .select()
    .from(staffRoles)
    .where(inArray(staffRoles.user_id, [...userIds]));
}

export async function countStaff(db: Executor): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(staffRoles);
  return r?.n ?? 0;
}

/** Any constant: serializes the first-admin bootstrap, so two members at once cannot both become admin. */
const BOOTSTRAP_LOCK = 7_214_008;

/** Held until the transaction ends (PostgreSQL; PGlite runs one transaction at a time anyway). */
export async function lockBootstrap(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
}

/** The same lock serializes every staff role change, so rights are re-checked against settled rows. */
export const lockStaffChanges = lockBootstrap;

export async function upsertStaffRole(
  db: Executor,
  row: { userId: string; role: StaffRoleRow['role']; permissions: string[]; grantedBy: string },
): Promise<StaffRoleRow> {
  const values = { role: row.role, permissions: row.permissions, granted_by: row.grantedBy, granted_at: new Date() };
  const [r] = await db
    .insert(staffRoles)
    .values({ user_id: row.userId, ...values })
    .onConflictDoUpdate({ target: staffRoles.user_id, set: values })
    .returning();
  if (!r) throw new Error('staff_roles upsert returned no row');
  return r;
}

export async function deleteStaffRole(db: Executor, userId: string): Promise<StaffRoleRow | undefined> {
  const [r] = await db.delete(staffRoles).where(eq(staffRoles.user_id, userId)).returning();
  return r;
}

export async function insertAdminActivity(
  db: Executor,
  row: { adminId: string | null; actionType: string; resourceType: string; resourceId: string | null; details: Record<string, unknown> },
): Promise<AdminActivityRow> {
  const [inserted] = await db
    .insert(adminActivityLogs)
    .values({
      admin_id: row.adminId,
      action_type: row.actionType,
      resource_type: row.resourceType,
      resource_id: row.resourceId,
      action_details: row.details,
    })
    .returning();
  if (!inserted) throw new Error('admin_activity_logs insert returned no row');
  return inserted;
}

export async function recentAdminActivity(db: Executor, limit: number) {
  return db.select().from(adminActivityLogs).orderBy(desc(adminActivityLogs.created_at)).limit(limit);
}

/** Decisions about one member: their account and their staff role share the member's id as resource_id. */
export async function recentAdminActivityFor(db: Executor, resourceId: string, limit: number) {
  return db
    .select()
    .from(adminActivityLogs)
    .where(eq(adminActivityLogs.resource_id, resourceId))
    .orderBy(desc(adminActivityLogs.created_at))
    .limit(limit);
}

export async function findSettings(db: Executor, keys?: readonly string[]): Promise<PlatformSettingRow[]> {
  return db
    .select()
    .from(platformSettings)
    .where(keys ? inArray(platformSettings.key, [...keys]) : undefined);
}

export async function upsertSetting(db: Executor, key: string, value: unknown, updatedBy: string) {
  await db
    .insert(platformSettings)
    .values({ key, value, updated_by: updatedBy, updated_at: new Date() })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updated_by: updatedBy, updated_at: new Date() } });
}

export async function deleteSetting(db: Executor, key: string) {
  await db.delete(platformSettings).where(eq(platformSettings.key, key));
}
