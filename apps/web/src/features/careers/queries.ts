import type { CareerOpeningInput } from '@mb/contract/careers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { forgetPublicData } from '../../lib/public-data';
import { useWrite } from '../../lib/write';

// The careers desk's reads and writes (issue 31). Every write refreshes the desk and forgets this tab's
// answer for /careers (public:careers), so what staff change shows there at once.

const deskKeys = { all: ['careers-desk'] as const };

export const useDeskOpenings = () => useQuery({ queryKey: deskKeys.all, queryFn: ({ signal }) => api('staffCareerOpenings', { signal }) });

function useDeskWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  return useWrite<TData, TVars>({
    mutationFn,
    onSuccess: () => {
      forgetPublicData('public:careers');
      void qc.invalidateQueries({ queryKey: deskKeys.all });
    },
  });
}

export const useSaveOpening = () =>
  useDeskWrite((v: { id?: string; body: CareerOpeningInput }) =>
    v.id ? api('updateCareerOpening', { params: { id: v.id }, body: v.body }) : api('createCareerOpening', { body: v.body }),
  );
export const useDeleteOpening = () => useDeskWrite((id: string) => api('deleteCareerOpening', { params: { id } }));
