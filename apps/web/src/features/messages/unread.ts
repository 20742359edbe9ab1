import type { MessagingUnread } from '@mb/contract/messaging';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';

// The sidebar's unread badge, on every signed-in page: kept apart from queries.ts so the shell does not
// load the rest of messages (and the contract modules it needs) until /messages opens.

export const messagingKeys = {
  all: ['messages'] as const,
  unread: (me: string) => ['messages', 'unread', me] as const,
  list: (me: string, box: 'inbox' | 'requests') => ['messages', 'list', me, box] as const,
  conversation: (me: string, id: string) => ['messages', 'conversation', me, id] as const,
  thread: (me: string, id: string) => ['messages', 'thread', me, id] as const,
  settings: (me: string) => ['messages', 'settings', me] as const,
};

/** The member's unread messages and waiting requests, kept live by their own topic. */
export function useMessagingUnread() {
  const me = useSession()?.user.id;
  const qc = useQueryClient();
  useRealtime(
    me ? `user:${me}` : null,
    (event) => {
      if (event.type === 'inbox.changed' && me) void qc.invalidateQueries({ queryKey: messagingKeys.unread(me) });
    },
    () => {
      if (me) void qc.invalidateQueries({ queryKey: messagingKeys.unread(me) });
    },
  );
  return useQuery<MessagingUnread>({
    queryKey: messagingKeys.unread(me ?? ''),
    queryFn: () => api('messagingUnread'),
    enabled: Boolean(me),
    staleTime: 30_000,
  });
}
