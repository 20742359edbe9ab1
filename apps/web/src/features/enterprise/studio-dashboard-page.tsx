import type { StudioDashboard } from '@mb/contract/enterprise';
import { Building2, CalendarCheck, CalendarDays, Clapperboard, Eye, Newspaper, Users } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { intlLocale, t } from '../../lib/i18n';
import { useMyProfile } from '../profiles';
import { LinkedEnterprises } from './linked-enterprises';
import { useStudioDashboard } from './queries';

const when = (iso: string) => new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
const day = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00`).toLocaleDateString(intlLocale(), { dateStyle: 'medium' });

/** /studio-dashboard (spec §2; studio accounts, also when an enterprise acts as the studio). */
export default function StudioDashboardPage() {
  usePageMeta(
    t('enterprise.studio.title', 'Studio Dashboard'),
    t('enterprise.studio.meta', 'Your studio at a glance: casting pipeline, bookings, events, news and statistics.'),
  );
  const profile = useMyProfile();
  const isStudio = profile.data?.profile_type === 'studio';
  const q = useStudioDashboard(isStudio);
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8" aria-labelledby="studio-dashboard-title">
      <div className="grid gap-1">
        <h1 id="studio-dashboard-title" className="text-2xl font-bold tracking-tight">
          {t('enterprise.studio.title', 'Studio Dashboard')}
        </h1>
        <p className="text-sm text-muted-foreground" data-testid="studio-name">
          {profile.data
            ? profile.data.display_name?.trim() || profile.data.username || t('enterprise.studio.account', 'Studio Account')
            : t('enterprise.studio.glance', 'Your studio at a glance.')}
        </p>
      </div>
      {profile.isPending ? (
        <Loading label={t('enterprise.studio.loading', 'Loading your studio...')} className="grid gap-3">
          <Skeleton className="h-32 w-full" />
        </Loading>
      ) : !isStudio ? (
        <EmptyState icon={Building2} title={t('enterprise.studio.onlyStudio', 'For studio accounts')}>
          {t(
            'enterprise.studio.onlyStudioText',
            'The studio dashboard is for studio accounts. Enterprise accounts use it by switching to a linked studio.',
          )}
        </EmptyState>
      ) : (
        <>
          {q.isError ? (
            <ErrorState
              title={t('enterprise.dashboard.loadFailed', 'Could not load your dashboard')}
              message={errorMessage(q.error)}
              onRetry={() => void q.refetch()}
              retrying={q.isFetching}
            />
          ) : null}
          <StatsRow data={q.data} pending={q.isPending} onRetry={() => void q.refetch()} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Section
              title={t('enterprise.studio.casting', 'Casting pipeline')}
              what={t('enterprise.studio.castingWhat', 'casting pipeline')}
              icon={Clapperboard}
              testId="dash-casting"
              pending={q.isPending}
              failed={q.data?.casting === null}
              onRetry={() => void q.refetch()}
            >
              {q.data?.casting ? <CastingPipeline calls={q.data.casting.calls} /> : null}
            </Section>
            <Section
              title={t('enterprise.studio.bookings', 'Upcoming bookings')}
              what={t('enterprise.studio.bookingsWhat', 'upcoming bookings')}
              icon={CalendarCheck}
              testId="dash-bookings"
              pending={q.isPending}
              failed={q.data?.bookings === null}
              onRetry={() => void q.refetch()}
            >
              {q.data?.bookings ? <Bookings data={q.data.bookings} /> : null}
            </Section>
            <Section
              title={t('enterprise.studio.events', 'Upcoming events')}
              what={t('enterprise.studio.eventsWhat', 'upcoming events')}
              icon={CalendarDays}
              testId="dash-events"
              pending={q.isPending}
              failed={q.data?.events === null}
              onRetry={() => void q.refetch()}
            >
              {q.data?.events ? <Events data={q.data.events} /> : null}
            </Section>
            <Card data-testid="dash-news">
              <CardHeader className="pb-3">
                <CardTitle className="flex items-center gap-2 text-base">
                  <Newspaper className="size-4" aria-hidden />
                  {t('enterprise.studio.news', 'News & Updates')}
                </CardTitle>
              </CardHeader>
              <CardContent className="grid gap-2 text-sm">
                <p className="text-muted-foreground">{t('enterprise.studio.newsText', 'Tell creators what your studio is working on.')}</p>
                <Link to="/studio-news" className="w-fit font-medium underline underline-offset-4">
                  {t('enterprise.studio.postNews', 'Post news and updates')}
                </Link>
              </CardContent>
            </Card>
          </div>
          <LinkedEnterprises />
        </>
      )}
    </section>
  );
}

function Section({
  title,
  what,
  icon: Icon,
  testId,
  pending,
  failed,
  onRetry,
  children,
}: {
  title: string;
  /** The section's name inside a sentence ('Loading upcoming events...'). */
  what: string;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  testId: string;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  children: React.ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-4" aria-hidden />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {pending ? (
          <Loading label={t('enterprise.studio.sectionLoading', 'Loading {what}...', { what })} className="grid gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </Loading>
        ) : failed ? (
          <ErrorState
            title={t('enterprise.studio.sectionFailed', 'Could not load {what}', { what })}
            message={t('enterprise.studio.tryLater', 'Please try again in a moment.')}
            onRetry={onRetry}
          />
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

const Quiet = ({ children }: { children: React.ReactNode }) => (
  <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{children}</p>
);

function CastingPipeline({ calls }: { calls: NonNullable<StudioDashboard['casting']>['calls'] }) {
  if (calls.length === 0)
    return (
      <Quiet>
        {t('enterprise.studio.noCalls', 'No casting calls yet.')}{' '}
        <Link to="/casting-forms" className="font-medium text-foreground underline underline-offset-4">
          {t('enterprise.studio.openCall', 'Open a casting call')}
        </Link>
      </Quiet>
    );
  return (
    <ul className="grid gap-2">
      {calls.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3" data-testid="dash-call">
          <div className="grid min-w-0">
            <Link to="/casting-forms" className="truncate font-medium underline-offset-4 hover:underline">
              {c.title}
            </Link>
            <span className="text-xs text-muted-foreground">
              {t('enterprise.studio.deadline', 'Deadline {date}', { date: day(c.deadline) })}
            </span>
          </div>
          <div className="flex items-center gap-2">
            <Badge variant={c.accepting ? 'success' : 'outline'}>
              {c.accepting ? t('enterprise.studio.open', 'Open') : t('enterprise.studio.closed', 'Closed')}
            </Badge>
            <Badge variant="secondary" data-testid="dash-call-applicants">
              {t('enterprise.studio.applicants', '{count, plural, one {# applicant} other {# applicants}}', { count: c.applicants })}
            </Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Bookings({ data }: { data: NonNullable<StudioDashboard['bookings']> }) {
  if (!data.installed)
    return (
      <Quiet>
        {t('enterprise.studio.takeBookings', 'Take bookings with MB Bookings.')}{' '}
        <Link to="/apps/mb-bookings" className="font-medium text-foreground underline underline-offset-4">
          {t('enterprise.studio.openBookings', 'Open MB Bookings')}
        </Link>
      </Quiet>
    );
  return (
    <div className="grid gap-2">
      {data.requests > 0 ? (
        <Link to="/apps/mb-bookings" className="w-fit text-sm font-medium underline underline-offset-4">
          {t('enterprise.studio.requests', '{count, plural, one {# request} other {# requests}} to answer', { count: data.requests })}
        </Link>
      ) : null}
      {data.upcoming.length === 0 ? (
        <Quiet>{t('enterprise.studio.noBookings', 'No upcoming bookings.')}</Quiet>
      ) : (
        <ul className="grid gap-2">
          {data.upcoming.map((b) => (
            <li key={b.id} className="grid rounded-md border p-3 text-sm">
              <span className="font-medium">{b.title}</span>
              <span className="text-xs text-muted-foreground">
                {when(b.starts_at)} · {t('enterprise.studio.with', 'with {name}', { name: b.with })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Events({ data }: { data: NonNullable<StudioDashboard['events']> }) {
  if (!data.installed)
    return (
      <Quiet>
        {t('enterprise.studio.runEvents', 'Run events with MB Events.')}{' '}
        <Link to="/app/mb-events" className="font-medium text-foreground underline underline-offset-4">
          {t('enterprise.studio.openEvents', 'Open MB Events')}
        </Link>
      </Quiet>
    );
  if (data.upcoming.length === 0) return <Quiet>{t('enterprise.studio.noEvents', 'No upcoming events.')}</Quiet>;
  return (
    <ul className="grid gap-2">
      {data.upcoming.map((e) => (
        <li key={e.id} className="grid rounded-md border p-3 text-sm">
          <Link to={`/app/mb-events/manage/${e.id}`} className="font-medium underline-offset-4 hover:underline">
            {e.title}
          </Link>
          <span className="text-xs text-muted-foreground">{when(e.starts_at)}</span>
        </li>
      ))}
    </ul>
  );
}

function StatsRow({ data, pending, onRetry }: { data: StudioDashboard | undefined; pending: boolean; onRetry: () => void }) {
  if (pending)
    return (
      <Loading label={t('enterprise.studio.statsLoading', 'Loading statistics...')} className="grid grid-cols-2 gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </Loading>
    );
  if (!data) return null;
  if (!data.stats)
    return (
      <ErrorState
        title={t('enterprise.studio.statsFailed', 'Could not load statistics')}
        message={t('enterprise.studio.tryLater', 'Please try again in a moment.')}
        onRetry={onRetry}
      />
    );
  const figures = [
    { label: t('enterprise.figure.followers', 'Followers'), value: data.stats.followers, icon: Users, testId: 'stat-followers' },
    { label: t('enterprise.figure.portfolioViews', 'Portfolio views'), value: data.stats.portfolio_views, icon: Eye, testId: 'stat-views' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {figures.map((f) => (
        <div key={f.testId} className="grid gap-1 rounded-lg border bg-card p-4 text-card-foreground">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            <f.icon className="size-3.5" aria-hidden />
            {f.label}
          </dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid={f.testId}>
            {f.value.toLocaleString(intlLocale())}
          </dd>
        </div>
      ))}
    </dl>
  );
}
