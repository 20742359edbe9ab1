import type { NetworkListKind } from '@mb/contract/network';
import { useState } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Card, CardContent } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t } from '../../lib/i18n';
import { memberName, NetworkMemberList } from './member-list';
import { NetworkButtons } from './network-buttons';
import { useNetworkSummary } from './queries';

const title = (kind: NetworkListKind): string =>
  ({
    followers: t('network.tab.followers', 'Followers'),
    following: t('network.tab.following', 'Following'),
    connections: t('network.tab.connections', 'Connections'),
    mutual: t('network.profile.mutualTitle', 'Mutual connections'),
  })[kind];
/** Under each count: its word, singular or plural as the language wants. */
const countWord = (kind: 'followers' | 'following' | 'connections', count: number): string =>
  ({
    followers: t('network.profile.followers', '{count, plural, one {follower} other {followers}}', { count }),
    following: t('network.profile.following', '{count, plural, one {following} other {following}}', { count }),
    connections: t('network.profile.connections', '{count, plural, one {connection} other {connections}}', { count }),
  })[kind];

/** The profile header's Follow and Connect buttons, from the profile's network summary. */
export function ProfileNetworkButtons({ userId, name }: { userId: string; name: string }) {
  const q = useNetworkSummary(userId);
  if (!q.data?.relation) return q.isPending ? <Skeleton className="h-10 w-52" /> : null;
  return <NetworkButtons userId={userId} relation={q.data.relation} name={name} />;
}

/**
 * A profile's network: followers, following and connections counts (each opens the list), and for
 * a signed-in viewer on someone else's profile, the connections they share.
 */
export function ProfileNetwork({ userId, name }: { userId: string; name: string }) {
  const q = useNetworkSummary(userId);
  const [open, setOpen] = useState<NetworkListKind | null>(null);
  if (q.isError) return null; // the profile itself says what went wrong; the counts are an extra
  const counts = q.data?.counts;
  const mutual = q.data?.mutual_connections;
  const kinds = ['followers', 'following', 'connections'] as const;
  return (
    <Card data-testid="profile-network">
      <CardContent className="grid gap-4 pt-6">
        <h2 className="text-base font-semibold">{t('network.profile.title', 'Network')}</h2>
        <ul className="grid grid-cols-3 gap-2 text-center">
          {kinds.map((kind) => (
            <li key={kind}>
              {counts ? (
                <button
                  type="button"
                  onClick={() => setOpen(kind)}
                  className="grid w-full rounded-md px-1 py-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  data-testid={`count-${kind}`}
                >
                  <span className="text-xl font-bold tabular-nums">{counts[kind].toLocaleString(intlLocale())}</span>
                  <span className="text-xs text-muted-foreground">{countWord(kind, counts[kind])}</span>
                </button>
              ) : (
                <Skeleton className="mx-auto h-12 w-16" />
              )}
            </li>
          ))}
        </ul>
        {mutual && mutual.count > 0 ? (
          <button
            type="button"
            onClick={() => setOpen('mutual')}
            className="flex items-center gap-2 rounded-md p-1 text-left text-sm text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            data-testid="mutual-connections"
          >
            <span className="flex -space-x-2">
              {mutual.sample.map((m) => (
                <Avatar key={m.user_id} src={m.avatar_url} alt="" className="size-7 ring-2 ring-card" />
              ))}
            </span>
            <span>
              {mutual.sample[0]
                ? mutual.count > 1
                  ? t('network.profile.andOthers', '{name} and {count, plural, one {# other} other {# others}}', {
                      name: memberName(mutual.sample[0]),
                      count: mutual.count - 1,
                    })
                  : memberName(mutual.sample[0])
                : ''}
              {' · '}
              {t('network.profile.mutual', '{count, plural, one {# mutual connection} other {# mutual connections}}', {
                count: mutual.count,
              })}
            </span>
          </button>
        ) : null}
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{open ? title(open) : ''}</DialogTitle>
            <DialogDescription className="sr-only">
              {open ? t('network.profile.listOf', "{name}'s {list}", { name, list: title(open).toLowerCase() }) : ''}
            </DialogDescription>
          </DialogHeader>
          {open ? <NetworkMemberList userId={userId} kind={open} /> : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
