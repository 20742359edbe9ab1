import { SYSTEM_MESSAGES, type SystemOverview, type SystemPart } from '@mb/contract/system';
import { Activity, AlertTriangle, Cpu, ListTodo, RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ErrorState, Loading } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/utils';
import { AdminFrame, formatDateTime } from './admin-frame';
import { useSystemOverview } from './admin-queries';

// The charts bring recharts: their own chunk, after the page's figures.
const SystemCharts = lazy(() => import('./system-charts'));

const PART_LABELS: Record<SystemPart, string> = {
  database: 'Database',
  storage: 'File storage',
  mail: 'Mail',
  hub: 'Compliance hub',
  payments: 'Payments',
  realtime: 'Realtime bus',
};

const STATE_LOOK = {
  ok: { label: 'OK', badge: 'success', dot: 'bg-success' },
  degraded: { label: 'Degraded', badge: 'warning', dot: 'bg-warning' },
  down: { label: 'Down', badge: 'outline', dot: 'bg-destructive' },
  off: { label: 'Not set up', badge: 'secondary', dot: 'bg-muted-foreground' },
} as const;

/** '42 s', '3 min', '2 h'. */
function seconds(s: number | null): string {
  if (s === null) return '-';
  if (s < 90) return `${Math.round(s)} s`;
  if (s < 90 * 60) return `${Math.round(s / 60)} min`;
  return `${Math.round(s / 3600)} h`;
}

function Parts({ parts }: { parts: SystemOverview['parts'] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Parts of the platform">
      {parts.map((p) => {
        const look = STATE_LOOK[p.state];
        return (
          <li key={p.part}>
            <Card className={cn('h-full', p.state === 'down' && 'border-destructive/60')}>
              <CardContent className="grid gap-2 p-4">
                <div className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-2 font-semibold">
                    <span className={cn('size-2.5 rounded-full', look.dot)} aria-hidden />
                    {PART_LABELS[p.part]}
                  </span>
                  <Badge
                    variant={look.badge}
                    className={cn(p.state === 'down' && 'border-destructive/50 bg-destructive/10 text-destructive')}
                  >
                    {look.label}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">{p.detail}</p>
                {p.latency_ms !== null ? <p className="text-xs tabular-nums text-muted-foreground">Checked in {p.latency_ms} ms</p> : null}
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
          <ListTodo className="size-5" aria-hidden /> Job queues
        </CardTitle>
        <CardDescription>
          Jobs due now and how long the oldest has waited, those running, and those that failed for good today.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {queues.length === 0 ? (
          <p className="text-sm text-muted-foreground">{SYSTEM_MESSAGES.noQueues}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-1 font-medium">Kind</th>
                  <th className="py-1 text-right font-medium">Due</th>
                  <th className="py-1 text-right font-medium">Oldest</th>
                  <th className="py-1 text-right font-medium">Running</th>
                  <th className="py-1 text-right font-medium">Failed (24 h)</th>
                </tr>
              </thead>
              <tbody>
                {queues.map((q) => (
                  <tr key={q.kind} className="border-t">
                    <td className="py-1.5 pr-2 font-mono text-xs break-all">{q.kind}</td>
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

const SOURCE_LABELS = { request: 'Request', job: 'Job', mail: 'Mail' } as const;

function RecentErrors({ errors }: { errors: SystemOverview['recent_errors'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <AlertTriangle className="size-5" aria-hidden /> Recent errors
        </CardTitle>
        <CardDescription>Server errors (5xx) with their request id, failed jobs and mail, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {errors.length === 0 ? (
          <p className="text-sm text-muted-foreground">{SYSTEM_MESSAGES.noErrors}</p>
        ) : (
          <ul className="grid text-sm" aria-label="Recent errors">
            {errors.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two errors may share time and title
              <li key={`${e.at}-${i}`} className="grid gap-0.5 border-t py-2 first:border-t-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="flex min-w-0 items-center gap-2">
                    <Badge variant="outline">{SOURCE_LABELS[e.source]}</Badge>
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
      title="System"
      description="Each part's health, the job queues, recent errors and the last 24 hours of requests."
      actions={
        d ? (
          <div className="flex items-center gap-3 text-xs text-muted-foreground">
            <span>
              {d.instances} {d.instances === 1 ? 'instance' : 'instances'} reporting · checked {formatDateTime(d.generated_at)}
            </span>
            <Button variant="outline" size="sm" onClick={() => void q.refetch()} disabled={q.isFetching}>
              <RefreshCw aria-hidden className={cn(q.isFetching && 'animate-spin')} />
              {q.isFetching ? 'Checking...' : 'Check again'}
            </Button>
          </div>
        ) : null
      }
    >
      {q.isPending ? (
        <Loading label="Checking the platform's parts..." className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
          <Skeleton className="h-56" />
        </Loading>
      ) : q.isError || !d ? (
        <ErrorState message={SYSTEM_MESSAGES.loadFailed} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (
        <>
          <section aria-labelledby="system-parts" className="grid gap-3">
            <h2 id="system-parts" className="flex items-center gap-2 text-lg font-semibold">
              <Cpu className="size-5" aria-hidden /> Parts
            </h2>
            <Parts parts={d.parts} />
          </section>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <Activity className="size-5" aria-hidden /> Requests, last 24 hours
              </CardTitle>
              <CardDescription>Every instance together, one point per 10 minutes (the same figures as /metrics).</CardDescription>
            </CardHeader>
            <CardContent>
              {d.series.length === 0 ? (
                <p className="text-sm text-muted-foreground">{SYSTEM_MESSAGES.noSamples}</p>
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
