import {
  ANALYTICS_RANGES,
  type AnalyticsRange,
  ANALYTICS_MESSAGES as M,
  type ProfileAnalytics,
  VIEW_SOURCE_LABELS,
} from '@mb/contract/analytics';
import type { OwnPortfolioItem } from '@mb/contract/portfolio';
import { profilePath } from '@mb/contract/profiles';
import { ChartColumn, Crown, Lock } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/form-errors';
import { PRODUCT_NAME } from '../../lib/product';
import { timeAgo } from '../../lib/time-ago';
import { cn } from '../../lib/utils';
import { useMyPortfolio } from '../portfolio';
import { useMyAnalytics } from './queries';

// recharts is large: its chunk loads with this page's figures, never with the first page.
const ViewsChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.ViewsChart })));
const FollowersChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.FollowersChart })));
const SourcesChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.SourcesChart })));

const isRange = (v: string | null): v is AnalyticsRange => v !== null && (ANALYTICS_RANGES as readonly string[]).includes(v);
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
const n = (v: number) => v.toLocaleString();
const nameOf = (v: { display_name: string | null; username: string | null }) =>
  v.display_name?.trim() || (v.username ? `@${v.username}` : 'A member');

/** /analytics: who viewed the member's profile, views of it and of each item, their sources, follower growth. */
export default function AnalyticsPage() {
  usePageMeta(`Profile analytics | ${PRODUCT_NAME}`, undefined);
  const [params, setParams] = useSearchParams();
  const requested = params.get('days');
  const range: AnalyticsRange = isRange(requested) ? requested : '7';
  const query = useMyAnalytics(range);
  const proOnly = query.error instanceof ApiError && query.error.status === 403;
  const choose = (r: AnalyticsRange) => {
    const next = new URLSearchParams(params);
    next.set('days', r);
    setParams(next, { replace: true });
  };

  let body: ReactNode;
  if (proOnly) body = <ProOnly />;
  else if (query.isPending) body = <AnalyticsSkeleton />;
  else if (query.isError)
    body = (
      <ErrorState
        title={M.loadFailed}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else body = <Figures data={query.data} />;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Profile analytics</h1>
          <p className="text-sm text-muted-foreground">Who looks at your profile and your work, and where they come from.</p>
        </div>
        <fieldset className="flex gap-1 rounded-lg border p-1" aria-label="Period">
          {ANALYTICS_RANGES.map((r) => (
            <Button
              key={r}
              size="sm"
              variant={r === range ? 'default' : 'ghost'}
              aria-pressed={r === range}
              onClick={() => choose(r)}
              data-testid={`range-${r}`}
            >
              {r} days
              {r !== '7' && (proOnly || query.data?.is_pro === false) ? <Lock aria-label="Pro" className="size-3" /> : null}
            </Button>
          ))}
        </fieldset>
      </div>
      {body}
    </div>
  );
}

function ProOnly() {
  return (
    <Card className="border-primary/40" data-testid="analytics-pro-only">
      <CardContent className="grid justify-items-start gap-3 pt-6">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Crown className="size-4 text-primary" aria-hidden="true" />
          30 and 90 days are for Pro members
        </h2>
        <p className="text-sm text-muted-foreground">{M.proOnly}</p>
        <Button asChild>
          <Link to="/pricing">See Pro plans</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function AnalyticsSkeleton() {
  return (
    <Loading label="Loading your statistics" className="grid gap-6">
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72" />
      <Skeleton className="h-48" />
    </Loading>
  );
}

function Stat({ label, value, note, testId }: { label: string; value: number; note?: string; testId: string }) {
  return (
    <Card>
      <CardContent className="grid gap-1 pt-6">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-semibold tabular-nums" data-testid={testId}>
          {n(value)}
        </p>
        {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      </CardContent>
    </Card>
  );
}

function Figures({ data }: { data: ProfileAnalytics }) {
  const t = data.totals;
  const nothing = t.profile_views === 0 && t.item_views === 0 && t.new_followers === 0 && data.viewers.length === 0;
  const period = `the last ${data.days} days`;
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Stat label="Profile views" value={t.profile_views} testId="total-profile-views" />
        <Stat label="Portfolio item views" value={t.item_views} testId="total-item-views" />
        <Stat label="Visitors and private viewers" value={t.unnamed_views} note="Profile views without a name" testId="total-unnamed" />
        <Stat
          label="Followers"
          value={t.followers}
          note={`${t.new_followers >= 0 ? '+' : ''}${n(t.new_followers)} in ${period}`}
          testId="total-followers"
        />
      </div>
      {!data.is_pro ? (
        <p className="text-sm text-muted-foreground">
          Free members see the last {data.max_days} days.{' '}
          <Link to="/pricing" className="font-medium text-primary underline-offset-2 hover:underline">
            Pro members see 30 and 90 days
          </Link>
          .
        </p>
      ) : null}
      {nothing ? (
        <EmptyState
          icon={ChartColumn}
          title="No views yet"
          action={
            <Button asChild variant="outline">
              <Link to="/profile/edit">Complete your profile</Link>
            </Button>
          }
        >
          Nobody has viewed your profile or your work in {period}. Share your profile link, post in the feed and keep your portfolio fresh.
        </EmptyState>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Views and followers</CardTitle>
              <CardDescription>Per day, {period} (UTC days).</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6 md:grid-cols-2">
              <Suspense fallback={<Skeleton className="h-64" />}>
                <ViewsChart series={data.series} />
                <FollowersChart series={data.series} />
              </Suspense>
              <DaysTable data={data} />
            </CardContent>
          </Card>
          <div className="grid gap-6 md:grid-cols-2">
            <Viewers data={data} />
            <Sources data={data} />
          </div>
          <Items data={data} />
        </>
      )}
    </div>
  );
}

/** The charts' numbers for screen readers. */
function DaysTable({ data }: { data: ProfileAnalytics }) {
  return (
    <table className="sr-only">
      <caption>Views and followers per day, the last {data.days} days</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Profile views</th>
          <th scope="col">Portfolio item views</th>
          <th scope="col">New followers</th>
          <th scope="col">Followers</th>
        </tr>
      </thead>
      <tbody>
        {data.series.map((d) => (
          <tr key={d.date}>
            <th scope="row">{formatDay(d.date)}</th>
            <td>{d.profile_views}</td>
            <td>{d.item_views}</td>
            <td>{d.new_followers}</td>
            <td>{d.followers}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Viewers({ data }: { data: ProfileAnalytics }) {
  return (
    <Card data-testid="recent-viewers">
      <CardHeader>
        <CardTitle>Who viewed your profile</CardTitle>
        <CardDescription>
          {data.show_my_views
            ? `${n(data.viewer_count)} ${data.viewer_count === 1 ? 'member who shows' : 'members who show'} themselves, and ${n(data.totals.unnamed_views)} ${data.totals.unnamed_views === 1 ? 'view' : 'views'} by visitors and private members.`
            : `${n(data.totals.profile_views)} profile ${data.totals.profile_views === 1 ? 'view' : 'views'} in the last ${data.days} days.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!data.show_my_views ? (
          <p className="text-sm text-muted-foreground" data-testid="viewers-private">
            {M.switchedOff}{' '}
            <Link to="/settings?tab=privacy" className="font-medium text-primary underline-offset-2 hover:underline">
              Privacy settings
            </Link>
          </p>
        ) : data.viewers.length === 0 ? (
          <p className="text-sm text-muted-foreground">No member who shows themselves has viewed your profile in this period.</p>
        ) : (
          <ul className="grid gap-3">
            {data.viewers.map((v) => (
              <li key={v.id} className="flex items-center gap-3">
                <Avatar src={v.avatar_url} alt="" className="size-9" />
                <div className="min-w-0">
                  <Link to={profilePath(v)} className="block truncate font-medium hover:underline">
                    {nameOf(v)}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {timeAgo(v.viewed_at)} · from {VIEW_SOURCE_LABELS[v.source]}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Sources({ data }: { data: ProfileAnalytics }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Where views come from</CardTitle>
        <CardDescription>Profile and portfolio item views by where the reader came from.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Suspense fallback={<Skeleton className="h-56" />}>
          <SourcesChart sources={data.sources} />
        </Suspense>
        <table className="w-full text-sm" data-testid="sources-table">
          <caption className="sr-only">Views by source, the last {data.days} days</caption>
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="font-medium">
                Source
              </th>
              <th scope="col" className="text-right font-medium">
                Profile
              </th>
              <th scope="col" className="text-right font-medium">
                Items
              </th>
            </tr>
          </thead>
          <tbody>
            {data.sources.map((s) => (
              <tr key={s.source} className="border-t">
                <th scope="row" className="py-1 text-left font-normal">
                  {VIEW_SOURCE_LABELS[s.source]}
                </th>
                <td className="py-1 text-right tabular-nums">{n(s.profile_views)}</td>
                <td className="py-1 text-right tabular-nums">{n(s.item_views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

function Items({ data }: { data: ProfileAnalytics }) {
  const portfolio = useMyPortfolio();
  const byId = new Map<string, OwnPortfolioItem>((portfolio.data?.items ?? []).map((i) => [i.id, i]));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Portfolio items</CardTitle>
        <CardDescription>Your most viewed work in the last {data.days} days.</CardDescription>
      </CardHeader>
      <CardContent>
        {data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No portfolio item was opened in this period.</p>
        ) : (
          <ol className="grid gap-2" data-testid="item-views">
            {data.items.map((v, i) => {
              const item = byId.get(v.id);
              return (
                <li key={v.id} className={cn('flex items-center gap-3', i > 0 && 'border-t pt-2')}>
                  <span className="size-10 shrink-0 overflow-hidden rounded bg-muted">
                    {item?.media.thumb_url ? (
                      <img src={item.media.thumb_url} alt="" width={40} height={40} className="size-10 object-cover" />
                    ) : null}
                  </span>
                  <span className="min-w-0 flex-1 truncate">
                    {item ? item.title?.trim() || `Untitled ${item.kind}` : portfolio.isPending ? '…' : 'A removed item'}
                  </span>
                  <span className="tabular-nums">
                    {n(v.views)} <span className="text-muted-foreground">{v.views === 1 ? 'view' : 'views'}</span>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
