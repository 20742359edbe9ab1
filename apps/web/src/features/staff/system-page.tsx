import { SYSTEM_MESSAGES, type SystemOverview, type SystemPart } from '@mb/contract/system';
import { Activity, AlertTriangle, Cpu, ListTodo, RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ErrorState, Loading } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { AdminFrame, formatDateTime } from './admin-frame';
import { useSystemOverview } from './admin-queries';

// The charts bring recharts: their own chunk, after the page's figures.
const SystemCharts = lazy(() => import('./system-charts'));

const partLabel = (part: SystemPart): string =>
  ({
    database: t('staff.system.part.database', 'Database'),
    storage: t('staff.system.part.storage', 'File storage'),
    mail: t('staff.system.part.mail', 'Mail'),
    hub: t('staff.system.part.hub', 'Compliance hub'),
    payments: t('staff.system.part.payments', 'Payments'),
    realtime: t('staff.system.part.realtime', 'Realtime bus'),
  })[part];

const stateLook = () =>
  ({
    ok: { label: t('staff.system.state.ok', 'OK'), badge: 'success', dot: 'bg-success' },
    degraded: { label: t('staff.system.state.degraded', 'Degraded'), badge: 'warning', dot: 'bg-warning' },
    down: { label: t('staff.system.state.down', 'Down'), badge: 'outline', dot: 'bg-destructive' },
    off: { label: t('staff.system.state.off', 'Not set up'), badge: 'secondary', dot: 'bg-muted-foreground' },
  }) as const;

/** '42 s', '3 min', '2 h'. */
function seconds(s: number | null): string {
  if (s === null) return '-';
  if (s < 90) return t('staff.age.seconds', '{count} s', { count: Math.round(s) });
  if (s < 90 * 60) return t('staff.age.minutes', '{count} min', { count: Math.round(s / 60) });
  return t('staff.age.hours', '{count} h', { count: Math.round(s / 3600) });
}

function Parts({ parts }: { parts: SystemOverview['parts'] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('staff.system.partsLabel', 'Parts of the platform')}>
      {parts.map((p) => {
        const look = stateLook()[p.state];
        return (
          <li key={p.part}>
            <Card className={cn('h-full', p.state === 'down' && 'border-destructive/60')}>
              <CardContent className="grid gap-2 p-4">
                <div className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-2 font-semibold">
                    <span className={cn('size-2.5 rounded-full', look.dot)} aria-hidden />
                    {partLabel(p.part)}
                  </span>
                  <Badge
                    variant={look.badge}
                    className={cn(p.state === 'down' && 'border-destructive/50 bg-destructive/10 text-destructive')}
                  >
                    {look.label}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">{tm(p.detail)}</p>
                {p.latency_ms !== null ? (
                  <p className="text-xs tabular-nums text-muted-foreground">
                    {t('staff.system.latency', 'Checked in {ms} ms', { ms: p.latency_ms })}
                  </p>
                ) : null}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function Queues({ queues }: { queues: SystemOverview['queues'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ListTodo className="size-5" aria-hidden /> {t('staff.system.jobs', 'Job queues')}
        </CardTitle>
        <CardDescription>
          {t(
            'staff.system.jobsLead',
            'Jobs due now and how long the oldest has waited, those running, and those that failed for good today.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {queues.length === 0 ? (
          <p className="text-sm text-muted-foreground">{tm(SYSTEM_MESSAGES.noQueues)}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-1 font-medium">{t('staff.system.kind', 'Kind')}</th>
                  <th className="py-1 text-right font-medium">{t('staff.system.due', 'Due')}</th>
                  <th className="py-1 text-right font-medium">{t('staff.queues.oldest', 'Oldest')}</th>
                  <th className="py-1 text-right font-medium">{t('staff.system.running', 'Running')}</th>
                  <th className="py-1 text-right font-medium">{t('staff.system.failed', 'Failed (24 h)')}</th>
                </tr>
              </thead>
              <tbody>
                {queues.map((q) => (
                  <tr key={q.kind} className="border-t">
                    <td className="py-1.5 pr-2 text-xs break-all">
                      {/* The job's name in the code, the same in every language. */}
                      <code>{q.kind}</code>
                    </td>
                    <td className="py-1.5 text-right tabular-nums">{q.due}</td>
                    <td className={cn('py-1.5 text-right tabular-nums', (q.oldest_due_s ?? 0) > 600 && 'font-semibold text-destructive')}>
                      {seconds(q.oldest_due_s)}
                    </td>
                    <td className="py-1.5 text-right tabular-nums">{q.running}</td>
                    <td className={cn('py-1.5 text-right tabular-nums', q.failed_24h > 0 && 'font-semibold text-destructive')}>
                      {q.failed_24h}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

const sourceLabel = (source: SystemOverview['recent_errors'][number]['source']) =>
  ({
    request: t('staff.system.source.request', 'Request'),
    job: t('staff.system.source.job', 'Job'),
    mail: t('staff.system.source.mail', 'Mail'),
  })[source];

function RecentErrors({ errors }: { errors: SystemOverview['recent_errors'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <AlertTriangle className="size-5" aria-hidden /> {t('staff.system.errors', 'Recent errors')}
        </CardTitle>
        <CardDescription>
          {t('staff.system.errorsLead', 'Server errors (5xx) with their request id, failed jobs and mail, newest first.')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {errors.length === 0 ? (
          <p className="text-sm text-muted-foreground">{tm(SYSTEM_MESSAGES.noErrors)}</p>
        ) : (
          <ul className="grid text-sm" aria-label={t('staff.system.errors', 'Recent errors')}>
            {errors.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two errors may share time and title
              <li key={`${e.at}-${i}`} className="grid gap-0.5 border-t py-2 first:border-t-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="flex min-w-0 items-center gap-2">
                    <Badge variant="outline">{sourceLabel(e.source)}</Badge>
                    <span className="font-medium break-all">{e.title}</span>
                  </span>
                  <span className="text-xs text-muted-foreground">{formatDateTime(e.at)}</span>
                </div>
                <p className="text-muted-foreground break-words">{e.detail}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const chartsPlaceholder = (
  <div className="grid gap-6 md:grid-cols-3">
    <Skeleton className="h-48" />
    <Skeleton className="h-48" />
    <Skeleton className="h-48" />
  </div>
);

export default function SystemPage() {
  const q = useSystemOverview();
  const d = q.data;
  return (
    <AdminFrame
      title={t('staff.nav.system', 'System')}
      description={t('staff.system.lead', "Each part's health, the job queues, recent errors and the last 24 hours of requests.")}
      actions={
        d ? (
          <div className="flex items-center gap-3 text-xs text-muted-foreground">
            <span>
              {t('staff.system.instances', '{count, plural, one {# instance} other {# instances}} reporting · checked {date}', {
                count: d.instances,
                date: formatDateTime(d.generated_at),
              })}
            </span>
            <Button variant="outline" size="sm" onClick={() => void q.refetch()} disabled={q.isFetching}>
              <RefreshCw aria-hidden className={cn(q.isFetching && 'animate-spin')} />
              {q.isFetching ? t('staff.system.checking', 'Checking...') : t('staff.system.checkAgain', 'Check again')}
            </Button>
          </div>
        ) : null
      }
    >
      {q.isPending ? (
        <Loading label={t('staff.system.loading', "Checking the platform's parts...")} className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
          <Skeleton className="h-56" />
        </Loading>
      ) : q.isError || !d ? (
        <ErrorState message={tm(SYSTEM_MESSAGES.loadFailed)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (
        <>
          <section aria-labelledby="system-parts" className="grid gap-3">
            <h2 id="system-parts" className="flex items-center gap-2 text-lg font-semibold">
              <Cpu className="size-5" aria-hidden /> {t('staff.system.parts', 'Parts')}
            </h2>
            <Parts parts={d.parts} />
          </section>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <Activity className="size-5" aria-hidden /> {t('staff.system.requests', 'Requests, last 24 hours')}
              </CardTitle>
              <CardDescription>
                {t('staff.system.requestsLead', 'Every instance together, one point per 10 minutes (the same figures as /metrics).')}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {d.series.length === 0 ? (
                <p className="text-sm text-muted-foreground">{tm(SYSTEM_MESSAGES.noSamples)}</p>
              ) : (
                <Suspense fallback={chartsPlaceholder}>
                  <SystemCharts series={d.series} />
                </Suspense>
              )}
            </CardContent>
          </Card>
          <div className="grid gap-4 lg:grid-cols-2">
            <Queues queues={d.queues} />
            <RecentErrors errors={d.recent_errors} />
          </div>
        </>
      )}
    </AdminFrame>
  );
}
