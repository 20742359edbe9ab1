import type { TaggedMember } from '@mb/contract/portfolio';
import { Check, Clock, X } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { t } from '../../lib/i18n';

type Status = TaggedMember['status'];

const look = (): Record<Status, { label: string; variant: 'warning' | 'success' | 'outline'; Icon: typeof Check }> => ({
  pending: { label: t('credits.status.pending', 'Waiting'), variant: 'warning', Icon: Clock },
  confirmed: { label: t('credits.status.confirmed', 'Confirmed'), variant: 'success', Icon: Check },
  declined: { label: t('credits.status.declined', 'Declined'), variant: 'outline', Icon: X },
});

/** A tag's answer as a badge: the word is always there (colour is never the only sign). */
export function TagStatusBadge({ status }: { status: Status }) {
  const { label, variant, Icon } = look()[status];
  return (
    <Badge variant={variant} className={status === 'declined' ? 'border-destructive/50 text-destructive' : undefined}>
      <Icon className="size-3" aria-hidden="true" />
      {label}
    </Badge>
  );
}

/** How a member is named: display name, else @username, else a neutral word. */
export const memberName = (m: { display_name: string | null; username: string | null }) =>
  m.display_name?.trim() || (m.username ? `@${m.username}` : t('credits.aMember', 'A member'));

/** An item without a title, named by its kind. */
export const untitled = (kind: 'image' | 'video') =>
  kind === 'video' ? t('credits.untitledVideo', 'Untitled video') : t('credits.untitledPhoto', 'Untitled photo');

/** Where a member's profile is: by username when they have one, else by id. */
export const profilePath = (m: { username: string | null; id: string }) => (m.username ? `/${m.username}` : `/profile/${m.id}`);
