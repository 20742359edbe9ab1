import type { MemberDetail, MemberSummary } from '@mb/contract/staff-admin';
import type { AccountRow } from '../auth/index.ts';
import type { ProfileRow } from '../profiles/index.ts';
import { type AdminActivityRow, presentStaffStatus, type StaffRoleRow } from '../staff/index.ts';

/** An admin's list row: who, what kind of account, staff role, suspended. Built field by field. */
export function presentMemberSummary(account: AccountRow, profile: ProfileRow | undefined, staff: StaffRoleRow | undefined): MemberSummary {
  return {
    id: account.id,
    email: account.email,
    username: profile?.username ?? null,
    display_name: profile?.display_name ?? null,
    profile_type: profile?.profile_type ?? 'creator',
    created_at: account.created_at.toISOString(),
    staff_role: staff?.role ?? null,
    suspended: account.suspended_at !== null,
  };
}

export function presentMemberDetail(
  account: AccountRow,
  profile: ProfileRow | undefined,
  staff: StaffRoleRow | undefined,
  actions: { row: AdminActivityRow; adminName: string | null }[],
): MemberDetail {
  return {
    ...presentMemberSummary(account, profile, staff),
    bio: profile?.bio ?? null,
    location: profile?.location ?? null,
    onboarding_completed: profile?.onboarding_completed ?? false,
    verification: {
      status: profile?.verification_status ?? null,
      vaulth_verified: profile?.vaulth_verified ?? false,
      vaulth_status: profile?.vaulth_verification_status ?? null,
      skipped: profile?.verification_skipped ?? false,
    },
    staff_permissions: presentStaffStatus(staff).permissions,
    suspension: account.suspended_at ? { suspended_at: account.suspended_at.toISOString(), reason: account.suspension_reason ?? '' } : null,
    recent_actions: actions.map(({ row, adminName }) => ({
      action_type: row.action_type,
      admin_name: adminName,
      created_at: row.created_at.toISOString(),
      details: row.action_details,
    })),
  };
}

/** A name to show for a staff member in logs: display name, else username, else nothing. */
export const staffName = (p: ProfileRow | undefined) => p?.display_name?.trim() || p?.username || null;
