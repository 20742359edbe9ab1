import type { AdminOverview } from '@mb/contract/staff-admin';
import { STAFF_ADMIN_MESSAGES } from '@mb/contract/ui-text';
import { Activity, Inbox, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { DayBarChart } from '../../components/ui/day-bar-chart';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { actionLabel, alertRuleLabel, resourceLabel, securityEventLabel } from './activity-labels';
import { AdminFrame, age, formatDateTime } from './admin-frame';
import { useAdminOverview } from './admin-queries';

function Stat({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <Card>
      <CardContent className="grid gap-1 p-5">
        <span className="text-sm text-muted-foreground">{label}</span>
        <span className="text-3xl font-bold tabular-nums">{value.toLocaleString(intlLocale())}</span>
        {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
      </CardContent>
    </Card>
  );
}

/** Sign-ups per day (no chart library on an admin page that needs one chart). */
export function SignupChart({ days }: { days: AdminOverview['signups_per_day'] }) {
  const total = days.reduce((a, d) => a + d.count, 0);
  return (
    <DayBarChart
      days={days.map((d) => ({ day: d.day, values: [d.count] }))}
      series={[{ fill: 'fill-primary' }]}
      label={t('staff.signups.label', 'New sign-ups per day, last {days} days: {total} in all', { days: days.length, total })}
      caption={
        <figcaption className="text-sm text-muted-foreground">
          {t('staff.signups.caption', '{total} new {count, plural, one {member} other {members}} in the last {days} days', {
            total: total.toLocaleString(intlLocale()),
            count: total,
            days: days.length,
          })}
        </figcaption>
      }
    />
  );
}

/**
 * The server sends null when the queues' read failed (the rest of the dashboard still shows): say so,
 * with a retry that reads the dashboard again.
 */
export function Queues({
  queues,
  onRetry,
  retrying = false,
}: {
  queues: AdminOverview['queues'];
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Inbox className="size-5" aria-hidden /> {t('staff.queues.title', 'Moderation queues')}
        </CardTitle>
        <CardDescription>{t('staff.queues.lead', 'Pending items per queue, with how long the oldest has waited.')}</CardDescription>
      </CardHeader>
      <CardContent>
        {queues === null ? (
          <ErrorState
            title={t('staff.queues.failed', 'The moderation queues could not be read')}
            message={tm(STAFF_ADMIN_MESSAGES.queuesFailed)}
            onRetry={onRetry}
            retrying={retrying}
            className="p-4"
          />
        ) : queues.length === 0 || queues.every((q) => q.pending === 0) ? (
          <p className="text-sm text-muted-foreground">{t('staff.queues.empty', 'Nothing is waiting for review.')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1 font-medium">{t('staff.queues.queue', 'Queue')}</th>
                <th className="py-1 text-right font-medium">{t('staff.queues.pending', 'Pending')}</th>
                <th className="py-1 text-right font-medium">{t('staff.queues.overdue', 'Overdue')}</th>
                <th className="py-1 text-right font-medium">{t('staff.queues.oldest', 'Oldest')}</th>
              </tr>
            </thead>
            <tbody>
              {queues.map((q) => (
                <tr key={q.type} className="border-t">
                  <td className="py-1.5">
                    <Link to={`/moderation?type=${encodeURIComponent(q.type)}`} className="underline-offset-4 hover:underline">
                      {tm(q.label)}
                    </Link>
                  </td>
                  <td className="py-1.5 text-right tabular-nums">{q.pending}</td>
                  <td className={cn('py-1.5 text-right tabular-nums', q.overdue > 0 && 'font-semibold text-destructive')}>{q.overdue}</td>
                  <td className="py-1.5 text-right tabular-nums">{q.oldest_at ? age(q.oldest_at) : '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

function SecurityEvents({ events }: { events: AdminOverview['security_events'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldAlert className="size-5" aria-hidden /> {t('staff.security.title', 'Security events, last 24 hours')}
        </CardTitle>
        <CardDescription>
          {t('staff.security.lead', 'Failed sign-ins, rate-limit hits, suspicious input and role changes.')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {events === null ? (
          <p className="text-sm text-muted-foreground">{t('staff.security.notRecorded', 'Security events are not recorded yet.')}</p>
        ) : events.total === 0 ? (
          <p className="text-sm text-muted-foreground">{t('staff.security.none', 'No security events in the last 24 hours.')}</p>
        ) : (
          <div className="grid gap-4">
            <ul className="grid gap-1 text-sm" aria-label={t('staff.security.byType', 'Security events by type')}>
              {events.by_type.map((e) => (
                <li key={e.type} className="flex justify-between gap-4 border-t py-1.5 first:border-t-0">
                  <span>{securityEventLabel(e.type)}</span>
                  <span className="tabular-nums">{e.count}</span>
                </li>
              ))}
            </ul>
            {events.recent_alerts.length ? (
              <div className="grid gap-1">
                <h3 className="text-sm font-semibold">{t('staff.security.alerts', 'Alerts')}</h3>
                <ul className="grid gap-1 text-sm">
                  {events.recent_alerts.map((a) => (
                    <li key={a.id} className="flex flex-wrap justify-between gap-x-4 text-warning">
                      <span>
                        {alertRuleLabel(a.rule)}: {a.subject}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {t('staff.security.events', '{count, plural, one {# event} other {# events}}', { count: a.event_count })} ·{' '}
                        {formatDateTime(a.created_at)}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function RecentActivity({ items }: { items: AdminOverview['recent_activity'] }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Activity className="size-5" aria-hidden /> {t('staff.activity.title', 'Recent admin activity')}
        </CardTitle>
        <CardDescription>{t('staff.activity.lead', 'Every staff decision is recorded here.')}</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('staff.activity.none', 'No staff decisions yet.')}</p>
        ) : (
          <ul className="grid text-sm" aria-label={t('staff.activity.title', 'Recent admin activity')}>
            {items.map((a) => (
              <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-t py-2 first:border-t-0">
                <span>
                  <span className="font-medium">{actionLabel(a.action_type)}</span>
                  <span className="text-muted-foreground">
                    {' '}
                    · {resourceLabel(a.resource_type)}
                    {a.resource_type === 'user' || a.resource_type === 'staff_role' ? (
                      <>
                        {' '}
                        <Link to={`/accounts-management?member=${a.resource_id}`} className="underline underline-offset-4">
                          {t('staff.activity.open', 'open')}
                        </Link>
                      </>
                    ) : a.resource_id ? (
                      ` ${a.resource_id}`
                    ) : null}
                  </span>
                </span>
                <span className="text-xs text-muted-foreground">
                  {a.admin_name ?? t('staff.system', 'System')} · {formatDateTime(a.created_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export default function AdminDashboardPage() {
  const overview = useAdminOverview();
  const d = overview.data;
  return (
    <AdminFrame
      title={t('staff.dashboard.title', 'Admin Dashboard')}
      description={t('staff.dashboard.lead', 'Members, sign-ups, moderation queues, security events and staff decisions.')}
    >
      {overview.isPending ? (
        <Loading label={t('staff.dashboard.loading', 'Loading the admin dashboard...')} className="grid gap-4">
          <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
          <Skeleton className="h-56" />
        </Loading>
      ) : overview.isError || !d ? (
        <ErrorState message={tm(STAFF_ADMIN_MESSAGES.loadFailed)} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
            <Stat
              label={t('staff.stats.members', 'Members')}
              value={d.members_total}
              hint={t('staff.stats.membersHint', '{staff} staff · {suspended} suspended', {
                staff: d.staff_total,
                suspended: d.suspended_total,
              })}
            />
            <Stat label={t('staff.stats.creators', 'Creators')} value={d.members_by_type.creator} />
            <Stat label={t('staff.stats.studios', 'Studios')} value={d.members_by_type.studio} />
            <Stat
              label={t('staff.stats.businesses', 'Businesses & enterprises')}
              value={d.members_by_type.business + d.members_by_type.enterprise}
              hint={t('staff.stats.enterprise', '{count} enterprise', { count: d.members_by_type.enterprise })}
            />
          </div>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">{t('staff.signups.title', 'New sign-ups per day')}</CardTitle>
              <CardDescription>{t('staff.signups.lead', 'The last 30 days (UTC).')}</CardDescription>
            </CardHeader>
            <CardContent>
              <SignupChart days={d.signups_per_day} />
            </CardContent>
          </Card>
          <div className="grid gap-4 lg:grid-cols-2">
            <Queues queues={d.queues} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
            <SecurityEvents events={d.security_events} />
            <RecentActivity items={d.recent_activity} />
          </div>
        </>
      )}
    </AdminFrame>
  );
}
