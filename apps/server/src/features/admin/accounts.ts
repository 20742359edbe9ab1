import { type CreateEditorInput, MEMBER_PAGE_SIZE, type StaffRoleInput } from '@mb/contract/staff-admin';
import { meetsStaffRule, STAFF_MANAGEMENT_RULE } from '@mb/contract/staff-rule';
import { MESSAGES, STAFF_ADMIN_MESSAGES } from '@mb/contract/ui-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as auth from '../auth/index.ts';
import { notify } from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { recordSecurityEvent } from '../security/index.ts';
import * as staff from '../staff/index.ts';
import { presentMemberDetail, presentMemberSummary, staffName } from './presenter.ts';

// Accounts management (/accounts-management, admins): search and open members, suspend and lift a
// suspension, reset verification, grant and revoke staff roles, create Post-Production Editor accounts.
// Every change is one transaction with its admin_activity_logs row; the member is told (system_update).

/** At most this many accounts match by e-mail before the name and username search adds its own. */
const EMAIL_MATCH_LIMIT = 200;
const RECENT_ACTIONS = 10;

const notFound = () => new AppError('not_found', STAFF_ADMIN_MESSAGES.memberNotFound);

export async function searchMembers(ctx: AppContext, q: string, page: number) {
  const text = q.trim();
  const ids = text ? await auth.accountIdsByEmail(ctx, text, EMAIL_MATCH_LIMIT) : [];
  const { rows, total } = await profiles.searchProfilesForStaff(ctx, {
    text,
    ids,
    offset: (page - 1) * MEMBER_PAGE_SIZE,
    limit: MEMBER_PAGE_SIZE,
  });
  const memberIds = rows.map((r) => r.id);
  const [accounts, roles] = await Promise.all([auth.accountsByIds(ctx, memberIds), staff.findStaffRoles(ctx.db, memberIds)]);
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  const staffById = new Map(roles.map((s) => [s.user_id, s]));
  const items = rows.flatMap((p) => {
    const account = accountById.get(p.id);
    return account ? [presentMemberSummary(account, p, staffById.get(p.id))] : [];
  });
  return { items, total, page, page_size: MEMBER_PAGE_SIZE };
}

export async function memberDetail(ctx: AppContext, userId: string) {
  const [[account], [profile], role, actions] = await Promise.all([
    auth.accountsByIds(ctx, [userId]),
    profiles.profilesByIds(ctx, [userId]),
    staff.findStaffRole(ctx.db, userId),
    staff.recentAdminActivityFor(ctx.db, userId, RECENT_ACTIONS),
  ]);
  if (!account) throw notFound();
  const adminIds = [...new Set(actions.map((a) => a.admin_id).filter((id): id is string => id !== null))];
  const admins = new Map((await profiles.profilesByIds(ctx, adminIds)).map((p) => [p.id, p]));
  return presentMemberDetail(
    account,
    profile,
    role,
    actions.map((row) => ({ row, adminName: row.admin_id ? staffName(admins.get(row.admin_id)) : null })),
  );
}

/** Staff decisions about oneself are refused (ids arrive lower-cased from the contract's idParam). */
function notSelf(actor: Actor, userId: string) {
  if (actor.userId === userId) throw new AppError('forbidden', STAFF_ADMIN_MESSAGES.notYourself);
}

/**
 * The last active administrator who can manage staff (admin, staff_management, not suspended) is never
 * demoted, stripped of staff_management, revoked or suspended, by anyone: the first-admin set-up closes
 * once any staff exist, so nobody could make a new one. Runs under the staff lock.
 */
async function keepAnAdmin(tx: Executor, userId: string, after: { role: string; permissions: readonly string[] } | null) {
  const manages = (r: { role: string; permissions: readonly string[] } | null | undefined) =>
    r?.role === 'admin' && r.permissions.includes('staff_management');
  if (!manages(await staff.findStaffRole(tx, userId)) || manages(after)) return;
  const admins = (await staff.staffIdsWithPermission(tx, 'staff_management')).filter((id) => id !== userId);
  const others = (await staff.findStaffRoles(tx, admins)).filter((r) => manages(r)).map((r) => r.user_id);
  if (!(await auth.unsuspendedAccountIds(tx, others)).length) throw new AppError('conflict', STAFF_ADMIN_MESSAGES.lastAdmin);
}

async function mustExist(ctx: AppContext, userId: string) {
  const [account] = await auth.accountsByIds(ctx, [userId]);
  if (!account) throw notFound();
  return account;
}

/**
 * Tells the member about a staff decision with its reason (a 'statement of reasons'): a system_update
 * notification in the decision's own transaction, live after commit.
 */
const tellMember = (ctx: AppContext, tx: Executor, userId: string, note: { title: string; content: string; action_url?: string }) =>
  notify(ctx, tx, userId, { type: 'system_update', ...note });

/**
 * Role changes are security events too (spec §3 activity_events; issue 8 'role changes'), and the
 * member's open tabs are told at once (after commit), so a new moderator's Moderation button and pages
 * do not wait out the browser's 5-minute staff cache, and a revoked one loses them.
 */
const roleChanged = async (ctx: AppContext, tx: Executor, actor: Actor, userId: string, data: Record<string, unknown>) => {
  await recordSecurityEvent(tx, { userId, type: 'security_role_changed', data: { by: actor.userId, ...data } });
  await ctx.bus.publish({ type: 'staff.updated', topic: `user:${userId}`, data: { user_id: userId } }, tx);
};

/**
 * Role changes run one at a time (the bootstrap's lock) and re-check the acting admin inside the
 * transaction: two admins revoking each other at once cannot leave the platform without one.
 */
async function lockAndRecheck(tx: Executor, actor: Actor) {
  await staff.lockStaffChanges(tx);
  if (!meetsStaffRule(staff.presentStaffStatus(await staff.findStaffRole(tx, actor.userId)), STAFF_MANAGEMENT_RULE)) {
    throw new AppError('forbidden', MESSAGES.staffDenied);
  }
}

const ROLE_LABEL = { admin: 'Administrator', moderator: 'Moderator', post_production_editor: 'Post-Production Editor' } as const;

export async function setStaffRole(ctx: AppContext, actor: Actor, userId: string, input: StaffRoleInput) {
  notSelf(actor, userId);
  await mustExist(ctx, userId);
  const permissions = [...new Set(input.permissions)];
  await ctx.db.transaction(async (tx) => {
    await lockAndRecheck(tx, actor);
    await keepAnAdmin(tx, userId, { role: input.role, permissions });
    const before = await staff.findStaffRole(tx, userId);
    await staff.upsertStaffRole(tx, { userId, role: input.role, permissions, grantedBy: actor.userId });
    await staff.recordAdminAction(tx, {
      adminId: actor.userId,
      actionType: before ? 'change_staff_role' : 'grant_staff_role',
      resourceType: 'staff_role',
      resourceId: userId,
      details: { role: input.role, permissions, before: before ? { role: before.role, permissions: before.permissions } : null },
    });
    await roleChanged(ctx, tx, actor, userId, { role: input.role, permissions, before: before?.role ?? null });
    await tellMember(ctx, tx, userId, {
      title: 'Staff access granted',
      content: `You are now ${ROLE_LABEL[input.role]}${permissions.length ? ` (${permissions.join(', ').replaceAll('_', ' ')})` : ''}.`,
      action_url: input.role === 'post_production_editor' ? '/dashboard' : input.role === 'admin' ? '/admin' : '/moderation',
    });
  });
  return memberDetail(ctx, userId);
}

export async function revokeStaffRole(ctx: AppContext, actor: Actor, userId: string) {
  notSelf(actor, userId);
  await mustExist(ctx, userId);
  await ctx.db.transaction(async (tx) => {
    await lockAndRecheck(tx, actor);
    await keepAnAdmin(tx, userId, null);
    const removed = await staff.deleteStaffRole(tx, userId);
    if (!removed) throw new AppError('conflict', STAFF_ADMIN_MESSAGES.notStaff);
    await staff.recordAdminAction(tx, {
      adminId: actor.userId,
      actionType: 'revoke_staff_role',
      resourceType: 'staff_role',
      resourceId: userId,
      details: { before: { role: removed.role, permissions: removed.permissions } },
    });
    await roleChanged(ctx, tx, actor, userId, { role: null, before: removed.role });
    await tellMember(ctx, tx, userId, {
      title: 'Staff access removed',
      content: `Your ${ROLE_LABEL[removed.role]} access has been removed.`,
    });
  });
  return memberDetail(ctx, userId);
}

/** Suspension (issue 8): every session ends at once and is announced, so open tabs sign out; sign-in shows the reason. */
export async function suspendMember(ctx: AppContext, actor: Actor, userId: string, reason: string) {
  notSelf(actor, userId);
  const account = await mustExist(ctx, userId);
  if (account.suspended_at) throw new AppError('conflict', STAFF_ADMIN_MESSAGES.alreadySuspended);
  await ctx.db.transaction(async (tx) => {
    await staff.lockStaffChanges(tx);
    await keepAnAdmin(tx, userId, null);
    await auth.suspendAccount(tx, ctx, userId, reason);
    await staff.recordAdminAction(tx, {
      adminId: actor.userId,
      actionType: 'suspend_user',
      resourceType: 'user',
      resourceId: userId,
      details: { reason },
    });
    await tellMember(ctx, tx, userId, { title: 'Account suspended', content: `Your account has been suspended. Reason: ${reason}` });
  });
  return memberDetail(ctx, userId);
}

export async function unsuspendMember(ctx: AppContext, actor: Actor, userId: string) {
  notSelf(actor, userId);
  const account = await mustExist(ctx, userId);
  if (!account.suspended_at) throw new AppError('conflict', STAFF_ADMIN_MESSAGES.notSuspended);
  await ctx.db.transaction(async (tx) => {
    await auth.unsuspendAccount(tx, userId);
    await staff.recordAdminAction(tx, {
      adminId: actor.userId,
      actionType: 'unsuspend_user',
      resourceType: 'user',
      resourceId: userId,
      details: { previous_reason: account.suspension_reason },
    });
    await tellMember(ctx, tx, userId, {
      title: 'Account restored',
      content: 'Your account is active again. Welcome back.',
      action_url: '/dashboard',
    });
  });
  return memberDetail(ctx, userId);
}

export async function resetMemberVerification(ctx: AppContext, actor: Actor, userId: string) {
  await mustExist(ctx, userId);
  const [before] = await profiles.profilesByIds(ctx, [userId]);
  await ctx.db.transaction(async (tx) => {
    const updated = await profiles.resetVerification(ctx, tx, userId);
    if (!updated) throw notFound();
    await staff.recordAdminAction(tx, {
      adminId: actor.userId,
      actionType: 'reset_verification',
      resourceType: 'user',
      resourceId: userId,
      details: { before: { status: before?.verification_status ?? null, vaulth_verified: before?.vaulth_verified ?? false } },
    });
    await tellMember(ctx, tx, userId, {
      title: 'Verification reset',
      content: 'Your identity verification was reset by our team. Please verify again from your dashboard.',
      action_url: '/dashboard',
    });
  });
  return memberDetail(ctx, userId);
}

/**
 * A Post-Production Editor account (spec §6): a user, a profile with the display name, the staff role,
 * all in one transaction with the audit record; the set-password link is e-mailed after commit.
 */
export async function createEditorAccount(ctx: AppContext, actor: Actor, input: CreateEditorInput) {
  const userId = await ctx.db.transaction(async (tx) => {
    const user = await auth.createInvitedAccount(tx, input.email);
    if (!user) throw new AppError('conflict', MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    await profiles.createStaffMadeProfile(tx, user.id, input.display_name);
    await staff.upsertStaffRole(tx, { userId: user.id, role: 'post_production_editor', permissions: [], grantedBy: actor.userId });
    await staff.recordAdminAction(tx, {
      adminId: actor.userId,
      actionType: 'create_editor_account',
      resourceType: 'user',
      resourceId: user.id,
      details: { email: input.email, display_name: input.display_name, role: 'post_production_editor' },
    });
    await roleChanged(ctx, tx, actor, user.id, { role: 'post_production_editor', before: null, new_account: true });
    return user.id;
  });
  await auth.sendSetPasswordLink(ctx, userId, ROLE_LABEL.post_production_editor);
  return memberDetail(ctx, userId);
}
