import type { CounterNoticeInput, RemovalRequestInput, RemovalStatusView, TakedownView } from '@mb/contract/removals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';

// Removal requests (issue 18): the requester's pages are keyed by reference and mailed token; the
// uploader's takedown page by reference for the signed-in member.

export const removalKeys = {
  status: (reference: string, token: string) => ['removal-request', reference, token] as const,
  takedown: (me: string, reference: string) => ['takedown', me, reference] as const,
};

export const useFileRemovalRequest = () => useWrite({ mutationFn: (body: RemovalRequestInput) => api('createRemovalRequest', { body }) });

export function useRemovalStatus(reference: string, token: string) {
  return useQuery({
    queryKey: removalKeys.status(reference, token),
    queryFn: () => api('removalRequestStatus', { params: { reference }, query: { token } }),
    enabled: Boolean(reference && token),
    retry: false,
  });
}

/** Confirming and reporting a suit answer the new status: it replaces the page's copy. */
export function useConfirmRemoval(reference: string, token: string) {
  const qc = useQueryClient();
  return useWrite({
    mutationFn: () => api('confirmRemovalRequest', { params: { reference }, body: { token } }),
    onSuccess: (data: RemovalStatusView) => qc.setQueryData(removalKeys.status(reference, token), data),
  });
}

export function useReportSuit(reference: string, token: string) {
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (court_reference: string) => api('reportRemovalSuit', { params: { reference }, body: { token, court_reference } }),
    onSuccess: (data: RemovalStatusView) => qc.setQueryData(removalKeys.status(reference, token), data),
  });
}

export function useTakedown(reference: string) {
  const me = useSession()?.user.id ?? 'anonymous';
  return useQuery({
    queryKey: removalKeys.takedown(me, reference),
    queryFn: () => api('takedownNotice', { params: { reference } }),
    retry: false,
  });
}

export function useCounterNotice(reference: string) {
  const qc = useQueryClient();
  const me = useSession()?.user.id ?? 'anonymous';
  return useWrite({
    mutationFn: (body: CounterNoticeInput) => api('submitCounterNotice', { params: { reference }, body }),
    onSuccess: (data: TakedownView) => qc.setQueryData(removalKeys.takedown(me, reference), data),
  });
}

/** The item a request was opened from (only when the reader may see it). */
export function usePickedItem(id: string | null) {
  return useQuery({
    queryKey: ['removal-picked-item', id],
    queryFn: () => api('portfolioItem', { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    retry: false,
  });
}
