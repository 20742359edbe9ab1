import { zodResolver } from '@hookform/resolvers/zod';
import {
  CASTING_ALERT_DELIVERIES,
  CASTING_ALERT_DELIVERY_LABELS,
  CASTING_ALERT_MESSAGES,
  type CastingAlert,
  type CastingAlertDelivery,
  castingAlertPatch,
} from '@mb/contract/casting';
import { BellRing, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { EmptyState } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { contentTypeLabel } from '../../lib/content-type-label';
import { intlLocale, t, tm } from '../../lib/i18n';
import { ListSkeleton, LoadError, selectClass } from './parts';
import { useCastingAlerts, useDeleteAlert, useUpdateAlert } from './queries';

/** A YYYY-MM-DD day in the interface's language. */
const formatDate = (day: string) =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

function criteria(a: CastingAlert) {
  const or = new Intl.ListFormat(intlLocale(), { type: 'disjunction' });
  const bits = [
    a.q && t('casting.alerts.words', '“{q}”', { q: a.q }),
    a.content_types.length ? or.format(a.content_types.map(contentTypeLabel)) : null,
    a.location && t('casting.alerts.in', 'in {place}', { place: a.location }),
    a.distance_km && t('casting.alerts.within', 'within {km} km', { km: a.distance_km }),
    a.min_rate !== null && t('casting.alerts.atLeast', 'at least {rate} USD', { rate: a.min_rate }),
    a.from && t('casting.alerts.from', 'from {date}', { date: formatDate(a.from) }),
  ].filter(Boolean);
  return bits.length ? bits.join(' · ') : t('casting.alerts.every', 'Every new call');
}

function AlertRow({ alert }: { alert: CastingAlert }) {
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const form = useForm<z.input<typeof castingAlertPatch>, unknown, z.output<typeof castingAlertPatch>>({
    resolver: zodResolver(castingAlertPatch),
    values: { name: alert.name },
  });
  const rename = form.handleSubmit((body) =>
    update.submit(
      { id: alert.id, body },
      { form: { setError: form.setError, fields: ['name'] }, success: { title: tm(CASTING_ALERT_MESSAGES.updated) } },
    ),
  );
  return (
    <li className="grid gap-3 rounded-lg border p-4" data-testid="casting-alert">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => void rename(e)}
        noValidate
        aria-label={t('casting.alerts.renameLabel', 'Rename {name}', { name: alert.name })}
      >
        <Field label={t('casting.alerts.name', 'Name')} error={form.formState.errors.name?.message} className="min-w-48 flex-1">
          {(p) => <Input {...p} maxLength={60} {...form.register('name')} />}
        </Field>
        <Button type="submit" variant="outline" disabled={update.busy || !form.formState.isDirty}>
          {t('casting.alerts.rename', 'Rename')}
        </Button>
      </form>
      <p className="text-sm text-muted-foreground">{criteria(alert)}</p>
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t('casting.alerts.tellMe', 'Tell me')} className="min-w-48 flex-1">
          {(p) => (
            <select
              {...p}
              className={selectClass}
              value={alert.delivery}
              disabled={update.busy}
              onChange={(e) =>
                void update.submit(
                  { id: alert.id, body: { delivery: e.target.value as CastingAlertDelivery } },
                  {
                    success: { title: tm(CASTING_ALERT_MESSAGES.updated) },
                    failure: (m) => ({ title: m ?? t('casting.alerts.saveFailed', 'Could not save') }),
                  },
                )
              }
            >
              {CASTING_ALERT_DELIVERIES.map((d) => (
                <option key={d} value={d}>
                  {tm(CASTING_ALERT_DELIVERY_LABELS[d])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button
          variant="outline"
          disabled={remove.busy}
          onClick={() =>
            void remove.submit(alert.id, {
              success: { title: tm(CASTING_ALERT_MESSAGES.deleted) },
              failure: (m) => ({ title: m ?? t('casting.alerts.deleteFailed', 'Could not delete') }),
            })
          }
        >
          <Trash2 aria-hidden /> {t('casting.alerts.delete', 'Delete')}
        </Button>
      </div>
    </li>
  );
}

/** Settings → Notifications: the member's casting alerts (issue 35): rename, how to be told, delete. */
export function CastingAlertsSettings() {
  const alerts = useCastingAlerts();
  return (
    <Card className="mt-6" id="casting-alerts">
      <CardHeader>
        <CardTitle>{t('casting.alerts.title', 'Casting alerts')}</CardTitle>
        <CardDescription>
          {t('casting.alerts.introBefore', 'Searches you saved on')} <Link to="/casting">{t('casting.alerts.casting', 'Casting')}</Link>.{' '}
          {alerts.data
            ? t(
                'casting.alerts.introMax',
                'When a new casting call matches, you get one notification however many of them match (up to {max} searches).',
                { max: alerts.data.max },
              )
            : t('casting.alerts.intro', 'When a new casting call matches, you get one notification however many of them match.')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {alerts.isPending ? (
          <ListSkeleton label={t('casting.alerts.loading', 'Loading casting alerts')} rows={2} />
        ) : alerts.isError ? (
          <LoadError error={alerts.error} onRetry={() => void alerts.refetch()} retrying={alerts.isFetching} />
        ) : alerts.data.items.length === 0 ? (
          <EmptyState icon={BellRing} title={t('casting.alerts.empty', 'No saved casting searches')} titleAs="h2">
            {t('casting.alerts.emptyBefore', 'Set the filters on')} <Link to="/casting">{t('casting.alerts.casting', 'Casting')}</Link>{' '}
            {t('casting.alerts.emptyAfter', 'and choose “Save this search” to hear about new calls that match.')}
          </EmptyState>
        ) : (
          <ul className="grid gap-3" aria-label={t('casting.alerts.list', 'Saved casting searches')}>
            {alerts.data.items.map((a) => (
              <AlertRow key={a.id} alert={a} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
