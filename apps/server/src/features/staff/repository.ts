import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { adminActivityLogs, staffRoles } from './schema.ts';

export type StaffRoleRow = typeof staffRoles.$inferSelect;
export type AdminActivityRow = typeof adminActivityLogs.$inferSelect;

export async function findStaffRole(db: Executor, userId: string): Promise<StaffRoleRow | undefined> {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.user_id, userId));
  return row;
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
