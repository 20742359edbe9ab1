import type { NetworkListKind, NetworkMember } from '@mb/contract/network';
import { profilePath } from '@mb/contract/profiles-text';
import { BadgeCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { useNetworkList } from './queries';

export const memberName = (m: Pick<NetworkMember, 'display_name' | 'username'>) =>
  m.display_name?.trim() || (m.username ? `@${m.username}` : t('network.member', 'Member'));

/** An account type's name in the current language (the contract's PROFILE_TYPE_LABELS are the English). */
const profileTypeLabel = (type: NetworkMember['profile_type']): string =>
  ({
    creator: t('network.profileType.creator', 'Creator / model'),
    studio: t('network.profileType.studio', 'Studio'),
    business: t('network.profileType.business', 'Business'),
    enterprise: t('network.profileType.enterprise', 'Enterprise'),
  })[type];

/** One member in a network list: avatar, name, type and place, a link to the profile, and optional actions. */
export function MemberRow({ member, children }: { member: NetworkMember; children?: ReactNode }) {
  const name = memberName(member);
  return (
    <li className="flex items-center gap-3 py-3" data-testid="network-member">
      <Avatar src={member.avatar_url} alt="" className="size-11" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          to={profilePath({ id: member.user_id, username: member.username })}
          className="flex min-w-0 items-center gap-1 font-medium hover:underline"
        >
          <span className="truncate">{name}</span>
          {member.verified ? (
            <BadgeCheck className="size-4 shrink-0 text-primary" aria-label={t('network.verified', 'Identity verified')} />
          ) : null}
        </Link>
        <p className="truncate text-sm text-muted-foreground">
          {profileTypeLabel(member.profile_type)}
          {member.location ? ` · ${member.location}` : ''}
        </p>
      </div>
      {children ? <div className="flex shrink-0 flex-wrap justify-end gap-2">{children}</div> : null}
    </li>
  );
}

export function MemberListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <Loading label={label}>
      <ul className="divide-y">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className="flex items-center gap-3 py-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-24" />
            </div>
          </li>
        ))}
      </ul>
    </Loading>
  );
}

const emptyTitle = (kind: NetworkListKind): string =>
  ({
    followers: t('network.list.noFollowers', 'No followers yet.'),
    following: t('network.list.noFollowing', 'Not following anyone yet.'),
    connections: t('network.list.noConnections', 'No connections yet.'),
    mutual: t('network.list.noMutual', 'No connections in common.'),
  })[kind];

/** A paged list of a member's network, with loading, empty and error states and "Show more". */
export function NetworkMemberList({
  userId,
  kind,
  empty,
  actions,
}: {
  userId: string;
  kind: NetworkListKind;
  empty?: ReactNode;
  actions?: (m: NetworkMember) => ReactNode;
}) {
  const q = useNetworkList(userId, kind);
  if (q.isPending) return <MemberListSkeleton label={t('network.list.loading', 'Loading members')} />;
  if (q.isError && !q.data)
    return (
      <ErrorState
        message={q.error.message || t('network.list.failed', 'This list could not be loaded.')}
        onRetry={() => void q.refetch()}
        retrying={q.isFetching}
      />
    );
  const items = q.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return (
      empty ?? (
        <EmptyState icon={Users} title={emptyTitle(kind)}>
          {t('network.list.emptyText', 'When members follow or connect, they show here.')}
        </EmptyState>
      )
    );
  return (
    <div className="grid gap-2">
      <ul className="divide-y" aria-label={kind}>
        {items.map((m) => (
          <MemberRow key={m.user_id} member={m}>
            {actions?.(m)}
          </MemberRow>
        ))}
      </ul>
      {q.hasNextPage ? (
        <Button variant="outline" className="justify-self-center" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
          {q.isFetchingNextPage ? t('network.loading', 'Loading…') : t('network.showMore', 'Show more')}
        </Button>
      ) : null}
      {q.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('network.list.moreFailed', 'More members could not be loaded. Try again.')}
        </p>
      ) : null}
    </div>
  );
}
