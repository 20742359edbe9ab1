import type { DataExport } from '@mb/contract/member-data';
import type { RouteBody } from '@mb/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { setOwnSession, setSession } from '../../lib/session';
import { useWrite } from '../../lib/write';

// The member's own data (issue 18): exports (read again every 1.5 s while one is being built, so its
// progress moves) and the account's scheduled deletion.

const useMe = () => useSession()?.user.id ?? 'anonymous';

export const memberDataKeys = {
  exports: (me: string) => ['member-data', me, 'exports'] as const,
  deletion: (me: string) => ['member-data', me, 'deletion'] as const,
};

const building = (e: DataExport) => e.state === 'queued' || e.state === 'running';

export function useExports() {
  const me = useMe();
  return useQuery({
    queryKey: memberDataKeys.exports(me),
    queryFn: () => api('myDataExports'),
    refetchInterval: (q) => (q.state.data?.exports.some(building) ? 1500 : false),
  });
}

export function useStartExport() {
  const me = useMe();
  const qc = useQueryClient();
  return useWrite({
    mutationFn: () => api('startDataExport'),
    onSuccess: () => qc.invalidateQueries({ queryKey: memberDataKeys.exports(me) }),
  });
}

/** A short-lived signed link to the ZIP; the browser then downloads it (the file answers as an attachment). */
export const useDownloadExport = () => useWrite({ mutationFn: (id: string) => api('downloadDataExport', { params: { id } }) });

export function useDeletion() {
  const me = useMe();
  return useQuery({ queryKey: memberDataKeys.deletion(me), queryFn: () => api('myAccountDeletion') });
}

/** Schedules the deletion; the server signs out every device, this one too, so the session goes here. */
export const useScheduleDeletion = () =>
  useWrite({
    mutationFn: (body: RouteBody<'scheduleAccountDeletion'>) => api('scheduleAccountDeletion', { body }),
    onSuccess: () => {
      setOwnSession(null);
      setSession(null);
    },
  });
