import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { staffRoles } from './schema.ts';

export type StaffRoleRow = typeof staffRoles.$inferSelect;

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
