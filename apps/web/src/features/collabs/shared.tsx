import { COLLAB_STATUS_LABELS, type CollabMessage, type CollabPerson, type CollabStatus } from '@mb/contract/collabs';
import { hasUsername } from '@mb/contract/profiles';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';

/** A person's name as shown: stage name, else @username, else 'A member'. */
export const personName = (p: CollabPerson) => p.display_name?.trim() || (hasUsername(p.username) ? `@${p.username.trim()}` : 'A member');

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

export const StatusBadge = ({ status }: { status: CollabStatus }) => (
  <Badge variant={STATUS_VARIANT[status]} data-testid="collab-status">
    {COLLAB_STATUS_LABELS[status]}
  </Badge>
);

/** '10 Jan 2027' from '2027-01-10' (a calendar day: no time zone shift). */
export function formatDay(day: string | null): string | null {
  if (!day) return null;
  const d = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(d.getTime())
    ? day
    : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export function dateRange(starts: string | null, ends: string | null): string | null {
  const a = formatDay(starts);
  const b = formatDay(ends);
  if (a && b) return a === b ? a : `${a} – ${b}`;
  return a ? `From ${a}` : b ? `Until ${b}` : null;
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
