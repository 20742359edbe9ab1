import { AD_LIMITS, AD_MESSAGES, type AdCampaign, formatMoney } from '@mb/contract/ads';
import { ErrorState, Loading } from '../../components/page/states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { DayBarChart } from '../../components/ui/day-bar-chart';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { Figure, num, pct } from './campaign-figures';
import { useCampaignStats } from './queries';

/** Impressions and clicks per day over the last 30 days, with CTR and spend. */
export function StatsDialog({ campaign, onClose }: { campaign: AdCampaign; onClose: () => void }) {
  const stats = useCampaignStats(campaign.id);
  const s = stats.data;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Statistics: {campaign.name}</DialogTitle>
          <DialogDescription>Counted impressions and clicks per day, last {AD_LIMITS.statsDays} days (UTC).</DialogDescription>
        </DialogHeader>
        {stats.isPending ? (
          <Loading label="Loading the statistics..." className="grid gap-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-40 w-full" />
          </Loading>
        ) : stats.isError || !s ? (
          <ErrorState message={AD_MESSAGES.statsFailed} onRetry={() => stats.refetch()} retrying={stats.isFetching} />
        ) : (
          <div className="grid gap-5" data-testid="campaign-stats-panel">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Figure label="Impressions" value={num(s.impressions)} testId="stats-impressions" />
              <Figure label="Clicks" value={num(s.clicks)} testId="stats-clicks" />
              <Figure label="CTR" value={pct(s.ctr)} />
              <Figure label="Spend" value={formatMoney(s.spend_minor, s.currency)} />
            </dl>
            <Card>
              <CardHeader className="pb-2">
                <CardTitle className="text-base">Per day</CardTitle>
                <CardDescription>Bots and repeat views within {AD_LIMITS.repeatWindowMinutes} minutes are not counted.</CardDescription>
              </CardHeader>
              <CardContent>
                <DayBarChart
                  days={s.days.map((x) => ({ day: x.day, values: [x.impressions, x.clicks] }))}
                  series={[
                    { unit: 'impressions', fill: 'fill-info' },
                    { unit: 'clicks', fill: 'fill-primary' },
                  ]}
                  label={`Impressions and clicks per day: ${num(s.impressions)} impressions, ${num(s.clicks)} clicks`}
                  caption={
                    <figcaption className="ml-10 flex flex-wrap gap-4 text-xs text-muted-foreground">
                      <span className="flex items-center gap-1.5">
                        <span className="inline-block size-2.5 rounded-sm bg-info" aria-hidden />
                        Impressions
                      </span>
                      <span className="flex items-center gap-1.5">
                        <span className="inline-block size-2.5 rounded-sm bg-primary" aria-hidden />
                        Clicks
                      </span>
                    </figcaption>
                  }
                />
              </CardContent>
            </Card>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
