import { LIMITS } from '@mb/contract/limits';
import { NOTIFICATION_MESSAGES } from '@mb/contract/notification-types';
import type { Notification, NotificationList } from '@mb/contract/notifications';
import type { RealtimeEvent } from '@mb/contract/realtime';
import { type InfiniteData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { tm } from '../../lib/i18n';
import { useRealtime } from '../../lib/realtime';
import { toast } from '../../lib/toast';

// Spec §4 Notification in the browser, the part every member page has: the badge's count, the cache
// edits every change shares, and the live events. The count never goes below 0 here either. The
// panel's reads and writes are in queries.ts (loaded with the panel).

export const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  list: (userId: string) => ['notifications', userId, 'list'] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  preferences: (userId: string) => ['notifications', userId, 'preferences'] as const,
};

export type Pages = InfiniteData<NotificationList, string | undefined>;

const atLeastZero = (n: number) => Math.max(0, n);

/**
 * The cache edits every source of change shares (live events, this tab's own writes). A query still
 * loading may have been read before the change committed, so it is fetched again rather than edited.
 */
export function notificationCache(qc: QueryClient, userId: string) {
  const listKey = notificationKeys.list(userId);
  const unreadKey = notificationKeys.unread(userId);
  const loading = (key: readonly unknown[]) => qc.getQueryState(key)?.fetchStatus === 'fetching';
  // Cancelled first: invalidating a first fetch (no data yet) would only join it, and its answer,
  // read before the change, would win.
  const readAgain = (key: readonly unknown[]) =>
    void qc.cancelQueries({ queryKey: key, exact: true }).then(() => qc.invalidateQueries({ queryKey: key, exact: true }));
  const editList = (fn: (d: Pages) => Pages) => {
    if (loading(listKey)) readAgain(listKey);
    else qc.setQueryData<Pages>(listKey, (d) => d && fn(d));
  };
  const setCount = (fn: (c: number) => number) => {
    if (loading(unreadKey)) readAgain(unreadKey);
    else qc.setQueryData<{ count: number }>(unreadKey, (d) => (d ? { count: atLeastZero(fn(d.count)) } : d));
  };
  const find = (id: string) => {
    const pages = qc.getQueryData<Pages>(listKey)?.pages ?? [];
    return pages.flatMap((p) => p.items).find((n) => n.id === id);
  };
  const mapItems = (fn: (n: Notification) => Notification) =>
    editList((d) => ({ ...d, pages: d.pages.map((p) => ({ ...p, items: p.items.map(fn) })) }));
  return {
    find,
    /** A new notification goes to the top (once, however many times it is heard); unread ones count +1. */
    insert(n: Notification) {
      if (find(n.id)) return false;
      editList((d) => {
        const [first, ...rest] = d.pages;
        return { ...d, pages: [{ items: [n, ...(first?.items ?? [])], next_before: first?.next_before ?? null }, ...rest] };
      });
      if (!n.read_at) setCount((c) => c + 1);
      return true;
    },
    /** An item as it is now; the count drops when it turned read (or takes the server's figure when given). */
    replace(n: Notification, unreadCount?: number) {
      const before = find(n.id);
      mapItems((x) => (x.id === n.id ? n : x));
      if (unreadCount !== undefined) setCount(() => unreadCount);
      else if (before && !before.read_at && n.read_at) setCount((c) => c - 1);
    },
    allRead(readAt: string) {
      mapItems((x) => (x.read_at ? x : { ...x, read_at: readAt }));
      setCount(() => 0);
    },
    snapshot: () => ({ list: qc.getQueryData<Pages>(listKey), unread: qc.getQueryData<{ count: number }>(unreadKey) }),
    restore(s: { list: Pages | undefined; unread: { count: number } | undefined }) {
      qc.setQueryData(listKey, s.list);
      qc.setQueryData(unreadKey, s.unread);
    },
    refetch: () => qc.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
  };
}

/** How many unread: the bell's badge. */
export function useUnreadCount() {
  const userId = useSession()?.user.id;
  return useQuery({
    queryKey: notificationKeys.unread(userId ?? 'anonymous'),
    queryFn: () => api('notificationUnreadCount'),
    enabled: Boolean(userId),
    select: (d) => atLeastZero(d.count),
  });
}

/**
 * Live (spec §4): an insert goes to the top, count +1, toast 'New Notification' for 5000 ms; an update
 * replaces the item and lowers the count if it turned read; after the channel is re-created (5 s after
 * an error) the count and list are fetched again for anything missed. Mounted once by the shell.
 */
export function useNotificationUpdates() {
  const userId = useSession()?.user.id ?? null;
  const qc = useQueryClient();
  useRealtime(
    userId ? `user:${userId}` : null,
    (event: RealtimeEvent) => {
      if (!userId) return;
      const cache = notificationCache(qc, userId);
      if (event.type === 'notification.created') {
        if (cache.insert(event.data)) {
          toast(tm(NOTIFICATION_MESSAGES.live), { description: event.data.title, duration: LIMITS.notificationToastMs });
        }
      } else if (event.type === 'notification.updated') {
        cache.replace(event.data.notification, event.data.unread_count);
      } else if (event.type === 'notification.all_read') {
        cache.allRead(event.data.read_at);
      }
    },
    () => {
      if (userId) void notificationCache(qc, userId).refetch();
    },
  );
}

/** Mounted once for signed-in members by the root shell (its own small chunk, so visitors never load it). */
export default function NotificationLive() {
  useNotificationUpdates();
  return null;
}
