import type { AnalyticsRange, AnalyticsSettings, ProfileAnalytics } from '@mb/contract/analytics';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';

const keys = {
  all: (me: string) => ['analytics', me] as const,
  figures: (me: string, days: AnalyticsRange) => [...keys.all(me), 'figures', days] as const,
  settings: (me: string) => [...keys.all(me), 'settings'] as const,
};

/** The signed-in member's figures over the range (a free member asking for more than 7 days gets 403). */
export function useMyAnalytics(days: AnalyticsRange) {
  const me = useSession()?.user.id ?? '';
  return useQuery<ProfileAnalytics>({
    queryKey: keys.figures(me, days),
    queryFn: ({ signal }) => api('myAnalytics', { query: { days }, signal }),
    enabled: Boolean(me),
    retry: (count, e) => !(e instanceof ApiError && e.status === 403) && count < 1,
  });
}

export function useAnalyticsSettings() {
  const me = useSession()?.user.id ?? '';
  return useQuery<AnalyticsSettings>({
    queryKey: keys.settings(me),
    queryFn: ({ signal }) => api('analyticsSettings', { signal }),
    enabled: Boolean(me),
  });
}

/** The switch, shown at once and put back if the server refuses; the figures are read again (viewer names). */
export function useUpdateAnalyticsSettings() {
  const me = useSession()?.user.id ?? '';
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (v: AnalyticsSettings) => api('updateAnalyticsSettings', { body: v }),
    onMutate: (v) => {
      const before = qc.getQueryData<AnalyticsSettings>(keys.settings(me));
      qc.setQueryData(keys.settings(me), v);
      return before;
    },
    onError: (_e, _v, before) => {
      if (before) qc.setQueryData(keys.settings(me), before);
    },
    onSuccess: (saved) => {
      qc.setQueryData(keys.settings(me), saved);
      void qc.invalidateQueries({ queryKey: [...keys.all(me), 'figures'] });
    },
  });
}
