import { PROFILE_TYPES } from '@mb/contract/auth';
import type { AdminOverview } from '@mb/contract/staff-admin';
import type { AppContext } from '../../platform/context.ts';
import * as auth from '../auth/index.ts';
import { queueSummary } from '../moderation/index.ts';
import * as profiles from '../profiles/index.ts';
import { securitySummary } from '../security/index.ts';
import * as staff from '../staff/index.ts';
import { staffName } from './presenter.ts';

// /admin (Admin Dashboard): real figures, read when the page asks (an admin's page, not a hot path).

const SIGNUP_DAYS = 30;
const RECENT_ACTIVITY = 10;
const SECURITY_WINDOW_MS = 24 * 3_600_000;

/** Spec §8: other failures are logged and give empty results; the rest of the dashboard still shows. */
async function orNull<T>(ctx: AppContext, what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (e) {
    ctx.log.error({ err: e, part: what }, 'admin dashboard: a part could not be read');
    return null;
  }
}

export async function adminOverview(ctx: AppContext): Promise<AdminOverview> {
  const [figures, suspended, staffTotal, activity, moderation, security] = await Promise.all([
    profiles.memberFigures(ctx, SIGNUP_DAYS),
    auth.countSuspendedAccounts(ctx),
    staff.countStaffMembers(ctx),
    staff.recentAdminActivity(ctx.db, RECENT_ACTIVITY),
    orNull(ctx, 'moderation queues', () => queueSummary(ctx)),
    orNull(ctx, 'security summary', () => securitySummary(ctx, new Date(Date.now() - SECURITY_WINDOW_MS))),
  ]);
  const adminIds = [...new Set(activity.map((a) => a.admin_id).filter((id): id is string => id !== null))];
  const admins = new Map((await profiles.profilesByIds(ctx, adminIds)).map((p) => [p.id, p]));
  const byType = Object.fromEntries(PROFILE_TYPES.map((t) => [t, figures.byType[t] ?? 0])) as AdminOverview['members_by_type'];
  return {
    members_by_type: byType,
    members_total: Object.values(byType).reduce((a, b) => a + b, 0),
    suspended_total: suspended,
    staff_total: staffTotal,
    signups_per_day: figures.perDay,
    queues:
      moderation?.queues.map((q) => ({ type: q.type, label: q.label, pending: q.open, overdue: q.overdue, oldest_at: q.oldest_at })) ??
      null,
    security_events: security,
    recent_activity: activity.map((a) => ({
      id: a.id,
      admin_name: a.admin_id ? staffName(admins.get(a.admin_id)) : null,
      action_type: a.action_type,
      resource_type: a.resource_type,
      resource_id: a.resource_id,
      created_at: a.created_at.toISOString(),
    })),
  };
}
