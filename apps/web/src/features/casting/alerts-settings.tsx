import { zodResolver } from '@hookform/resolvers/zod';
import {
  CASTING_ALERT_DELIVERIES,
  CASTING_ALERT_DELIVERY_LABELS,
  CASTING_ALERT_MESSAGES,
  type CastingAlert,
  type CastingAlertDelivery,
  castingAlertPatch,
} from '@mb/contract/casting';
import { CONTENT_TYPE_LABELS } from '@mb/contract/profiles';
import { BellRing, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { EmptyState } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ListSkeleton, LoadError, selectClass } from './parts';
import { useCastingAlerts, useDeleteAlert, useUpdateAlert } from './queries';

function criteria(a: CastingAlert) {
  const bits = [
    a.q && `“${a.q}”`,
    a.content_types.length ? a.content_types.map((t) => CONTENT_TYPE_LABELS[t]).join(' or ') : null,
    a.location && `in ${a.location}`,
    a.distance_km && `within ${a.distance_km} km`,
    a.min_rate !== null && `at least ${a.min_rate} USD`,
    a.from && `from ${a.from}`,
  ].filter(Boolean);
  return bits.length ? bits.join(' · ') : 'Every new call';
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
      { form: { setError: form.setError, fields: ['name'] }, success: { title: CASTING_ALERT_MESSAGES.updated } },
    ),
  );
  return (
    <li className="grid gap-3 rounded-lg border p-4" data-testid="casting-alert">
      <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void rename(e)} noValidate aria-label={`Rename ${alert.name}`}>
        <Field label="Name" error={form.formState.errors.name?.message} className="min-w-48 flex-1">
          {(p) => <Input {...p} maxLength={60} {...form.register('name')} />}
        </Field>
        <Button type="submit" variant="outline" disabled={update.busy || !form.formState.isDirty}>
          Rename
        </Button>
      </form>
      <p className="text-sm text-muted-foreground">{criteria(alert)}</p>
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Tell me" className="min-w-48 flex-1">
          {(p) => (
            <select
              {...p}
              className={selectClass}
              value={alert.delivery}
              disabled={update.busy}
              onChange={(e) =>
                void update.submit(
                  { id: alert.id, body: { delivery: e.target.value as CastingAlertDelivery } },
                  { success: { title: CASTING_ALERT_MESSAGES.updated }, failure: (m) => ({ title: m ?? 'Could not save' }) },
                )
              }
            >
              {CASTING_ALERT_DELIVERIES.map((d) => (
                <option key={d} value={d}>
                  {CASTING_ALERT_DELIVERY_LABELS[d]}
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
              success: { title: CASTING_ALERT_MESSAGES.deleted },
              failure: (m) => ({ title: m ?? 'Could not delete' }),
            })
          }
        >
          <Trash2 aria-hidden /> Delete
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
        <CardTitle>Casting alerts</CardTitle>
        <CardDescription>
          Searches you saved on <Link to="/casting">Casting</Link>. When a new casting call matches, you get one notification however many
          of them match{alerts.data ? ` (up to ${alerts.data.max} searches)` : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {alerts.isPending ? (
          <ListSkeleton label="Loading casting alerts" rows={2} />
        ) : alerts.isError ? (
          <LoadError error={alerts.error} onRetry={() => void alerts.refetch()} retrying={alerts.isFetching} />
        ) : alerts.data.items.length === 0 ? (
          <EmptyState icon={BellRing} title="No saved casting searches" titleAs="h2">
            Set the filters on <Link to="/casting">Casting</Link> and choose “Save this search” to hear about new calls that match.
          </EmptyState>
        ) : (
          <ul className="grid gap-3" aria-label="Saved casting searches">
            {alerts.data.items.map((a) => (
              <AlertRow key={a.id} alert={a} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
