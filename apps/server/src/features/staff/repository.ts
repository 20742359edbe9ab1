import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { staffRoles } from './schema.ts';

export type StaffRoleRow = typeof staffRoles.$inferSelect;

export async function findStaffRole(db: Executor, userId: string): Promise<StaffRoleRow | undefined> {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.user_id, userId));
  return row;
}
