import type { InviteSubUserInput, SubUserRole } from '@mb/contract/enterprise-sub-users';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';
import { enterpriseKeys, useEnterpriseLive } from './queries';

// Enterprise sub-users (issue 17): reads and writes. Keys sit under enterpriseKeys.all(me), so the
// enterprise_link notifications (an invitee accepting, say) and every enterprise write refresh them.

const useMe = () => useSession()?.user.id ?? 'anonymous';

export function useSubUsers() {
  const me = useMe();
  useEnterpriseLive();
  return useQuery({ queryKey: [...enterpriseKeys.all(me), 'sub-users'] as const, queryFn: () => api('listSubUsers') });
}

function useSubUserWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  const me = useMe();
  return useWrite<TData, TVars>({ mutationFn, onSuccess: () => void qc.invalidateQueries({ queryKey: enterpriseKeys.all(me) }) });
}

export const useInviteSubUser = () => useSubUserWrite((body: InviteSubUserInput) => api('inviteSubUser', { body }));
export const useChangeSubUserRole = () =>
  useSubUserWrite((v: { id: string; role: SubUserRole }) => api('changeSubUserRole', { params: { id: v.id }, body: { role: v.role } }));
export const useRemoveSubUser = () => useSubUserWrite((id: string) => api('removeSubUser', { params: { id } }));
export const useAcceptSubUserInvitation = () => useSubUserWrite((token: string) => api('acceptSubUserInvitation', { body: { token } }));
