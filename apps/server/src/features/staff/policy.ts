import { MESSAGES } from '@mb/contract/messages';
import type { StaffPermission, StaffRole, StaffStatus } from '@mb/contract/staff';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { staffStatusOf } from './service.ts';

export interface StaffRequirement {
  /** Any of these roles; absent or empty means any staff role. */
  roles?: readonly StaffRole[];
  /** Every one of these permissions (spec §6: checked individually). */
  permissions?: readonly StaffPermission[];
}

/** Deny by default: only a staff member with an allowed role and every required permission passes. */
export function meetsRequirement(status: StaffStatus, req: StaffRequirement = {}): boolean {
  if (!status.is_staff || !status.role) return false;
  if (req.roles?.length && !req.roles.includes(status.role)) return false;
  return (req.permissions ?? []).every((p) => status.permissions.includes(p));
}

/** For staff-only endpoints (moderation, admin): throws `forbidden` with the spec's message otherwise. */
export async function requireStaff(ctx: AppContext, actor: Actor, req: StaffRequirement = {}): Promise<StaffStatus> {
  const status = await staffStatusOf(ctx, actor.userId);
  if (!meetsRequirement(status, req)) throw new AppError('forbidden', MESSAGES.staffDenied);
  return status;
}
