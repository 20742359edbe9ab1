import { RotateCcw, Webhook } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t } from '../../lib/i18n';
import { price } from './billing-ui';
import { useReplayEvent, useWebhookEvents } from './queries';

const when = (iso: string) => new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const STATE = { applied: 'success', ignored: 'secondary', failed: 'warning' } as const;

/** /admin/billing (admins): payment webhooks as received and applied, and replay. */
export default function AdminBillingPage() {
  usePageMeta(t('billing.admin.title', 'Billing events'), t('billing.admin.meta', 'Payment webhooks as received and applied.'));
  const events = useWebhookEvents();
  const replay = useReplayEvent();
  const [replaying, setReplaying] = useState<string | null>(null);
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8" aria-labelledby="billing-admin-title">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 id="billing-admin-title" className="text-2xl font-bold tracking-tight">
            {t('billing.admin.title', 'Billing events')}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t(
              'billing.admin.intro',
              'The latest payment webhooks, each stored once per provider and event id. Replay applies a stored event again; one already applied changes nothing.',
            )}
          </p>
        </div>
        <Button variant="outline" onClick={() => void events.refetch()} disabled={events.isFetching}>
          {t('billing.admin.refresh', 'Refresh')}
        </Button>
      </header>
      <FormError message={replay.error} />
      {events.isError ? (
        <ErrorState
          message={t('billing.admin.loadFailed', 'The events could not be loaded.')}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        />
      ) : !events.data ? (
        <Loading label={t('billing.admin.loading', 'Loading events…')} className="grid gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </Loading>
      ) : events.data.items.length === 0 ? (
        <EmptyState icon={Webhook} title={t('billing.admin.none', 'No webhook events yet')}>
          {t('billing.admin.noneText', 'Events appear here as payment providers report payments, renewals and cancellations.')}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('billing.admin.received', 'Received')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('billing.admin.event', 'Event')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('billing.admin.amount', 'Amount')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('billing.admin.state', 'State')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">{t('billing.admin.actions', 'Actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {events.data.items.map((e) => (
                <tr key={e.id} className="border-t align-top" data-testid="billing-event">
                  <td className="whitespace-nowrap px-3 py-2">{when(e.received_at)}</td>
                  <td className="px-3 py-2">
                    <div className="font-medium">{e.type}</div>
                    <div className="break-all text-xs text-muted-foreground">
                      {e.provider} · {e.raw_type} · {e.event_id}
                    </div>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">{e.currency ? price(e.amount_minor, e.currency) : '—'}</td>
                  <td className="px-3 py-2">
                    <Badge variant={STATE[e.state]}>{e.state}</Badge>
                    {e.error ? <div className="mt-1 text-xs text-muted-foreground">{e.error}</div> : null}
                    {e.replays ? (
                      <div className="mt-1 text-xs text-muted-foreground">
                        {t('billing.admin.replayed', 'Replayed {count}×', { count: e.replays })}
                      </div>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={replay.busy && replaying === e.id}
                      onClick={() => {
                        setReplaying(e.id);
                        void replay.submit(e.id, {
                          success: (r) => ({ title: t('billing.admin.replayedAs', 'Replayed: {state}', { state: r.state }) }),
                        });
                      }}
                    >
                      <RotateCcw aria-hidden />
                      {t('billing.admin.replay', 'Replay')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
