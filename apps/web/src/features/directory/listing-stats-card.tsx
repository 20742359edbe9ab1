import { DIRECTORY_MESSAGES, type ListingStats } from '@mb/contract/directory';
import { BarChart3 } from 'lucide-react';
import { ErrorState, Loading } from '../../components/page/states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useListingStats } from './queries';

const label = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Views and contact clicks per UTC day as paired bars: inline SVG, no chart library (like /admin's sign-ups). */
function StatsChart({ days }: { days: ListingStats['days'] }) {
  const max = Math.max(1, ...days.map((d) => Math.max(d.views, d.contact_clicks)));
  const w = 600;
  const h = 100;
  const gap = 4;
  const slot = (w - gap * (days.length - 1)) / days.length;
  const bar = slot / 2;
  const height = (n: number) => (n === 0 ? 0 : Math.max(2, (n / max) * h));
  const views = days.reduce((a, d) => a + d.views, 0);
  const clicks = days.reduce((a, d) => a + d.contact_clicks, 0);
  return (
    <figure className="grid gap-2">
      <div className="flex items-end gap-2">
        <span className="w-8 shrink-0 self-start text-right text-xs tabular-nums text-muted-foreground" aria-hidden>
          {max}
        </span>
        <svg
          viewBox={`0 0 ${w} ${h}`}
          preserveAspectRatio="none"
          className="h-36 w-full border-b border-border"
          role="img"
          aria-label={`Page views and contact clicks per day, last ${days.length} days: ${views} views, ${clicks} contact clicks`}
        >
          {days.map((d, i) => {
            const x = i * (slot + gap);
            return (
              <g key={d.date}>
                <rect x={x} y={h - height(d.views)} width={bar} height={height(d.views)} className="fill-primary">
                  <title>{`${label(d.date)}: ${d.views} views`}</title>
                </rect>
                <rect x={x + bar} y={h - height(d.contact_clicks)} width={bar} height={height(d.contact_clicks)} className="fill-amber-400">
                  <title>{`${label(d.date)}: ${d.contact_clicks} contact clicks`}</title>
                </rect>
              </g>
            );
          })}
        </svg>
      </div>
      <div className="ml-10 flex justify-between text-xs text-muted-foreground" aria-hidden>
        <span>{label(days[0]?.date ?? '')}</span>
        <span>Today</span>
      </div>
      <figcaption className="ml-10 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="size-2.5 rounded-sm bg-primary" /> {views.toLocaleString()} page {views === 1 ? 'view' : 'views'}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="size-2.5 rounded-sm bg-amber-400" /> {clicks.toLocaleString()} contact{' '}
          {clicks === 1 ? 'click' : 'clicks'}
        </span>
      </figcaption>
    </figure>
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
          <BarChart3 className="size-5" aria-hidden /> Listing statistics
        </CardTitle>
        <CardDescription>Visits to your public listing and clicks on its contact details, last {days} days (UTC).</CardDescription>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <Loading label="Loading statistics…">
            <Skeleton className="h-40 w-full" />
          </Loading>
        ) : stats.isError || mismatch ? (
          <ErrorState message={DIRECTORY_MESSAGES.statsLoadFailed} onRetry={() => stats.refetch()} retrying={stats.isFetching} />
        ) : (
          <>
            {stats.data.analytics_enabled === null ? (
              <p className="mb-3 text-sm text-muted-foreground">Your listing is not public yet: numbers start once it is approved.</p>
            ) : stats.data.analytics_enabled === false ? (
              <p className="mb-3 text-sm text-muted-foreground">Analytics are off for your listing, so new visits are not counted.</p>
            ) : null}
            <StatsChart days={stats.data.days} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
