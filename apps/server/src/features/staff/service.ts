import type { AdminActionType, AdminResourceType } from '@mb/contract/admin-activity';
import type { StaffPermission, StaffRole, StaffStatus } from '@mb/contract/staff';
import { PLATFORM_SETTING_DEFAULTS, type PlatformSettingKey, type PlatformSettings, platformSettingsInput } from '@mb/contract/staff-admin';
import { meetsStaffRule, type StaffRule } from '@mb/contract/staff-rule';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { presentStaffStatus } from './presenter.ts';
import * as repo from './repository.ts';

/** The staff status of one user, read fresh from the database on every call (the client caches it, §9). */
export async function staffStatusOf(ctx: AppContext, userId: string): Promise<StaffStatus> {
  return presentStaffStatus(await repo.findStaffRole(ctx.db, userId));
}

/** Spec §8: a failed staff or admin check is logged and treated as no access. */
async function safely<T>(ctx: AppContext, what: string, denied: T, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (e) {
    ctx.log.error({ err: e, check: what }, 'staff check failed; treated as no access');
    return denied;
  }
}

const NO_ACCESS: StaffStatus = { is_staff: false, is_admin: false, role: null, permissions: [] };

// Spec §7's procedures, one function each. Every one reads fresh, so a revoked role stops at once.

/** is_user_staff_safe: any staff role. */
export const isUserStaff = (ctx: AppContext, userId: string) =>
  safely(ctx, 'is_user_staff', false, async () => (await staffStatusOf(ctx, userId)).is_staff);
/** is_user_admin_safe. */
export const isUserAdmin = (ctx: AppContext, userId: string) =>
  safely(ctx, 'is_user_admin', false, async () => (await staffStatusOf(ctx, userId)).is_admin);
/** count_staff_members. */
export const countStaffMembers = (ctx: AppContext, db: Executor = ctx.db) => repo.countStaff(db);
/** get_user_staff_role: null when not staff (or the check failed). */
export const staffRoleOf = (ctx: AppContext, userId: string): Promise<StaffRole | null> =>
  safely(ctx, 'get_user_staff_role', null, async () => (await staffStatusOf(ctx, userId)).role);
/** check_user_staff_permission_safe: one permission, checked on its own (§6). */
export const hasStaffPermission = (ctx: AppContext, userId: string, permission: StaffPermission) =>
  safely(ctx, 'check_user_staff_permission', false, async () => (await staffStatusOf(ctx, userId)).permissions.includes(permission));
/** A contract StaffRule (what handle() asks for staff routes); a failed read denies. */
export const meetsRule = (ctx: AppContext, userId: string, rule: StaffRule) =>
  safely(ctx, 'staff_rule', false, async () => meetsStaffRule(await staffStatusOf(ctx, userId), rule));
/** The status to act on, with failures as no access (for the rare service that needs the whole status). */
export const staffAccessOf = (ctx: AppContext, userId: string) => safely(ctx, 'staff_status', NO_ACCESS, () => staffStatusOf(ctx, userId));

export interface AdminAction {
  /** The staff member who decided; null only for the system acting on its own (a scheduled job). */
  adminId: string | null;
  /** What was done (contract admin-activity: each has a label in every language). */
  actionType: AdminActionType;
  /** What kind of thing it was done to (contract admin-activity). */
  resourceType: AdminResourceType;
  resourceId?: string | null;
  /** The reason, the before and after: whatever a later reader needs. Never a secret. */
  details?: Record<string, unknown>;
}

/**
 * Spec §3 admin activity logs: every staff decision calls this with the transaction that makes the
 * change, so the record is written if and only if the change commits.
 */
export function recordAdminAction(tx: Executor, action: AdminAction): Promise<repo.AdminActivityRow> {
  return repo.insertAdminActivity(tx, {
    adminId: action.adminId,
    actionType: action.actionType,
    resourceType: action.resourceType,
    resourceId: action.resourceId ?? null,
    details: action.details ?? {},
  });
}

// ---------------------------------------------------------------------------------------------------
// Platform settings: what other features read (the compliance hub client, uploads, listings, billing)

const fieldSchemas = platformSettingsInput.shape;

/** One stored value, checked against the contract; anything unreadable falls back to the default. */
export function settingValue<K extends PlatformSettingKey>(key: K, stored: unknown): PlatformSettings[K] {
  if (stored === undefined) return PLATFORM_SETTING_DEFAULTS[key];
  const parsed = fieldSchemas[key].unwrap().safeParse(stored);
  return (parsed.success ? parsed.data : PLATFORM_SETTING_DEFAULTS[key]) as PlatformSettings[K];
}

/** A platform setting as admins last saved it on /admin/platforms (or its default). Secrets in full: server only. */
export async function platformSetting<K extends PlatformSettingKey>(ctx: AppContext, key: K): Promise<PlatformSettings[K]> {
  const [row] = await repo.findSettings(ctx.db, [key]);
  return settingValue(key, row?.value);
}

/** Staff members who hold a permission, e.g. those who receive security alerts (content_moderation). */
export function staffIdsWithPermission(db: Executor, permission: StaffPermission): Promise<string[]> {
  return repo.findStaffIdsWithPermission(db, permission);
}

/** Staff members holding a role, e.g. the editors a post-production order is announced to. */
export function staffIdsWithRole(db: Executor, role: StaffRole): Promise<string[]> {
  return repo.findStaffIdsWithRole(db, role);
}

// ---------------------------------------------------------------------------------------------------
// For the admin desk (features/admin: Accounts management, the first-admin set-up), which sits above
// the features it orchestrates: the staff rows themselves and the writes that change them (the desk
// takes the staff lock first).

export { presentStaffStatus } from './presenter.ts';
export type { AdminActivityRow, StaffRoleRow } from './repository.ts';
export {
  deleteStaffRole,
  findStaffRole,
  findStaffRoles,
  lockBootstrap,
  lockStaffChanges,
  recentAdminActivity,
  recentAdminActivityFor,
  upsertStaffRole,
} from './repository.ts';
