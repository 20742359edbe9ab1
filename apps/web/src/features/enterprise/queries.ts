import type { EnterpriseAccountInput } from '@mb/contract/enterprise';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { useWrite } from '../../lib/write';

// Enterprise accounts and their studios (issue 17): reads and writes. Any write refreshes every
// enterprise read of this member: they are few.

const useMe = () => useSession()?.user.id ?? 'anonymous';

export const enterpriseKeys = {
  all: (me: string) => ['enterprise', me] as const,
  mine: (me: string) => ['enterprise', me, 'mine'] as const,
  studioLinks: (me: string) => ['enterprise', me, 'studio-links'] as const,
  public: (id: string) => ['enterprise', 'public', id] as const,
};

/**
 * Keeps this member's enterprise reads current: an invitation, an answer or an unlink by the other side
 * arrives as a notification of type enterprise_link on `user:{id}`; after the live channel comes back,
 * everything is read again (events may have been missed).
 */
export function useEnterpriseLive() {
  const me = useSession()?.user.id ?? null;
  const qc = useQueryClient();
  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: enterpriseKeys.all(me ?? 'anonymous') }), [qc, me]);
  useRealtime(
    me ? `user:${me}` : null,
    (event) => {
      if (event.type === 'notification.created' && event.data.type === 'enterprise_link') refresh();
    },
    refresh,
  );
}

export function useMyEnterprise() {
  const me = useMe();
  useEnterpriseLive();
  return useQuery({ queryKey: enterpriseKeys.mine(me), queryFn: () => api('myEnterprise') });
}

export function useStudioEnterprises(enabled = true) {
  const me = useMe();
  useEnterpriseLive();
  return useQuery({ queryKey: enterpriseKeys.studioLinks(me), queryFn: () => api('myStudioEnterprises'), enabled });
}

export { switchToAccount, useLinkedAccounts } from './linked-accounts';

export function useStudioDashboard(enabled: boolean) {
  const me = useMe();
  return useQuery({ queryKey: ['enterprise', me, 'studio-dashboard'] as const, queryFn: () => api('studioDashboard'), enabled });
}

export function usePublicEnterprise(id: string) {
  return useQuery({ queryKey: enterpriseKeys.public(id), queryFn: () => api('publicEnterprise', { params: { id } }), retry: false });
}

function useEnterpriseWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  const me = useMe();
  return useWrite<TData, TVars>({ mutationFn, onSuccess: () => void qc.invalidateQueries({ queryKey: enterpriseKeys.all(me) }) });
}

export const useSaveEnterprise = () => useEnterpriseWrite((body: EnterpriseAccountInput) => api('updateMyEnterprise', { body }));
export const useInviteStudio = () => useEnterpriseWrite((body: { studio: string }) => api('inviteStudio', { body }));
export const useAnswerInvitation = () =>
  useEnterpriseWrite(
    async (v: { id: string; accept: boolean }): Promise<unknown> =>
      v.accept ? api('acceptEnterpriseLink', { params: { id: v.id } }) : api('declineEnterpriseLink', { params: { id: v.id } }),
  );
export const useUnlink = () => useEnterpriseWrite((id: string) => api('unlinkEnterpriseStudio', { params: { id } }));

/** /enterprise-dashboard's figures; read again live when a link changes (enterpriseKeys.all). */
export function useEnterpriseDashboard(enabled: boolean) {
  const me = useMe();
  useEnterpriseLive();
  return useQuery({ queryKey: [...enterpriseKeys.all(me), 'dashboard'] as const, queryFn: () => api('enterpriseDashboard'), enabled });
}
