import type { StaffStatus } from '@mb/contract/staff';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { presentStaffStatus } from './presenter.ts';
import { type AdminActivityRow, findStaffRole, insertAdminActivity } from './repository.ts';

/** The staff status of one user, read fresh from the database on every call (the client caches it, §9). */
export async function staffStatusOf(ctx: AppContext, userId: string): Promise<StaffStatus> {
  return presentStaffStatus(await findStaffRole(ctx.db, userId));
}

export interface AdminAction {
  /** The staff member who decided; null only for the system acting on its own (a scheduled job). */
  adminId: string | null;
  /** What was done, snake_case: 'grant_role', 'suspend_user', 'approve_item', 'update_setting', ... */
  actionType: string;
  /** What kind of thing it was done to: 'user', 'staff_role', 'moderation_item', 'platform_setting', ... */
  resourceType: string;
  resourceId?: string | null;
  /** The reason, the before and after: whatever a later reader needs. Never a secret. */
  details?: Record<string, unknown>;
}

/**
 * Spec §3 admin activity logs: every staff decision calls this with the transaction that makes the
 * change, so the record is written if and only if the change commits.
 */
export function recordAdminAction(tx: Executor, action: AdminAction): Promise<AdminActivityRow> {
  return insertAdminActivity(tx, {
    adminId: action.adminId,
    actionType: action.actionType,
    resourceType: action.resourceType,
    resourceId: action.resourceId ?? null,
    details: action.details ?? {},
  });
}
