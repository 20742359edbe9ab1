import { STAFF_PERMISSIONS, type StaffPermission, type StaffStatus } from '@mb/contract/staff';
import type { StaffRoleRow } from './repository.ts';

const known = new Set<string>(STAFF_PERMISSIONS);

/** No row: not staff. Permission names the contract does not know are left out rather than guessed at. */
export function presentStaffStatus(row: StaffRoleRow | undefined): StaffStatus {
  if (!row) return { is_staff: false, is_admin: false, role: null, permissions: [] };
  return {
    is_staff: true,
    is_admin: row.role === 'admin',
    role: row.role,
    permissions: row.permissions.filter((p): p is StaffPermission => known.has(p)),
  };
}
