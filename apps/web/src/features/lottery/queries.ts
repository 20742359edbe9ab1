import type { DrawInput } from '@mb/contract/lottery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { useWrite } from '../../lib/write';

// The digital lottery's reads and writes (issue 17). Reads are keyed by who reads (an entry is the
// caller's own); every write refreshes every lottery read.

export const lotteryKeys = {
  all: ['lottery'] as const,
  list: (me: string) => ['lottery', me, 'list'] as const,
  draw: (me: string, id: string) => ['lottery', me, 'draw', id] as const,
  proof: (id: string) => ['lottery', 'proof', id] as const,
  staff: ['lottery', 'staff'] as const,
};

const useMe = () => useSession()?.user.id ?? 'anonymous';

type Phase = { status: string; opens_at: string; closes_at: string };
/** While a phase is due (the window has opened or closed but the job has not run yet), read again soon. */
const waiting = (d: Phase | undefined) =>
  !!d &&
  ((d.status === 'scheduled' && Date.parse(d.opens_at) <= Date.now()) || (d.status === 'open' && Date.parse(d.closes_at) <= Date.now()));
/** How often a draw is read again: soon while a phase is due, every half minute while it is live (entries, the window's end). */
const pollOf = (d: Phase | undefined) => (waiting(d) ? 3000 : d && (d.status === 'open' || d.status === 'scheduled') ? 30_000 : false);

export function useDraws() {
  const me = useMe();
  return useQuery({
    queryKey: lotteryKeys.list(me),
    queryFn: () => api('lotteryDraws'),
    refetchInterval: (q) => (q.state.data?.current.some(waiting) ? 3000 : false),
  });
}

export function useDraw(id: string) {
  const me = useMe();
  const qc = useQueryClient();
  // A win or a cancellation reaches the member as a notification: read the draw again.
  useRealtime(me !== 'anonymous' ? `user:${me}` : null, (event) => {
    if (event.type === 'notification.created' && event.data.action_url === `/digital-lottery/${id}`)
      void qc.invalidateQueries({ queryKey: lotteryKeys.draw(me, id) });
  });
  return useQuery({
    queryKey: lotteryKeys.draw(me, id),
    queryFn: () => api('lotteryDraw', { params: { id } }),
    retry: false,
    refetchInterval: (q) => pollOf(q.state.data?.draw),
  });
}

export function useProof(id: string, enabled: boolean) {
  return useQuery({
    queryKey: lotteryKeys.proof(id),
    queryFn: () => api('lotteryProof', { params: { id } }),
    enabled,
    staleTime: Infinity,
  });
}

export function useStaffDraws() {
  return useQuery({
    queryKey: lotteryKeys.staff,
    queryFn: () => api('staffLotteryDraws'),
    refetchInterval: (q) => (q.state.data?.draws.some(waiting) ? 3000 : false),
  });
}

function useLotteryWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  return useWrite<TData, TVars>({ mutationFn, onSuccess: () => void qc.invalidateQueries({ queryKey: lotteryKeys.all }) });
}

export const useEnter = () => useLotteryWrite((id: string) => api('enterLottery', { params: { id } }));
export const useSaveDraw = () =>
  useLotteryWrite((v: { id?: string; body: DrawInput }) =>
    v.id ? api('updateLotteryDraw', { params: { id: v.id }, body: v.body }) : api('createLotteryDraw', { body: v.body }),
  );
export const usePublishDraw = () => useLotteryWrite((id: string) => api('publishLotteryDraw', { params: { id } }));
export const useCancelDraw = () => useLotteryWrite((id: string) => api('cancelLotteryDraw', { params: { id } }));
export const useLookupCode = () => useWrite({ mutationFn: (code: string) => api('lookupRedemption', { body: { code } }) });
export const useRedeemCode = () => useLotteryWrite((code: string) => api('redeemLotteryPrize', { body: { code } }));
