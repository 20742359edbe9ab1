import type { AddMediaHashInput, MediaHashCategory } from '@mb/contract/media-safety';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { uploadFile } from '../../lib/upload';
import { useWrite } from '../../lib/write';

// Media safety's reads and writes (issue 18): one read (the list and the reports); every write
// refreshes it.

const key = ['media-safety'] as const;

export function useMediaSafety() {
  return useQuery({ queryKey: key, queryFn: () => api('mediaSafetyOverview'), refetchInterval: 60_000 });
}

function useSafetyWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  return useWrite<TData, TVars>({ mutationFn, onSuccess: () => void qc.invalidateQueries({ queryKey: key }) });
}

export const useAddHash = () => useSafetyWrite((body: AddMediaHashInput) => api('addMediaHash', { body }));
export const useAddHashFromImage = () =>
  useSafetyWrite((v: { file: File; category: MediaHashCategory; reason: string }) =>
    uploadFile('addMediaHashFromImage', v.file, { query: { category: v.category, reason: v.reason }, onProgress: () => {} }),
  );
export const useRemoveHash = () => useSafetyWrite((id: string) => api('removeMediaHash', { params: { id } }));
export const useMarkReported = () =>
  useSafetyWrite((v: { id: string; reference: string }) =>
    api('markScanReported', { params: { id: v.id }, body: { reference: v.reference } }),
  );
