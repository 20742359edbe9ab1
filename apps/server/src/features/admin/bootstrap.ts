import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { StaffPermission, StaffStatus } from '@mb/contract/staff';
import { STAFF_ADMIN_MESSAGES } from '@mb/contract/ui-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { notify } from '../notifications/index.ts';
import { recordSecurityEvent } from '../security/index.ts';
import * as staff from '../staff/index.ts';

// First-admin bootstrap (spec §4 'Staff access', §6, §7 grant-admin-access). It lives with the admin desk,
// not in staff, because it records a security event and notifies: staff itself stays below both.

export async function bootstrapStatus(ctx: AppContext) {
  return { available: (await staff.countStaffMembers(ctx)) === 0 };
}

// `content`: the operator who sets the platform up can write the blog and replace its examples at once.
const FIRST_ADMIN_PERMISSIONS: StaffPermission[] = ['staff_management', 'content_moderation', 'content'];

/**
 * With no staff at all, the caller becomes permanent admin with FIRST_ADMIN_PERMISSIONS. Race-safe: the
 * count and the insert run under one transaction-scoped advisory lock, so of two members asking at
 * once the second finds the first's row and is refused. Once any staff exists, nobody can.
 */
export async function grantFirstAdmin(ctx: AppContext, actor: Actor): Promise<StaffStatus> {
  return ctx.db.transaction(async (tx) => {
    await staff.lockBootstrap(tx);
    if ((await staff.countStaffMembers(ctx, tx)) > 0) throw new AppError('forbidden', STAFF_ADMIN_MESSAGES.bootstrapClosed);
    const row = await staff.upsertStaffRole(tx, {
      userId: actor.userId,
      role: 'admin',
      permissions: FIRST_ADMIN_PERMISSIONS,
      grantedBy: actor.userId,
    });
    await staff.recordAdminAction(tx, {
      adminId: actor.userId,
      actionType: 'grant_admin_access',
      resourceType: 'staff_role',
      resourceId: actor.userId,
      details: { isPermanent: true, first_admin: true, role: 'admin', permissions: FIRST_ADMIN_PERMISSIONS },
    });
    await recordSecurityEvent(tx, { userId: actor.userId, type: 'security_role_changed', data: { role: 'admin', first_admin: true } });
    await notify(ctx, tx, actor.userId, {
      type: 'system_update',
      title: NOTICE_TEXT.admin.firstAdmin,
      content: NOTICE_TEXT.admin.firstAdminContent,
      action_url: '/admin',
    });
    return staff.presentStaffStatus(row);
  });
}
