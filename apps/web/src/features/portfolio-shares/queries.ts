import type { PortfolioShare } from '@mb/contract/portfolio';
import type { RouteBody } from '@mb/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';

export const shareKeys = {
  mine: (userId: string) => ['portfolio-shares', 'mine', userId] as const,
};

/** The signed-in member's share links, newest first. */
export function useMyShares() {
  const userId = useSession()?.user.id ?? 'anonymous';
  return useQuery({ queryKey: shareKeys.mine(userId), queryFn: () => api('myPortfolioShares'), enabled: userId !== 'anonymous' });
}

/** Puts one share (new or changed) into the cached list, newest first. */
function usePutShare() {
  const qc = useQueryClient();
  const userId = useSession()?.user.id ?? 'anonymous';
  return (share: PortfolioShare) =>
    qc.setQueryData<{ shares: PortfolioShare[] }>(shareKeys.mine(userId), (old) => {
      const rest = (old?.shares ?? []).filter((s) => s.id !== share.id);
      return { shares: [share, ...rest].sort((a, b) => b.created_at.localeCompare(a.created_at)) };
    });
}

export function useCreateShare() {
  const put = usePutShare();
  return useWrite({
    mutationFn: (body: RouteBody<'createPortfolioShare'>) => api('createPortfolioShare', { body }),
    onSuccess: put,
  });
}

export function useRevokeShare() {
  const put = usePutShare();
  return useWrite({
    mutationFn: (id: string) => api('revokePortfolioShare', { params: { id } }),
    onSuccess: put,
  });
}
