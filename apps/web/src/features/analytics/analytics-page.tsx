import { ANALYTICS_RANGES, type AnalyticsRange, ANALYTICS_MESSAGES as M, type ProfileAnalytics } from '@mb/contract/analytics';
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
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { timeAgo } from '../../lib/time-ago';
import { cn } from '../../lib/utils';
import { useMyPortfolio } from '../portfolio';
import { formatDay, formatNumber as n, sourceLabel } from './labels';
import { useMyAnalytics } from './queries';

// recharts is large: its chunk loads with this page's figures, never with the first page.
const ViewsChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.ViewsChart })));
const FollowersChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.FollowersChart })));
const SourcesChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.SourcesChart })));

const isRange = (v: string | null): v is AnalyticsRange => v !== null && (ANALYTICS_RANGES as readonly string[]).includes(v);
const nameOf = (v: { display_name: string | null; username: string | null }) =>
  v.display_name?.trim() || (v.username ? `@${v.username}` : t('analytics.aMember', 'A member'));

const untitled = (kind: OwnPortfolioItem['kind']) =>
  kind === 'video' ? t('analytics.items.untitledVideo', 'Untitled video') : t('analytics.items.untitledImage', 'Untitled image');

/** /analytics: who viewed the member's profile, views of it and of each item, their sources, follower growth. */
export default function AnalyticsPage() {
  usePageMeta(`${t('analytics.title', 'Profile analytics')} | ${PRODUCT_NAME}`, undefined);
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
        title={tm(M.loadFailed)}
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
          <h1 className="text-2xl font-bold tracking-tight">{t('analytics.title', 'Profile analytics')}</h1>
          <p className="text-sm text-muted-foreground">
            {t('analytics.intro', 'Who looks at your profile and your work, and where they come from.')}
          </p>
        </div>
        <fieldset className="flex gap-1 rounded-lg border p-1" aria-label={t('analytics.period', 'Period')}>
          {ANALYTICS_RANGES.map((r) => (
            <Button
              key={r}
              size="sm"
              variant={r === range ? 'default' : 'ghost'}
              aria-pressed={r === range}
              onClick={() => choose(r)}
              data-testid={`range-${r}`}
            >
              {t('analytics.days', '{count} days', { count: r })}
              {r !== '7' && (proOnly || query.data?.is_pro === false) ? (
                <Lock aria-label={t('analytics.proLock', 'Pro members only')} className="size-3" />
              ) : null}
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
          {t('analytics.proOnly.title', '30 and 90 days are for Pro members')}
        </h2>
        <p className="text-sm text-muted-foreground">{tm(M.proOnly)}</p>
        <Button asChild>
          <Link to="/pricing">{t('analytics.proOnly.plans', 'See Pro plans')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function AnalyticsSkeleton() {
  return (
    <Loading label={t('analytics.loading', 'Loading your statistics')} className="grid gap-6">
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
  const totals = data.totals;
  const nothing = totals.profile_views === 0 && totals.item_views === 0 && totals.new_followers === 0 && data.viewers.length === 0;
  const days = data.days;
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Stat label={t('analytics.profileViews', 'Profile views')} value={totals.profile_views} testId="total-profile-views" />
        <Stat label={t('analytics.itemViews', 'Portfolio item views')} value={totals.item_views} testId="total-item-views" />
        <Stat
          label={t('analytics.unnamed', 'Visitors and private viewers')}
          value={totals.unnamed_views}
          note={t('analytics.unnamedNote', 'Profile views without a name')}
          testId="total-unnamed"
        />
        <Stat
          label={t('analytics.followers', 'Followers')}
          value={totals.followers}
          note={t('analytics.newFollowers', '{change} in the last {days} days', {
            change: `${totals.new_followers >= 0 ? '+' : ''}${n(totals.new_followers)}`,
            days,
          })}
          testId="total-followers"
        />
      </div>
      {!data.is_pro ? (
        <p className="text-sm text-muted-foreground">
          {t('analytics.freeDays', 'Free members see the last {days} days.', { days: data.max_days })}{' '}
          <Link to="/pricing" className="font-medium text-primary underline-offset-2 hover:underline">
            {t('analytics.proDays', 'Pro members see 30 and 90 days.')}
          </Link>
        </p>
      ) : null}
      {nothing ? (
        <EmptyState
          icon={ChartColumn}
          title={t('analytics.empty.title', 'No views yet')}
          action={
            <Button asChild variant="outline">
              <Link to="/profile/edit">{t('analytics.empty.complete', 'Complete your profile')}</Link>
            </Button>
          }
        >
          {t(
            'analytics.empty.text',
            'Nobody has viewed your profile or your work in the last {days} days. Share your profile link, post in the feed and keep your portfolio fresh.',
            { days },
          )}
        </EmptyState>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>{t('analytics.series.title', 'Views and followers')}</CardTitle>
              <CardDescription>{t('analytics.series.intro', 'Per day, the last {days} days (UTC days).', { days })}</CardDescription>
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
      <caption>{t('analytics.series.caption', 'Views and followers per day, the last {days} days', { days: data.days })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('analytics.day', 'Day')}</th>
          <th scope="col">{t('analytics.profileViews', 'Profile views')}</th>
          <th scope="col">{t('analytics.itemViews', 'Portfolio item views')}</th>
          <th scope="col">{t('analytics.newFollowersColumn', 'New followers')}</th>
          <th scope="col">{t('analytics.followers', 'Followers')}</th>
        </tr>
      </thead>
      <tbody>
        {data.series.map((d) => (
          <tr key={d.date}>
            <th scope="row">{formatDay(d.date)}</th>
            <td>{n(d.profile_views)}</td>
            <td>{n(d.item_views)}</td>
            <td>{n(d.new_followers)}</td>
            <td>{n(d.followers)}</td>
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
        <CardTitle>{t('analytics.viewers.title', 'Who viewed your profile')}</CardTitle>
        <CardDescription>
          {data.show_my_views
            ? t(
                'analytics.viewers.shown',
                '{members, plural, one {# member who shows} other {# members who show}} themselves, and {views, plural, one {# view} other {# views}} by visitors and private members.',
                { members: data.viewer_count, views: data.totals.unnamed_views },
              )
            : t('analytics.viewers.private', '{views, plural, one {# profile view} other {# profile views}} in the last {days} days.', {
                views: data.totals.profile_views,
                days: data.days,
              })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!data.show_my_views ? (
          <p className="text-sm text-muted-foreground" data-testid="viewers-private">
            {tm(M.switchedOff)}{' '}
            <Link to="/settings?tab=privacy" className="font-medium text-primary underline-offset-2 hover:underline">
              {t('analytics.viewers.privacySettings', 'Privacy settings')}
            </Link>
          </p>
        ) : data.viewers.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('analytics.viewers.none', 'No member who shows themselves has viewed your profile in this period.')}
          </p>
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
                    {t('analytics.viewers.when', '{when} · from {source}', { when: timeAgo(v.viewed_at), source: sourceLabel(v.source) })}
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
        <CardTitle>{t('analytics.sources.title', 'Where views come from')}</CardTitle>
        <CardDescription>{t('analytics.sources.intro', 'Profile and portfolio item views by where the reader came from.')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Suspense fallback={<Skeleton className="h-56" />}>
          <SourcesChart sources={data.sources} />
        </Suspense>
        <table className="w-full text-sm" data-testid="sources-table">
          <caption className="sr-only">
            {t('analytics.sources.caption', 'Views by source, the last {days} days', { days: data.days })}
          </caption>
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="font-medium">
                {t('analytics.sources.source', 'Source')}
              </th>
              <th scope="col" className="text-right font-medium">
                {t('analytics.profile', 'Profile')}
              </th>
              <th scope="col" className="text-right font-medium">
                {t('analytics.sources.items', 'Items')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.sources.map((s) => (
              <tr key={s.source} className="border-t">
                <th scope="row" className="py-1 text-left font-normal">
                  {sourceLabel(s.source)}
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
        <CardTitle>{t('analytics.items.title', 'Portfolio items')}</CardTitle>
        <CardDescription>
          {t('analytics.items.intro', 'Your most viewed work in the last {days} days.', { days: data.days })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('analytics.items.none', 'No portfolio item was opened in this period.')}</p>
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
                    {item
                      ? item.title?.trim() || untitled(item.kind)
                      : portfolio.isPending
                        ? '…'
                        : t('analytics.items.removed', 'A removed item')}
                  </span>
                  <span className="tabular-nums">
                    {t('analytics.items.views', '{views, plural, one {# view} other {# views}}', { views: v.views })}
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
