import { DIRECTORY_MESSAGES, type ListingStats } from '@mb/contract/directory';
import { BarChart3 } from 'lucide-react';
import { ErrorState, Loading } from '../../components/page/states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { DayBarChart } from '../../components/ui/day-bar-chart';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { useListingStats } from './queries';

/** Views and contact clicks per UTC day as paired bars (like /admin's sign-ups). */
function StatsChart({ days }: { days: ListingStats['days'] }) {
  const views = days.reduce((a, d) => a + d.views, 0);
  const clicks = days.reduce((a, d) => a + d.contact_clicks, 0);
  return (
    <DayBarChart
      className="h-36"
      days={days.map((d) => ({ day: d.date, values: [d.views, d.contact_clicks] }))}
      series={[
        { unit: t('directory.stats.viewsUnit', 'views'), fill: 'fill-primary' },
        { unit: t('directory.stats.clicksUnit', 'contact clicks'), fill: 'fill-amber-400' },
      ]}
      label={t('directory.stats.chart', 'Page views and contact clicks per day, last {days} days: {views} views, {clicks} contact clicks', {
        days: days.length,
        views,
        clicks,
      })}
      caption={
        <figcaption className="ml-10 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-sm bg-primary" />{' '}
            {t('directory.stats.views', '{count, plural, one {# page view} other {# page views}}', { count: views })}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-sm bg-amber-400" />{' '}
            {t('directory.stats.clicks', '{count, plural, one {# contact click} other {# contact clicks}}', { count: clicks })}
          </span>
        </figcaption>
      }
    />
  );
}

/**
 * The owner's listing statistics for the Business Hub: page views and contact clicks per day over the
 * last 30 days. `businessId` is the signed-in owner's (the server answers only for the caller's own).
 */
export function ListingStatsCard({ businessId, days = 30 }: { businessId: string; days?: number }) {
  const stats = useListingStats(days);
  const mismatch = stats.data && stats.data.business_id !== businessId;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <BarChart3 className="size-5" aria-hidden /> {t('directory.stats.title', 'Listing statistics')}
        </CardTitle>
        <CardDescription>
          {t('directory.stats.lead', 'Visits to your public listing and clicks on its contact details, last {days} days (UTC).', { days })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <Loading label={t('directory.stats.loading', 'Loading statistics…')}>
            <Skeleton className="h-40 w-full" />
          </Loading>
        ) : stats.isError || mismatch ? (
          <ErrorState message={tm(DIRECTORY_MESSAGES.statsLoadFailed)} onRetry={() => stats.refetch()} retrying={stats.isFetching} />
        ) : (
          <>
            {stats.data.analytics_enabled === null ? (
              <p className="mb-3 text-sm text-muted-foreground">
                {t('directory.stats.notPublic', 'Your listing is not public yet: numbers start once it is approved.')}
              </p>
            ) : stats.data.analytics_enabled === false ? (
              <p className="mb-3 text-sm text-muted-foreground">
                {t('directory.stats.off', 'Analytics are off for your listing, so new visits are not counted.')}
              </p>
            ) : null}
            <StatsChart days={stats.data.days} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
