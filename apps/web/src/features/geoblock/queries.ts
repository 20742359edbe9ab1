import type { RouteBody } from '@mb/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';

export const geoBlockKeys = { mine: (userId: string) => ['geo-blocking', userId] as const };

/** The places I hide my profile from and the members I let through. */
export function useMyGeoBlock() {
  const me = useSession()?.user.id;
  return useQuery({ queryKey: geoBlockKeys.mine(me ?? 'anonymous'), queryFn: () => api('myGeoBlock'), enabled: Boolean(me) });
}

/** Saves the whole list; the answer is the saved state. */
export function useSaveGeoBlock() {
  const qc = useQueryClient();
  const me = useSession()?.user.id ?? 'anonymous';
  return useWrite({
    mutationFn: (body: RouteBody<'updateMyGeoBlock'>) => api('updateMyGeoBlock', { body }),
    onSuccess: (saved) => qc.setQueryData(geoBlockKeys.mine(me), saved),
  });
}
