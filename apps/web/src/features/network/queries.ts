import type { NetworkListKind, NetworkRelation } from '@mb/contract/network';
import { NETWORK_MESSAGES } from '@mb/contract/network-text';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { useWrite } from '../../lib/write';

// The network's reads and writes (issue 12). Keys carry the viewer: what a list shows depends on who reads it.

export const networkKeys = {
  all: ['network'] as const,
  summary: (viewer: string, userId: string) => ['network', 'summary', viewer, userId] as const,
  list: (viewer: string, userId: string, kind: NetworkListKind) => ['network', 'list', viewer, userId, kind] as const,
  requests: (viewer: string) => ['network', 'requests', viewer] as const,
};

const viewerKey = (id: string | undefined) => id ?? 'anonymous';

/** A member's counts, and for a signed-in viewer where they stand and the connections they share. */
export function useNetworkSummary(userId: string | undefined) {
  const me = useSession()?.user.id;
  return useQuery({
    queryKey: networkKeys.summary(viewerKey(me), userId ?? ''),
    queryFn: () => api('networkSummary', { params: { userId: userId ?? '' } }),
    enabled: Boolean(userId),
  });
}

/** Pages of a member's followers, following, connections or mutual connections. */
export function useNetworkList(userId: string, kind: NetworkListKind, enabled = true) {
  const me = useSession()?.user.id;
  return useInfiniteQuery({
    queryKey: networkKeys.list(viewerKey(me), userId, kind),
    queryFn: ({ pageParam }) => api('networkList', { params: { userId, kind }, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled,
  });
}

/** My waiting connection requests (received ones by page, sent ones on the first); a new one arriving live is read at once. */
export function useConnectionRequests() {
  const me = useSession()?.user.id;
  const qc = useQueryClient();
  useRealtime(me ? `user:${me}` : null, (event) => {
    if (event.type !== 'notification.created') return;
    const type = (event.data as { type?: string } | undefined)?.type;
    if (type === 'collaboration_request' || type === 'new_follower') void qc.invalidateQueries({ queryKey: networkKeys.all });
  });
  return useInfiniteQuery({
    queryKey: networkKeys.requests(viewerKey(me)),
    queryFn: ({ pageParam }) => api('connectionRequests', { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: Boolean(me),
  });
}

export type NetworkAction =
  | { kind: 'follow' | 'unfollow' | 'withdraw' | 'remove'; userId: string }
  | { kind: 'connect'; userId: string; note?: string }
  | { kind: 'accept' | 'decline'; userId: string; requestId: string };

/** The toast after each action (a connect that met their request says 'Connected.': see the buttons). */
export const NETWORK_DONE: Record<NetworkAction['kind'], string> = {
  follow: NETWORK_MESSAGES.followed,
  unfollow: NETWORK_MESSAGES.unfollowed,
  connect: NETWORK_MESSAGES.requestSent,
  withdraw: NETWORK_MESSAGES.requestWithdrawn,
  remove: NETWORK_MESSAGES.connectionRemoved,
  accept: NETWORK_MESSAGES.requestAccepted,
  decline: NETWORK_MESSAGES.requestDeclined,
};

function call(a: NetworkAction): Promise<NetworkRelation> {
  switch (a.kind) {
    case 'follow':
      return api('follow', { params: { userId: a.userId } });
    case 'unfollow':
      return api('unfollow', { params: { userId: a.userId } });
    case 'connect':
      return api('requestConnection', { params: { userId: a.userId }, body: a.note ? { note: a.note } : {} });
    case 'withdraw':
    case 'remove':
      return api('removeConnection', { params: { userId: a.userId } });
    case 'accept':
      return api('acceptConnection', { params: { requestId: a.requestId } });
    case 'decline':
      return api('declineConnection', { params: { requestId: a.requestId } });
  }
}

/** What the relation looks like once `a` is done: shown at once, put back if the server refuses. */
export function expectedRelation(r: NetworkRelation, a: NetworkAction): NetworkRelation {
  switch (a.kind) {
    case 'follow':
      return { ...r, following: true };
    case 'unfollow':
      return { ...r, following: false };
    case 'connect':
      return r.connection === 'incoming' ? { ...r, connection: 'connected', request_id: null } : { ...r, connection: 'outgoing' };
    case 'accept':
      return { ...r, connection: 'connected', request_id: null };
    default:
      return { ...r, connection: 'none', request_id: null };
  }
}

/**
 * One network write. The caller shows the expected relation at once (optimistic) and puts its own back
 * on failure; on success every network read is refreshed (counts, lists, requests, discovery cards).
 */
export function useNetworkAction() {
  const qc = useQueryClient();
  return useWrite({
    mutationFn: call,
    onSettled: () => void qc.invalidateQueries({ queryKey: networkKeys.all }),
  });
}
