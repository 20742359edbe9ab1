// How the staff accounts pages name a member and show their role and state.
import { PROFILE_TYPE_LABELS } from '@mb/contract/profiles';
import type { StaffPermission, StaffRole } from '@mb/contract/staff';
import type { MemberSummary } from '@mb/contract/staff-admin';
import { Badge } from '../../components/ui/badge';
import { t, tm } from '../../lib/i18n';

export const roleLabel = (role: StaffRole): string =>
  ({
    admin: t('staff.role.admin', 'Admin'),
    moderator: t('staff.role.moderator', 'Moderator'),
    post_production_editor: t('staff.role.postProduction', 'Post-Production Editor'),
  })[role];
export const permissionLabel = (permission: StaffPermission): string =>
  ({
    staff_management: t('staff.permission.staffManagement', 'Staff management'),
    content_moderation: t('staff.permission.contentModeration', 'Content moderation'),
    records: t('staff.permission.records', '2257 records'),
    content: t('staff.permission.content', 'Blog and site content'),
  })[permission];

export const nameOf = (m: MemberSummary) => m.display_name || (m.username ? `@${m.username}` : m.email);

export function MemberBadges({ m }: { m: MemberSummary }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant="outline">{tm(PROFILE_TYPE_LABELS[m.profile_type])}</Badge>
      {m.staff_role ? <Badge variant="info">{roleLabel(m.staff_role)}</Badge> : null}
      {m.suspended ? <Badge variant="warning">{t('staff.suspended', 'Suspended')}</Badge> : null}
    </span>
  );
}

// ---------------------------------------------------------------------------------------------------
// Search and results
