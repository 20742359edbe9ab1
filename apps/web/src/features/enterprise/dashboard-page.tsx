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
import { intlLocale } from '../../lib/i18n';
import { useMyProfile } from '../profiles';
import { profilePath } from './link-list';
import { useEnterpriseDashboard } from './queries';

type Figure = keyof DashboardFigures;

/** The figures in the order the page shows them, with their words (rules: contract enterprise-dashboard.ts). */
const FIGURES: { key: Figure; label: string; icon: typeof Users; daily?: { title: string; unit: string; fill: string } }[] = [
  {
    key: 'casting_calls',
    label: 'Casting calls',
    icon: Clapperboard,
    daily: { title: 'Casting calls posted', unit: 'calls', fill: 'fill-primary' },
  },
  {
    key: 'applicants',
    label: 'Applicants',
    icon: UserPlus,
    daily: { title: 'Applications received', unit: 'applications', fill: 'fill-info' },
  },
  { key: 'bookings', label: 'Bookings', icon: CalendarCheck, daily: { title: 'Booking requests', unit: 'requests', fill: 'fill-success' } },
  { key: 'events', label: 'Events', icon: CalendarDays, daily: { title: 'Events published', unit: 'events', fill: 'fill-warning' } },
  { key: 'portfolio_views', label: 'Portfolio views', icon: Eye },
  { key: 'followers', label: 'Followers', icon: Users, daily: { title: 'New followers', unit: 'followers', fill: 'fill-primary' } },
];

const num = (n: number) => n.toLocaleString(intlLocale());

/** /enterprise-dashboard (spec §2; enterprise accounts only): figures across the actively linked studios. */
export default function EnterpriseDashboardPage() {
  usePageMeta('Enterprise Dashboard', 'Casting, bookings, events, portfolio views and followers across your linked studios.');
  const profile = useMyProfile();
  const isEnterprise = profile.data?.profile_type === 'enterprise';
  const q = useEnterpriseDashboard(isEnterprise);
  return (
    <section className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="enterprise-dashboard-title">
      <div className="grid gap-1">
        <h1 id="enterprise-dashboard-title" className="text-2xl font-bold tracking-tight">
          Enterprise Dashboard
        </h1>
        <p className="text-sm text-muted-foreground" data-testid="enterprise-dashboard-summary">
          {q.data?.studios.length
            ? `Figures across your ${q.data.studios.length} linked ${q.data.studios.length === 1 ? 'studio' : 'studios'}.`
            : 'Figures across your linked studios.'}
        </p>
      </div>
      {profile.isPending || (isEnterprise && q.isPending) ? (
        <Loading label="Loading your dashboard..." className="grid gap-4">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {FIGURES.map((f) => (
              <Skeleton key={f.key} className="h-20 w-full" />
            ))}
          </div>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </Loading>
      ) : profile.isError ? (
        <ErrorState
          title="Could not load your dashboard"
          message={errorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : !isEnterprise ? (
        <EmptyState icon={Building2} title="For enterprise accounts">
          The enterprise dashboard is for enterprise accounts. A studio's figures are on its studio dashboard.
        </EmptyState>
      ) : q.isError ? (
        <ErrorState
          title="Could not load your dashboard"
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : q.data && q.data.studios.length === 0 ? (
        <EmptyState
          icon={Building2}
          title="No linked studios yet"
          action={
            <Link to="/enterprise-profile?tab=studios" className="font-medium underline underline-offset-4">
              Link a studio
            </Link>
          }
        >
          Invite your studios from your enterprise settings. Once a studio accepts, its casting calls, bookings, events, portfolio views and
          followers show here.
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
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Totals across your linked studios">
        {FIGURES.map((f) => (
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
            Last {ENTERPRISE_DASHBOARD_DAYS} days
          </h2>
          <p className="text-sm text-muted-foreground">
            Per UTC day across your linked studios. Portfolio views are counted in total only.
          </p>
        </div>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {FIGURES.flatMap((f) => (f.daily ? [{ ...f, key: f.key as DashboardDailyFigure, daily: f.daily }] : [])).map((f) => {
            const total = data.per_day.reduce((a, d) => a + d[f.key], 0);
            return (
              <Card key={f.key} data-testid={`chart-${f.key}`}>
                <CardHeader className="pb-2">
                  <CardTitle className="flex items-center gap-2 text-base">
                    <f.icon className="size-4" aria-hidden />
                    {f.daily.title}
                  </CardTitle>
                  <CardDescription>
                    {num(total)} in the last {ENTERPRISE_DASHBOARD_DAYS} days
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <DayBarChart
                    className="h-28"
                    days={data.per_day.map((d) => ({ day: d.day, values: [d[f.key]] }))}
                    series={[{ unit: f.daily.unit, fill: f.daily.fill }]}
                    label={`${f.daily.title} per day, last ${ENTERPRISE_DASHBOARD_DAYS} days: ${total} in all`}
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
          Per studio
        </CardTitle>
        <CardDescription>
          Your linked studios, all time.{' '}
          <Link to="/enterprise-profile?tab=studios" className="font-medium text-foreground underline underline-offset-4">
            Manage studios
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">Figures per linked studio</caption>
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="sticky left-0 bg-card px-4 py-2 font-medium sm:px-0">
                  Studio
                </th>
                {FIGURES.map((f) => (
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
                  {FIGURES.map((f) => (
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
