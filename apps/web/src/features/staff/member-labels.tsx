// How the staff accounts pages name a member and show their role and state.
import { PROFILE_TYPE_LABELS } from '@mb/contract/profiles';
import type { StaffPermission, StaffRole } from '@mb/contract/staff';
import type { MemberSummary } from '@mb/contract/staff-admin';
import { Badge } from '../../components/ui/badge';

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  moderator: 'Moderator',
  post_production_editor: 'Post-Production Editor',
};
export const PERMISSION_LABELS: Record<StaffPermission, string> = {
  staff_management: 'Staff management',
  content_moderation: 'Content moderation',
  records: '2257 records',
  content: 'Blog and site content',
};

export const nameOf = (m: MemberSummary) => m.display_name || (m.username ? `@${m.username}` : m.email);

export function MemberBadges({ m }: { m: MemberSummary }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant="outline">{PROFILE_TYPE_LABELS[m.profile_type]}</Badge>
      {m.staff_role ? <Badge variant="info">{ROLE_LABELS[m.staff_role]}</Badge> : null}
      {m.suspended ? <Badge variant="warning">Suspended</Badge> : null}
    </span>
  );
}

// ---------------------------------------------------------------------------------------------------
// Search and results
