import type { BioLinkPage } from '@mb/contract/biolinks';
import type { RouteBody } from '@mb/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';

export const bioLinkKeys = {
  mine: (userId: string) => ['biolinks', 'mine', userId] as const,
  member: (identifier: string) => ['biolinks', 'member', identifier] as const,
};

/** The signed-in member's bio link page with click counts ({ page: null } before the first save). */
export function useMyBioLink() {
  const userId = useSession()?.user.id ?? 'anonymous';
  return useQuery({ queryKey: bioLinkKeys.mine(userId), queryFn: () => api('myBioLink'), enabled: userId !== 'anonymous' });
}

function useSetMine() {
  const qc = useQueryClient();
  const userId = useSession()?.user.id ?? 'anonymous';
  return (page: BioLinkPage | null) => {
    qc.setQueryData(bioLinkKeys.mine(userId), { page });
    // The profile page's copy of the links (memberBioLinks) is stale now.
    void qc.invalidateQueries({ queryKey: ['biolinks', 'member'] });
  };
}

export function useSaveBioLink() {
  const set = useSetMine();
  return useWrite({
    mutationFn: (body: RouteBody<'saveBioLink'>) => api('saveBioLink', { body }),
    onSuccess: set,
  });
}

export function useDeleteBioLink() {
  const set = useSetMine();
  return useWrite({ mutationFn: () => api('deleteBioLink'), onSuccess: () => set(null) });
}
