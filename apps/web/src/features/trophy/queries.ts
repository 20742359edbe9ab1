import type { AwardInput } from '@mb/contract/trophy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';

// MB Trophy's reads and writes (issue 16). Any write refreshes every trophy read: they are few.

const useMe = () => useSession()?.user.id ?? 'anonymous';

export const trophyKeys = {
  all: (me: string) => ['trophy', me] as const,
  mine: (me: string) => ['trophy', me, 'mine'] as const,
  list: (me: string) => ['trophy', me, 'list'] as const,
  award: (me: string, id: string) => ['trophy', me, 'award', id] as const,
  manage: (me: string, id: string) => ['trophy', me, 'manage', id] as const,
  nominations: (me: string) => ['trophy', me, 'nominations'] as const,
  trophies: (me: string) => ['trophy', me, 'trophies'] as const,
  member: (me: string, userId: string) => ['trophy', me, 'member', userId] as const,
};

export function useMyAwards() {
  const me = useMe();
  return useQuery({ queryKey: trophyKeys.mine(me), queryFn: () => api('myTrophyAwards') });
}
export function usePublicAwards() {
  const me = useMe();
  return useQuery({ queryKey: trophyKeys.list(me), queryFn: () => api('trophyAwards') });
}
export function useAward(id: string) {
  const me = useMe();
  return useQuery({ queryKey: trophyKeys.award(me, id), queryFn: () => api('trophyAward', { params: { id } }), retry: false });
}
export function useManagedAward(id: string) {
  const me = useMe();
  return useQuery({ queryKey: trophyKeys.manage(me, id), queryFn: () => api('manageTrophyAward', { params: { id } }), retry: false });
}
export function useMyNominations() {
  const me = useMe();
  return useQuery({ queryKey: trophyKeys.nominations(me), queryFn: () => api('myTrophyNominations') });
}
export function useMyTrophies() {
  const me = useMe();
  return useQuery({ queryKey: trophyKeys.trophies(me), queryFn: () => api('myTrophies') });
}
export function useMemberTrophies(userId: string) {
  const me = useMe();
  return useQuery({ queryKey: trophyKeys.member(me, userId), queryFn: () => api('memberTrophies', { params: { userId } }), retry: false });
}

function useTrophyWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  const me = useMe();
  return useWrite<TData, TVars>({ mutationFn, onSuccess: () => void qc.invalidateQueries({ queryKey: trophyKeys.all(me) }) });
}

export const useSaveAward = () =>
  useTrophyWrite((v: { id: string | null; body: AwardInput }) =>
    v.id ? api('updateTrophyAward', { params: { id: v.id }, body: v.body }) : api('createTrophyAward', { body: v.body }),
  );
export const useLaunchAward = () => useTrophyWrite((id: string) => api('launchTrophyAward', { params: { id } }));
export const usePublishAward = () => useTrophyWrite((id: string) => api('publishTrophyAward', { params: { id } }));
export const useShortlist = () =>
  useTrophyWrite((v: { id: string; finalist: boolean }) =>
    api('shortlistTrophyNomination', { params: { id: v.id }, body: { finalist: v.finalist } }),
  );
export const useNominate = () =>
  useTrophyWrite((v: { categoryId: string; nominee: string; statement: string }) =>
    api('nominateForTrophy', { params: { id: v.categoryId }, body: { nominee: v.nominee, statement: v.statement } }),
  );
export const useAnswerNomination = () =>
  useTrophyWrite((v: { id: string; accept: boolean }) =>
    api('answerTrophyNomination', { params: { id: v.id }, body: { accept: v.accept } }),
  );
export const useVote = () =>
  useTrophyWrite((v: { categoryId: string; nominationId: string }) =>
    api('voteForTrophy', { params: { id: v.categoryId }, body: { nomination_id: v.nominationId } }),
  );
export const useHideTrophy = () =>
  useTrophyWrite((v: { id: string; hidden: boolean }) => api('updateMyTrophy', { params: { id: v.id }, body: { hidden: v.hidden } }));
