import type { WebhookEndpointInput } from '@mb/contract/webhooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';

// Signed outgoing webhooks (issue 17): reads and writes. Every write refreshes the endpoints and the
// logs (they are few); a log with a delivery still pending is read again every few seconds until
// every delivery there is settled, so "delivered" shows without a reload.

const useMe = () => useSession()?.user.id ?? 'anonymous';
const PENDING_REFRESH_MS = 3000;

export const webhookKeys = {
  all: (me: string) => ['webhooks', me] as const,
  endpoints: (me: string) => ['webhooks', me, 'endpoints'] as const,
  log: (me: string, id: string) => ['webhooks', me, 'log', id] as const,
};

export function useWebhookEndpoints(enabled: boolean) {
  const me = useMe();
  return useQuery({ queryKey: webhookKeys.endpoints(me), queryFn: () => api('webhookEndpoints'), enabled });
}

export function useDeliveryLog(id: string) {
  const me = useMe();
  return useQuery({
    queryKey: webhookKeys.log(me, id),
    queryFn: () => api('webhookDeliveries', { params: { id } }),
    refetchInterval: (q) => (q.state.data?.deliveries.some((d) => d.status === 'pending') ? PENDING_REFRESH_MS : false),
  });
}

function useWebhookWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  const me = useMe();
  return useWrite<TData, TVars>({ mutationFn, onSuccess: () => void qc.invalidateQueries({ queryKey: webhookKeys.all(me) }) });
}

export const useCreateEndpoint = () => useWebhookWrite((body: WebhookEndpointInput) => api('createWebhook', { body }));
export const useUpdateEndpoint = () =>
  useWebhookWrite((v: { id: string; body: WebhookEndpointInput }) => api('updateWebhook', { params: { id: v.id }, body: v.body }));
export const useDeleteEndpoint = () => useWebhookWrite((id: string) => api('deleteWebhook', { params: { id } }));
export const useRotateSecret = () => useWebhookWrite((id: string) => api('rotateWebhookSecret', { params: { id } }));
export const useSendTest = () => useWebhookWrite((id: string) => api('testWebhook', { params: { id } }));
export const useRedeliver = () => useWebhookWrite((id: string) => api('redeliverWebhook', { params: { id } }));
