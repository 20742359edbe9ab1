import type { NetworkListKind } from '@mb/contract/network';
import { useState } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Card, CardContent } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale } from '../../lib/i18n';
import { memberName, NetworkMemberList } from './member-list';
import { NetworkButtons } from './network-buttons';
import { useNetworkSummary } from './queries';

const TITLES: Record<NetworkListKind, string> = {
  followers: 'Followers',
  following: 'Following',
  connections: 'Connections',
  mutual: 'Mutual connections',
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString(intlLocale())} ${n === 1 ? one : many}`;

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
  const items: ['followers' | 'following' | 'connections', string, string][] = [
    ['followers', 'follower', 'followers'],
    ['following', 'following', 'following'],
    ['connections', 'connection', 'connections'],
  ];
  return (
    <Card data-testid="profile-network">
      <CardContent className="grid gap-4 pt-6">
        <h2 className="text-base font-semibold">Network</h2>
        <ul className="grid grid-cols-3 gap-2 text-center">
          {items.map(([kind, one, many]) => (
            <li key={kind}>
              {counts ? (
                <button
                  type="button"
                  onClick={() => setOpen(kind)}
                  className="grid w-full rounded-md px-1 py-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  data-testid={`count-${kind}`}
                >
                  <span className="text-xl font-bold tabular-nums">{counts[kind].toLocaleString(intlLocale())}</span>
                  <span className="text-xs text-muted-foreground">{counts[kind] === 1 ? one : many}</span>
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
                ? `${memberName(mutual.sample[0])}${mutual.count > 1 ? ` and ${plural(mutual.count - 1, 'other', 'others')}` : ''}`
                : ''}
              {' · '}
              {plural(mutual.count, 'mutual connection', 'mutual connections')}
            </span>
          </button>
        ) : null}
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{open ? TITLES[open] : ''}</DialogTitle>
            <DialogDescription className="sr-only">{`${name}'s ${open ? TITLES[open].toLowerCase() : ''}`}</DialogDescription>
          </DialogHeader>
          {open ? <NetworkMemberList userId={userId} kind={open} /> : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
