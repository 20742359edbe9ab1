import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';

// Blocks and mutes: their own module, so the first page (which loads queries.ts for the member's own
// profile) does not carry what only the profile page's menu and the settings list use.

export const relationKeys = {
  all: ['relations'] as const,
  mine: (userId: string) => ['relations', 'mine', userId] as const,
  with: (userId: string, other: string) => ['relations', 'with', userId, other] as const,
};

/** Whether I blocked or muted this member (null when signed out or on my own profile). */
export function useRelation(otherId: string | undefined) {
  const me = useSession()?.user.id;
  return useQuery({
    queryKey: relationKeys.with(me ?? 'anonymous', otherId ?? ''),
    queryFn: () => api('relation', { params: { userId: otherId ?? '' } }),
    enabled: Boolean(me && otherId && me !== otherId),
  });
}

/** The members I blocked and muted (settings). */
export function useMyRelations() {
  const me = useSession()?.user.id;
  return useQuery({ queryKey: relationKeys.mine(me ?? 'anonymous'), queryFn: () => api('myBlocks'), enabled: Boolean(me) });
}

const RELATION_ROUTES = { block: ['block', 'unblock'], mute: ['mute', 'unmute'] } as const;

/** Block, unblock, mute or unmute: the answer is the new relation; the lists are read again. */
export function useSetRelation() {
  const qc = useQueryClient();
  const me = useSession()?.user.id ?? 'anonymous';
  return useWrite({
    mutationFn: ({ userId, kind, on }: { userId: string; kind: 'block' | 'mute'; on: boolean }) =>
      api(RELATION_ROUTES[kind][on ? 0 : 1], { params: { userId } }),
    onSuccess: (r) => {
      qc.setQueryData(relationKeys.with(me, r.user_id), r);
      void qc.invalidateQueries({ queryKey: relationKeys.mine(me) });
    },
  });
}
