import type { DrawList, LotteryDraw } from '@mb/contract/lottery';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { lotteryKeys } from './queries';

/** The draw members can enter now: open and not yet closed (the soonest to close first); null when none. */
export function openDrawOf(list: Pick<DrawList, 'current'> | undefined, now = Date.now()): LotteryDraw | null {
  const open = (list?.current ?? []).filter((d) => d.status === 'open' && Date.parse(d.closes_at) > now);
  open.sort((a, b) => Date.parse(a.closes_at) - Date.parse(b.closes_at));
  return open[0] ?? null;
}

/**
 * Whether a draw is open, for the sidebar and the dashboard (issue 31: /digital-lottery was linked from
 * nowhere). The same read as the lottery page's (one cache entry), fresh for a minute; a draw past its
 * closing time is never shown, however old the read.
 */
export function useOpenDraw(): LotteryDraw | null {
  const me = useSession()?.user.id ?? 'anonymous';
  const q = useQuery({ queryKey: lotteryKeys.list(me), queryFn: () => api('lotteryDraws'), staleTime: 60_000 });
  return openDrawOf(q.data);
}
