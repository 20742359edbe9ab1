import { AD_LIMITS, AD_MESSAGES, type AdCampaign } from '@mb/contract/ads';
import { ErrorState, Loading } from '../../components/page/states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { DayBarChart } from '../../components/ui/day-bar-chart';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { Figure, money, num, pct } from './campaign-figures';
import { useCampaignStats } from './queries';

/** Impressions and clicks per day over the last 30 days, with CTR and spend. */
export function StatsDialog({ campaign, onClose }: { campaign: AdCampaign; onClose: () => void }) {
  const stats = useCampaignStats(campaign.id);
  const s = stats.data;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('ads.stats.title', 'Statistics: {name}', { name: campaign.name })}</DialogTitle>
          <DialogDescription>
            {t('ads.stats.intro', 'Counted impressions and clicks per day, last {days} days (UTC).', { days: AD_LIMITS.statsDays })}
          </DialogDescription>
        </DialogHeader>
        {stats.isPending ? (
          <Loading label={t('ads.stats.loading', 'Loading the statistics...')} className="grid gap-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-40 w-full" />
          </Loading>
        ) : stats.isError || !s ? (
          <ErrorState message={tm(AD_MESSAGES.statsFailed)} onRetry={() => stats.refetch()} retrying={stats.isFetching} />
        ) : (
          <div className="grid gap-5" data-testid="campaign-stats-panel">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Figure label={t('ads.impressions', 'Impressions')} value={num(s.impressions)} testId="stats-impressions" />
              <Figure label={t('ads.clicks', 'Clicks')} value={num(s.clicks)} testId="stats-clicks" />
              <Figure label={t('ads.ctr', 'CTR')} value={pct(s.ctr)} />
              <Figure label={t('ads.spend', 'Spend')} value={money(s.spend_minor, s.currency)} />
            </dl>
            <Card>
              <CardHeader className="pb-2">
                <CardTitle className="text-base">{t('ads.stats.perDay', 'Per day')}</CardTitle>
                <CardDescription>
                  {t('ads.stats.notCounted', 'Bots and repeat views within {minutes} minutes are not counted.', {
                    minutes: AD_LIMITS.repeatWindowMinutes,
                  })}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <DayBarChart
                  days={s.days.map((x) => ({ day: x.day, values: [x.impressions, x.clicks] }))}
                  series={[
                    { unit: t('ads.unit.impressions', 'impressions'), fill: 'fill-info' },
                    { unit: t('ads.unit.clicks', 'clicks'), fill: 'fill-primary' },
                  ]}
                  label={t('ads.stats.chartLabel', 'Impressions and clicks per day: {impressions} impressions, {clicks} clicks', {
                    impressions: num(s.impressions),
                    clicks: num(s.clicks),
                  })}
                  caption={
                    <figcaption className="ml-10 flex flex-wrap gap-4 text-xs text-muted-foreground">
                      <span className="flex items-center gap-1.5">
                        <span className="inline-block size-2.5 rounded-sm bg-info" aria-hidden />
                        {t('ads.impressions', 'Impressions')}
                      </span>
                      <span className="flex items-center gap-1.5">
                        <span className="inline-block size-2.5 rounded-sm bg-primary" aria-hidden />
                        {t('ads.clicks', 'Clicks')}
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
