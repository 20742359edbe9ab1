import type { StaffPermission, StaffRole, StaffStatus } from '@mb/contract/staff';
import { PLATFORM_SETTING_DEFAULTS, type PlatformSettingKey, type PlatformSettings, platformSettingsInput } from '@mb/contract/staff-admin';
import { meetsStaffRule, type StaffRule } from '@mb/contract/staff-rule';
import { STAFF_ADMIN_MESSAGES } from '@mb/contract/ui-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { notify } from '../notifications/service.ts';
import { recordSecurityEvent } from '../security/service.ts';
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
// First-admin bootstrap (spec §4 'Staff access', §6, §7 grant-admin-access)

export async function bootstrapStatus(ctx: AppContext) {
  return { available: (await countStaffMembers(ctx)) === 0 };
}

// `content` (issue 31): the operator who sets the platform up can write the blog and replace its examples at once.
const FIRST_ADMIN_PERMISSIONS: StaffPermission[] = ['staff_management', 'content_moderation', 'content'];

/**
 * With no staff at all, the caller becomes permanent admin with FIRST_ADMIN_PERMISSIONS. Race-safe: the
 * count and the insert run under one transaction-scoped advisory lock, so of two members asking at
 * once the second finds the first's row and is refused. Once any staff exists, nobody can.
 */
export async function grantFirstAdmin(ctx: AppContext, actor: Actor): Promise<StaffStatus> {
  return ctx.db.transaction(async (tx) => {
    await repo.lockBootstrap(tx);
    if ((await countStaffMembers(ctx, tx)) > 0) throw new AppError('forbidden', STAFF_ADMIN_MESSAGES.bootstrapClosed);
    const row = await repo.upsertStaffRole(tx, {
      userId: actor.userId,
      role: 'admin',
      permissions: FIRST_ADMIN_PERMISSIONS,
      grantedBy: actor.userId,
    });
    await recordAdminAction(tx, {
      adminId: actor.userId,
      actionType: 'grant_admin_access',
      resourceType: 'staff_role',
      resourceId: actor.userId,
      details: { isPermanent: true, first_admin: true, role: 'admin', permissions: FIRST_ADMIN_PERMISSIONS },
    });
    await recordSecurityEvent(tx, { userId: actor.userId, type: 'security_role_changed', data: { role: 'admin', first_admin: true } });
    await notify(ctx, tx, actor.userId, {
      type: 'system_update',
      title: 'You are the first administrator',
      content: 'You hold permanent admin access with staff management and content moderation.',
      action_url: '/admin',
    });
    return presentStaffStatus(row);
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
