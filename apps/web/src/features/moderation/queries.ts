import type { ModerationItemFull, ModerationView } from '@mb/contract/moderation';
import type { RouteBody } from '@mb/contract/routes';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useWrite } from '../../lib/write';

export const moderationKeys = {
  all: ['moderation'] as const,
  queues: ['moderation', 'queues'] as const,
  lists: ['moderation', 'list'] as const,
  list: (type: string, view: ModerationView) => ['moderation', 'list', type, view] as const,
  item: (id: string) => ['moderation', 'item', id] as const,
};

/** Queue counts; refreshed every minute while the page is open so the counts and ages stay true. */
export function useQueues() {
  return useQuery({ queryKey: moderationKeys.queues, queryFn: () => api('moderationQueues'), refetchInterval: 60_000 });
}

/** One queue's items, oldest first, a page at a time (the server's keyset cursor). */
export function useQueueItems(type: string | undefined, view: ModerationView) {
  return useInfiniteQuery({
    queryKey: moderationKeys.list(type ?? '', view),
    queryFn: ({ pageParam }) =>
      api('moderationList', { params: { type: type ?? '' }, query: { view, cursor: pageParam ?? undefined, limit: 25 } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: Boolean(type),
    refetchInterval: 60_000,
  });
}

export function useModerationItem(id: string | undefined) {
  return useQuery({
    queryKey: moderationKeys.item(id ?? ''),
    queryFn: () => api('moderationItem', { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    retry: false,
  });
}

/** After any decision: the item's answer goes into the cache; lists and counts are read again. */
function useDecision<V>(call: (v: V) => Promise<ModerationItemFull>) {
  const qc = useQueryClient();
  return useWrite({
    mutationFn: call,
    onSuccess: (full: ModerationItemFull) => {
      qc.setQueryData(moderationKeys.item(full.item.id), full);
      void qc.invalidateQueries({ queryKey: moderationKeys.lists });
      void qc.invalidateQueries({ queryKey: moderationKeys.queues });
    },
  });
}

export const useClaim = () => useDecision((id: string) => api('moderationClaim', { params: { id } }));
export const useApprove = () =>
  useDecision((v: string | { id: string; reason: string }) =>
    typeof v === 'string'
      ? api('moderationApprove', { params: { id: v } })
      : api('moderationApprove', { params: { id: v.id }, body: { reason: v.reason } }),
  );
export const useReject = () =>
  useDecision(({ id, body }: { id: string; body: RouteBody<'moderationReject'> }) => api('moderationReject', { params: { id }, body }));
export const useEscalate = () =>
  useDecision(({ id, body }: { id: string; body: RouteBody<'moderationEscalate'> }) => api('moderationEscalate', { params: { id }, body }));

/** Any member reports a profile (a report item in the moderators' queue). */
export function useCreateReport() {
  return useWrite({ mutationFn: (body: RouteBody<'createReport'>) => api('createReport', { body }) });
}

/** A one-use link into the compliance hub's operator console (ID and domain reviews). */
export const useOperatorLink = () => useWrite({ mutationFn: () => api('complianceOperatorLink') });
