import type { AdCampaignInput, AdPlacement } from '@mb/contract/ads';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { uploadFile } from '../../lib/upload';
import { useWrite } from '../../lib/write';

// Ads' reads and writes (issue 14). Any write refreshes every campaign read: the list is short and
// a change moves figures and statuses.

export const adKeys = {
  all: ['ads'] as const,
  mine: (me: string) => ['ads', me, 'campaigns'] as const,
  stats: (me: string, id: string) => ['ads', me, 'stats', id] as const,
  slot: (placement: AdPlacement, page: string | undefined) => ['ad-slot', placement, page ?? ''] as const,
};

const useMe = () => useSession()?.user.id ?? 'anonymous';

export function useMyCampaigns() {
  const me = useMe();
  const qc = useQueryClient();
  // A decision in the moderation queue or a spent budget reaches the owner as a notification: refresh.
  useRealtime(me !== 'anonymous' ? `user:${me}` : null, (event) => {
    if (event.type === 'notification.created') void qc.invalidateQueries({ queryKey: adKeys.all });
  });
  return useQuery({ queryKey: adKeys.mine(me), queryFn: () => api('myAdCampaigns') });
}

export function useCampaignStats(id: string | null) {
  const me = useMe();
  return useQuery({
    queryKey: adKeys.stats(me, id ?? ''),
    queryFn: () => api('adCampaignStats', { params: { id: id ?? '' } }),
    enabled: !!id,
  });
}

function useAdWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  return useWrite<TData, TVars>({ mutationFn, onSuccess: () => void qc.invalidateQueries({ queryKey: adKeys.all }) });
}

export const useSaveCampaign = () =>
  useAdWrite((v: { id?: string; body: AdCampaignInput }) =>
    v.id ? api('updateAdCampaign', { params: { id: v.id }, body: v.body }) : api('createAdCampaign', { body: v.body }),
  );
export const useUploadAdImage = () =>
  useAdWrite((v: { id: string; file: File }) => uploadFile('uploadAdImage', v.file, { params: { id: v.id }, onProgress: () => undefined }));
export const useSubmitCampaign = () => useAdWrite((id: string) => api('submitAdCampaign', { params: { id } }));
export const usePayCampaign = () => useAdWrite((id: string) => api('payAdCampaign', { params: { id } }));
export const usePauseCampaign = () => useAdWrite((id: string) => api('pauseAdCampaign', { params: { id } }));
export const useResumeCampaign = () => useAdWrite((id: string) => api('resumeAdCampaign', { params: { id } }));
export const useEndCampaign = () => useAdWrite((id: string) => api('endAdCampaign', { params: { id } }));

/** The slot's ad: read once per page view (never cached across pages: each view is a chance to rotate). */
export function useAdSlot(placement: AdPlacement, page: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: adKeys.slot(placement, page),
    queryFn: () => api('adSlot', { query: { placement, page } }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The impression beacon: fire and forget (a lost beacon is an impression not counted, nothing more). */
export function sendImpression(serve_token: string) {
  void api('adImpression', { body: { serve_token } }).catch(() => undefined);
}
