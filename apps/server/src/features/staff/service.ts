import type { StaffPermission, StaffStatus } from '@mb/contract/staff';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { presentStaffStatus } from './presenter.ts';
import { findStaffIdsWithPermission, findStaffRole } from './repository.ts';

/** The staff status of one user, read fresh from the database on every call (the client caches it, §9). */
export async function staffStatusOf(ctx: AppContext, userId: string): Promise<StaffStatus> {
  return presentStaffStatus(await findStaffRole(ctx.db, userId));
}

/** Staff members who hold a permission, e.g. those who receive security alerts (content_moderation). */
export function staffIdsWithPermission(db: Executor, permission: StaffPermission): Promise<string[]> {
  return findStaffIdsWithPermission(db, permission);
}
