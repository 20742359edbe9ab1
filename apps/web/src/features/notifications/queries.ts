import type { Notification, NotificationPreferences, NotificationPreferencesPatch } from '@mb/contract/notifications';
import { MESSAGES } from '@mb/contract/ui-text';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { tm } from '../../lib/i18n';
import { useWrite } from '../../lib/write';
import { notificationCache, notificationKeys } from './live';

// The panel's and the settings tab's reads and writes (loaded with them). What every member page needs
// (the count, the live events, the cache edits) is in live.tsx.

/** The panel's list: newest first, 10 a page, more on request (spec §9 list limit 10). */
export function useNotificationList(enabled: boolean) {
  const userId = useSession()?.user.id;
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId ?? 'anonymous'),
    queryFn: ({ pageParam }) => api('notifications', { query: { before: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled: enabled && Boolean(userId),
  });
}

/** Marks one read at once in the cache (rolled back if the server refuses); the server's answer is the truth. */
export function useMarkRead() {
  const userId = useSession()?.user.id ?? 'anonymous';
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (n: Notification) => api('markNotificationRead', { params: { id: n.id } }),
    onMutate: (n) => {
      const cache = notificationCache(qc, userId);
      const before = cache.snapshot();
      if (!n.read_at) cache.replace({ ...n, read_at: new Date().toISOString() });
      return before;
    },
    onError: (_e, _n, before) => {
      if (before) notificationCache(qc, userId).restore(before);
    },
    onSuccess: (r) => notificationCache(qc, userId).replace(r.notification, r.unread_count),
  });
}

/** Every unread one read; the toast is the spec's 'Success: All notifications marked as read'. */
export function useMarkAllRead() {
  const userId = useSession()?.user.id ?? 'anonymous';
  const qc = useQueryClient();
  return useWrite({
    mutationFn: () => api('markAllNotificationsRead'),
    onSuccess: () => notificationCache(qc, userId).allRead(new Date().toISOString()),
  });
}

/** The toast after marking everything read, in the current language. */
export const markAllToast = () => ({ title: tm(MESSAGES.markAllRead.title), description: tm(MESSAGES.markAllRead.description) });

export function usePreferences() {
  const userId = useSession()?.user.id;
  return useQuery({
    queryKey: notificationKeys.preferences(userId ?? 'anonymous'),
    queryFn: () => api('notificationPreferences'),
    enabled: Boolean(userId),
  });
}

/** One switch saved at once: shown switched immediately, put back (with an error toast) if the save fails. */
export function useSavePreference() {
  const userId = useSession()?.user.id ?? 'anonymous';
  const qc = useQueryClient();
  const key = notificationKeys.preferences(userId);
  return useWrite({
    mutationFn: (patch: NotificationPreferencesPatch) => api('updateNotificationPreferences', { body: patch }),
    onMutate: async (patch) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<NotificationPreferences>(key);
      if (before)
        qc.setQueryData<NotificationPreferences>(key, {
          ...before,
          ...patch,
          email: { ...before.email, ...patch.email },
          push: { ...before.push, ...patch.push },
        });
      return before;
    },
    onError: (_e, _patch, before) => {
      if (before) qc.setQueryData(key, before);
    },
    onSuccess: (saved) => qc.setQueryData(key, saved),
  });
}

export const useDescribeUnsubscribe = (token: string | null) =>
  useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => api('describeUnsubscribe', { query: { token: token ?? '' } }),
    enabled: Boolean(token),
    retry: false,
  });

export const useUnsubscribe = () => useWrite({ mutationFn: (token: string) => api('unsubscribe', { query: { token } }) });

export const pushKeys = { devices: (userId: string) => ['push', userId, 'devices'] as const };

/** The member's devices that receive pushes (issue 36). */
export function usePushDevices() {
  const userId = useSession()?.user.id;
  return useQuery({ queryKey: pushKeys.devices(userId ?? 'anonymous'), queryFn: () => api('pushDevices'), enabled: Boolean(userId) });
}

export function usePushDeviceWrites() {
  const userId = useSession()?.user.id ?? 'anonymous';
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: pushKeys.devices(userId) });
  return {
    remove: useWrite({ mutationFn: (id: string) => api('removePushDevice', { params: { id } }), onSuccess: refresh }),
    test: useWrite({ mutationFn: () => api('sendTestPush') }),
    refresh,
  };
}
