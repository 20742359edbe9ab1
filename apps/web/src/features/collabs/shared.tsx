import type { CollabMessage, CollabPerson, CollabRole, CollabStatus, OrderStatus, TaskStatus } from '@mb/contract/collabs';
import { hasUsername } from '@mb/contract/profiles-text';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { intlLocale, t } from '../../lib/i18n';

/** A person's name as shown: stage name, else @username, else 'A member'. */
export const personName = (p: CollabPerson) =>
  p.display_name?.trim() || (hasUsername(p.username) ? `@${p.username.trim()}` : t('collabs.aMember', 'A member'));

export const profileHref = (p: CollabPerson) => `/model/${encodeURIComponent(hasUsername(p.username) ? p.username.trim() : p.user_id)}`;

export function PersonChip({ person, size = 'sm' }: { person: CollabPerson; size?: 'sm' | 'md' }) {
  return (
    <Link to={profileHref(person)} className="inline-flex min-w-0 items-center gap-2 rounded-md hover:underline">
      <Avatar src={person.avatar_url} alt="" className={size === 'sm' ? 'size-6' : 'size-10'} />
      <span className="truncate">{personName(person)}</span>
    </Link>
  );
}

const STATUS_VARIANT: Record<CollabStatus, 'info' | 'success' | 'secondary' | 'warning'> = {
  planning: 'info',
  active: 'success',
  completed: 'secondary',
  cancelled: 'warning',
};

// The contract's COLLAB_STATUS_LABELS, TASK_STATUS_LABELS and ORDER_STATUS_LABELS in the current language.
export const statusLabel = (s: CollabStatus): string =>
  ({
    planning: t('collabs.status.planning', 'Planning'),
    active: t('collabs.status.active', 'Active'),
    completed: t('collabs.status.completed', 'Completed'),
    cancelled: t('collabs.status.cancelled', 'Cancelled'),
  })[s];

export const taskStatusLabel = (s: TaskStatus): string =>
  ({
    todo: t('collabs.taskStatus.todo', 'To do'),
    doing: t('collabs.taskStatus.doing', 'Doing'),
    done: t('collabs.taskStatus.done', 'Done'),
  })[s];

export const orderStatusLabel = (s: OrderStatus): string =>
  ({
    requested: t('collabs.orderStatus.requested', 'Requested'),
    in_progress: t('collabs.orderStatus.inProgress', 'In progress'),
    delivered: t('collabs.orderStatus.delivered', 'Delivered'),
    cancelled: t('collabs.orderStatus.cancelled', 'Cancelled'),
  })[s];

/** A member's role in lower case, as it sits in a sentence ('invited you as collaborator'). */
export const roleName = (r: CollabRole): string =>
  ({
    owner: t('collabs.role.owner', 'owner'),
    collaborator: t('collabs.role.collaborator', 'collaborator'),
    viewer: t('collabs.role.viewer', 'viewer'),
  })[r];

/** English keeps its day-month-year order ('10 Jan 2027'); other languages their own. */
export const dayLocale = () => (intlLocale() === 'en' ? 'en-GB' : intlLocale());

export const StatusBadge = ({ status }: { status: CollabStatus }) => (
  <Badge variant={STATUS_VARIANT[status]} data-testid="collab-status">
    {statusLabel(status)}
  </Badge>
);

/** '10 Jan 2027' from '2027-01-10' (a calendar day: no time zone shift). */
export function formatDay(day: string | null): string | null {
  if (!day) return null;
  const d = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(d.getTime())
    ? day
    : d.toLocaleDateString(dayLocale(), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export function dateRange(starts: string | null, ends: string | null): string | null {
  const a = formatDay(starts);
  const b = formatDay(ends);
  if (a && b) return a === b ? a : `${a} – ${b}`;
  return a ? t('collabs.from', 'From {day}', { day: a }) : b ? t('collabs.until', 'Until {day}', { day: b }) : null;
}

/** The server's field errors of a failed call (empty for anything else). */
export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type MessagesPage = { messages: CollabMessage[]; has_more: boolean };

/**
 * The discussion after a reconnect: when the latest page reaches back into what is shown, the shown
 * messages older than it are kept in front of it (edits and deletions in the latest page win); when
 * there is a gap between them (more was missed than a page), the latest page alone is shown.
 */
export function joinLatest(old: MessagesPage | undefined, latest: MessagesPage): MessagesPage {
  if (!old || !latest.messages.length) return latest;
  const shown = new Set(old.messages.map((m) => m.id));
  const oldest = latest.messages[0];
  if (!latest.has_more || !oldest || !shown.has(oldest.id)) return latest;
  const cut = old.messages.findIndex((m) => m.id === oldest.id);
  return { messages: [...old.messages.slice(0, cut), ...latest.messages], has_more: old.has_more };
}
