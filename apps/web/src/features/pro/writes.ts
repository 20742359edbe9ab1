import type { RouteBody } from '@mb/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useWrite } from '../../lib/write';
import { proKeys } from './queries';

// Writes of the pro feature, apart from queries.ts so the member session's chunk (pro-live) stays small.

/**
 * Spec §7 execute-grace-downgrade: afterwards the Pro status and grace are read again; the portfolio
 * manager refetches on the profile.updated the downgrade publishes.
 */
export function useGraceDowngrade() {
  const qc = useQueryClient();
  return useWrite({
    mutationFn: () => api('executeGraceDowngrade'),
    onSuccess: () => void qc.invalidateQueries({ queryKey: proKeys.all }),
  });
}

/** An admin's view of one member's Pro status (the account page's panel). */
export function useAdminMemberPro(memberId: string) {
  return useQuery({ queryKey: proKeys.admin(memberId), queryFn: () => api('adminMemberPro', { params: { id: memberId } }) });
}

export function useSetMemberPro(memberId: string) {
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (body: RouteBody<'adminSetMemberPro'>) => api('adminSetMemberPro', { params: { id: memberId }, body }),
    onSuccess: (data) => qc.setQueryData(proKeys.admin(memberId), data),
  });
}
