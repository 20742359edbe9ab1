import {
  type DashboardDailyFigure,
  type DashboardFigures,
  ENTERPRISE_DASHBOARD_DAYS,
  type EnterpriseDashboard,
} from '@mb/contract/enterprise-dashboard';
import { Building2, CalendarCheck, CalendarDays, Clapperboard, Eye, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Avatar } from '../../components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { DayBarChart } from '../../components/ui/day-bar-chart';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { intlLocale, t } from '../../lib/i18n';
import { useMyProfile } from '../profiles';
import { profilePath } from './link-list';
import { useEnterpriseDashboard } from './queries';

type Figure = keyof DashboardFigures;

/** The figures in the order the page shows them, with their words (rules: contract enterprise-dashboard.ts); read in the current language. */
const figures = (): { key: Figure; label: string; icon: typeof Users; daily?: { title: string; unit: string; fill: string } }[] => [
  {
    key: 'casting_calls',
    label: t('enterprise.figure.castingCalls', 'Casting calls'),
    icon: Clapperboard,
    daily: {
      title: t('enterprise.daily.castingCalls', 'Casting calls posted'),
      unit: t('enterprise.unit.calls', 'calls'),
      fill: 'fill-primary',
    },
  },
  {
    key: 'applicants',
    label: t('enterprise.figure.applicants', 'Applicants'),
    icon: UserPlus,
    daily: {
      title: t('enterprise.daily.applicants', 'Applications received'),
      unit: t('enterprise.unit.applications', 'applications'),
      fill: 'fill-info',
    },
  },
  {
    key: 'bookings',
    label: t('enterprise.figure.bookings', 'Bookings'),
    icon: CalendarCheck,
    daily: {
      title: t('enterprise.daily.bookings', 'Booking requests'),
      unit: t('enterprise.unit.requests', 'requests'),
      fill: 'fill-success',
    },
  },
  {
    key: 'events',
    label: t('enterprise.figure.events', 'Events'),
    icon: CalendarDays,
    daily: { title: t('enterprise.daily.events', 'Events published'), unit: t('enterprise.unit.events', 'events'), fill: 'fill-warning' },
  },
  { key: 'portfolio_views', label: t('enterprise.figure.portfolioViews', 'Portfolio views'), icon: Eye },
  {
    key: 'followers',
    label: t('enterprise.figure.followers', 'Followers'),
    icon: Users,
    daily: {
      title: t('enterprise.daily.followers', 'New followers'),
      unit: t('enterprise.unit.followers', 'followers'),
      fill: 'fill-primary',
    },
  },
];

const num = (n: number) => n.toLocaleString(intlLocale());

/** /enterprise-dashboard (spec §2; enterprise accounts only): figures across the actively linked studios. */
export default function EnterpriseDashboardPage() {
  usePageMeta(
    t('enterprise.dashboard.title', 'Enterprise Dashboard'),
    t('enterprise.dashboard.meta', 'Casting, bookings, events, portfolio views and followers across your linked studios.'),
  );
  const profile = useMyProfile();
  const isEnterprise = profile.data?.profile_type === 'enterprise';
  const q = useEnterpriseDashboard(isEnterprise);
  return (
    <section className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="enterprise-dashboard-title">
      <div className="grid gap-1">
        <h1 id="enterprise-dashboard-title" className="text-2xl font-bold tracking-tight">
          {t('enterprise.dashboard.title', 'Enterprise Dashboard')}
        </h1>
        <p className="text-sm text-muted-foreground" data-testid="enterprise-dashboard-summary">
          {q.data?.studios.length
            ? t('enterprise.dashboard.summary', 'Figures across your {count} linked {count, plural, one {studio} other {studios}}.', {
                count: q.data.studios.length,
              })
            : t('enterprise.dashboard.summaryNone', 'Figures across your linked studios.')}
        </p>
      </div>
      {profile.isPending || (isEnterprise && q.isPending) ? (
        <Loading label={t('enterprise.dashboard.loading', 'Loading your dashboard...')} className="grid gap-4">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {figures().map((f) => (
              <Skeleton key={f.key} className="h-20 w-full" />
            ))}
          </div>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </Loading>
      ) : profile.isError ? (
        <ErrorState
          title={t('enterprise.dashboard.loadFailed', 'Could not load your dashboard')}
          message={errorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : !isEnterprise ? (
        <EmptyState icon={Building2} title={t('enterprise.dashboard.onlyEnterprise', 'For enterprise accounts')}>
          {t(
            'enterprise.dashboard.onlyEnterpriseText',
            "The enterprise dashboard is for enterprise accounts. A studio's figures are on its studio dashboard.",
          )}
        </EmptyState>
      ) : q.isError ? (
        <ErrorState
          title={t('enterprise.dashboard.loadFailed', 'Could not load your dashboard')}
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : q.data && q.data.studios.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={t('enterprise.dashboard.noStudios', 'No linked studios yet')}
          action={
            <Link to="/enterprise-profile?tab=studios" className="font-medium underline underline-offset-4">
              {t('enterprise.dashboard.linkStudio', 'Link a studio')}
            </Link>
          }
        >
          {t(
            'enterprise.dashboard.noStudiosText',
            'Invite your studios from your enterprise settings. Once a studio accepts, its casting calls, bookings, events, portfolio views and followers show here.',
          )}
        </EmptyState>
      ) : q.data ? (
        <Figures data={q.data} />
      ) : null}
    </section>
  );
}

function Figures({ data }: { data: EnterpriseDashboard }) {
  return (
    <>
      <dl
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
        aria-label={t('enterprise.dashboard.totals', 'Totals across your linked studios')}
      >
        {figures().map((f) => (
          <div key={f.key} className="grid gap-1 rounded-lg border bg-card p-4 text-card-foreground">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <f.icon className="size-3.5 shrink-0" aria-hidden />
              {f.label}
            </dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid={`total-${f.key}`}>
              {num(data.totals[f.key])}
            </dd>
          </div>
        ))}
      </dl>
      <StudioTable studios={data.studios} />
      <section className="grid min-w-0 grid-cols-1 gap-3" aria-labelledby="enterprise-dashboard-charts">
        <div className="grid gap-1">
          <h2 id="enterprise-dashboard-charts" className="text-lg font-semibold">
            {t('enterprise.dashboard.lastDays', 'Last {days} days', { days: ENTERPRISE_DASHBOARD_DAYS })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('enterprise.dashboard.perDay', 'Per UTC day across your linked studios. Portfolio views are counted in total only.')}
          </p>
        </div>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {figures()
            .flatMap((f) => (f.daily ? [{ ...f, key: f.key as DashboardDailyFigure, daily: f.daily }] : []))
            .map((f) => {
              const total = data.per_day.reduce((a, d) => a + d[f.key], 0);
              return (
                <Card key={f.key} data-testid={`chart-${f.key}`}>
                  <CardHeader className="pb-2">
                    <CardTitle className="flex items-center gap-2 text-base">
                      <f.icon className="size-4" aria-hidden />
                      {f.daily.title}
                    </CardTitle>
                    <CardDescription>
                      {t('enterprise.dashboard.inLast', '{total} in the last {days} days', {
                        total: num(total),
                        days: ENTERPRISE_DASHBOARD_DAYS,
                      })}
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <DayBarChart
                      className="h-28"
                      days={data.per_day.map((d) => ({ day: d.day, values: [d[f.key]] }))}
                      series={[{ unit: f.daily.unit, fill: f.daily.fill }]}
                      label={t('enterprise.dashboard.chartLabel', '{title} per day, last {days} days: {total} in all', {
                        title: f.daily.title,
                        days: ENTERPRISE_DASHBOARD_DAYS,
                        total,
                      })}
                      caption={null}
                    />
                  </CardContent>
                </Card>
              );
            })}
        </div>
      </section>
    </>
  );
}

function StudioTable({ studios }: { studios: EnterpriseDashboard['studios'] }) {
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Building2 className="size-4" aria-hidden />
          {t('enterprise.dashboard.perStudio', 'Per studio')}
        </CardTitle>
        <CardDescription>
          {t('enterprise.dashboard.allTime', 'Your linked studios, all time.')}{' '}
          <Link to="/enterprise-profile?tab=studios" className="font-medium text-foreground underline underline-offset-4">
            {t('enterprise.dashboard.manage', 'Manage studios')}
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">{t('enterprise.dashboard.caption', 'Figures per linked studio')}</caption>
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="sticky left-0 bg-card px-4 py-2 font-medium sm:px-0">
                  {t('enterprise.dashboard.studio', 'Studio')}
                </th>
                {figures().map((f) => (
                  <th key={f.key} scope="col" className="px-2 py-2 text-right font-medium">
                    {f.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {studios.map((s) => (
                <tr key={s.id} className="border-t" data-testid="studio-row">
                  <th scope="row" className="sticky left-0 bg-card px-4 py-2 text-left font-medium sm:px-0">
                    <Link
                      to={profilePath(s)}
                      className="flex max-w-[11rem] items-center gap-2 underline-offset-4 hover:underline sm:max-w-none"
                    >
                      <Avatar src={s.avatar_url} alt="" className="size-7 shrink-0" />
                      <span className="truncate">{s.name}</span>
                    </Link>
                  </th>
                  {figures().map((f) => (
                    <td key={f.key} className="px-2 py-2 text-right tabular-nums" data-testid={`studio-${f.key}`}>
                      {num(s.figures[f.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
