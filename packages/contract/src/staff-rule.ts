// Who may open a staff-only page or call a staff-only endpoint (spec §2 staff routes, §6): one rule
// for the browser's guards and the server's policy. No zod: the browser's first page loads the guards.
import type { StaffPermission, StaffRole, StaffStatus } from './staff.ts';

export interface StaffRule {
  /** Admins only (is_user_admin_safe). */
  admin?: boolean;
  /** Any of these roles; absent or empty means any staff role. */
  roles?: readonly StaffRole[];
  /** Every one of these permissions, checked individually (spec §6). */
  permissions?: readonly StaffPermission[];
}

/** Deny by default: staff with a role only, then the admin flag, the role list and every permission must hold. */
export function meetsStaffRule(s: StaffStatus, rule: StaffRule = {}): boolean {
  return (
    s.is_staff &&
    s.role !== null &&
    (!rule.admin || s.is_admin) &&
    (!rule.roles?.length || rule.roles.includes(s.role)) &&
    (rule.permissions ?? []).every((p) => s.permissions.includes(p))
  );
}

/** Spec §6: /moderation's default is roles admin and moderator, and content_moderation checked on its own. */
export const MODERATION_RULE: StaffRule = { roles: ['admin', 'moderator'], permissions: ['content_moderation'] };
/** Admin Dashboard, Accounts, Platforms (is_user_admin_safe). */
export const ADMIN_RULE: StaffRule = { admin: true };
/** Granting and revoking staff roles, creating Post-Production Editor accounts. */
export const STAFF_MANAGEMENT_RULE: StaffRule = { admin: true, permissions: ['staff_management'] };
/**
 * The digital lottery (issue 17): spec §2 restricts /lottery-redeem to admins with content_moderation;
 * the same staff create, publish and cancel draws (the people who hand prizes over run the draws).
 */
export const LOTTERY_RULE: StaffRule = { admin: true, permissions: ['content_moderation'] };
/** The post-production queue (issue 13): editors, and admins who oversee them. */
export const POST_PRODUCTION_RULE: StaffRule = { roles: ['post_production_editor', 'admin'] };
/**
 * The 2257 records (issue 18): staff holding the `records` permission, whatever their role; an admin
 * without it is refused like anyone else (the records are kept apart from the rest of staff work).
 */
export const RECORDS_RULE: StaffRule = { permissions: ['records'] };
/** Media safety (issue 18): the hash list and the scan reports, for the people who run /moderation. */
export const MEDIA_SAFETY_RULE: StaffRule = MODERATION_RULE;
/**
 * The blog's writing desk (issue 31): staff holding the `content` permission, whatever their role (an
 * editor can be given it without becoming a moderator). The first admin gets it; others are granted it.
 */
export const CONTENT_RULE: StaffRule = { permissions: ['content'] };
