import type { StaffStatus } from '@mb/contract/staff';
import type { AppContext } from '../../platform/context.ts';
import { presentStaffStatus } from './presenter.ts';
import { findStaffRole } from './repository.ts';

/** The staff status of one user, read fresh from the database on every call (the client caches it, §9). */
export async function staffStatusOf(ctx: AppContext, userId: string): Promise<StaffStatus> {
  return presentStaffStatus(await findStaffRole(ctx.db, userId));
}
