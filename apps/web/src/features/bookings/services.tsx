import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOKING_LIMITS,
  type BookingService,
  type BookingServiceInput,
  bookingServiceInput,
  BOOKING_MESSAGES as M,
} from '@mb/contract/bookings';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { t, tm } from '../../lib/i18n';
import { durationLabel, rateLabel } from './format';
import { useDeleteService, useSaveService } from './queries';
import { card, selectClass } from './setup-styles';

/**
 * The form's text as the server's input, checked by the contract's schema: the rate is typed in units
 * (a comma or a point, at most two decimals; empty is 'rate on request') and sent in cents.
 */
const serviceForm = z
  .object({
    name: z.string(),
    duration_minutes: z.string(),
    rate: z.string(),
    currency: z.string(),
    description: z.string(),
    online: z.boolean(),
    location: z.string(),
  })
  .superRefine((d, c) => {
    if (d.rate.trim() !== '' && !/^\d+([.,]\d{1,2})?$/.test(d.rate.trim()))
      c.addIssue({ code: 'custom', path: ['rate_cents'], message: M.rateInvalid });
  })
  .transform(
    ({ rate, duration_minutes, ...rest }): z.input<typeof bookingServiceInput> => ({
      ...rest,
      currency: rest.currency as BookingServiceInput['currency'],
      duration_minutes: Number(duration_minutes),
      rate_cents: rate.trim() === '' ? null : Math.round(Number(rate.trim().replace(',', '.')) * 100),
    }),
  )
  .pipe(bookingServiceInput);
type ServiceDraft = z.input<typeof serviceForm>;
const FIELDS = ['name', 'duration_minutes', 'rate_cents', 'currency', 'description', 'location'] as const;

const emptyDraft: ServiceDraft = {
  name: '',
  duration_minutes: '60',
  rate: '',
  currency: 'USD',
  description: '',
  online: false,
  location: '',
};
const draftOf = (s: BookingService): ServiceDraft => ({
  name: s.name,
  duration_minutes: String(s.duration_minutes),
  rate: s.rate_cents === null ? '' : (s.rate_cents / 100).toFixed(2).replace(/\.00$/, ''),
  currency: s.currency,
  description: s.description,
  online: s.online,
  location: s.location,
});

/** What a member can book: the list, each one edited in place, and a new one. */
export function Services({ services }: { services: BookingService[] }) {
  const [editing, setEditing] = useState<string | 'new' | null>(services.length === 0 ? 'new' : null);
  const remove = useDeleteService();
  return (
    <section className={card} aria-labelledby="services-title" data-testid="services">
      <div className="flex items-center justify-between gap-2">
        <h2 id="services-title" className="text-lg font-semibold">
          {t('bookings.services.title', 'Services')}
        </h2>
        {editing === null && services.length < BOOKING_LIMITS.servicesMax ? (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            {t('bookings.services.add', 'Add a service')}
          </Button>
        ) : null}
      </div>
      {services.length === 0 && editing !== 'new' ? <p className="text-sm text-muted-foreground">{tm(M.noServices)}</p> : null}
      <ul className="grid gap-2">
        {services.map((s) =>
          editing === s.id ? (
            <li key={s.id}>
              <ServiceForm id={s.id} initial={draftOf(s)} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
              data-testid="service-row"
            >
              <div className="grid gap-0.5">
                <span className="font-medium">{s.name}</span>
                <span className="text-muted-foreground">
                  {durationLabel(s.duration_minutes)} · {rateLabel(s.rate_cents, s.currency)} ·{' '}
                  {s.online ? t('bookings.online', 'Online') : s.location}
                </span>
              </div>
              <div className="flex gap-1">
                <Button size="sm" variant="ghost" onClick={() => setEditing(s.id)}>
                  {t('bookings.services.edit', 'Edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('bookings.services.remove', 'Remove {name}', { name: s.name })}
                  disabled={remove.busy}
                  onClick={() =>
                    void remove.submit(s.id, { success: { title: M.serviceDeleted }, failure: (m) => ({ title: m ?? M.saveFailed }) })
                  }
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? <ServiceForm id={null} initial={emptyDraft} onDone={() => setEditing(null)} /> : null}
    </section>
  );
}

function ServiceForm({ id, initial, onDone }: { id: string | null; initial: ServiceDraft; onDone: () => void }) {
  const save = useSaveService();
  const form = useForm<ServiceDraft, unknown, BookingServiceInput>({ resolver: zodResolver(serviceForm), defaultValues: initial });
  // The rate is typed in units but checked (and refused by the server) as `rate_cents`.
  const errors = form.formState.errors as FieldErrors<ServiceDraft & { rate_cents: number }>;
  const online = form.watch('online');
  const submit = form.handleSubmit(async (body) => {
    const r = await save.submit({ id, body }, { form: { setError: form.setError, fields: FIELDS }, success: { title: M.serviceSaved } });
    if (r.ok) onDone();
  });
  return (
    <form className="grid gap-3 rounded-md border bg-muted/30 p-4" onSubmit={submit} noValidate data-testid="service-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('bookings.services.name', 'Name')} error={errors.name?.message}>
          {(p) => <Input {...p} maxLength={BOOKING_LIMITS.nameMax} {...form.register('name')} />}
        </Field>
        <Field label={t('bookings.services.duration', 'Duration (minutes)')} error={errors.duration_minutes?.message}>
          {(p) => <Input {...p} type="number" inputMode="numeric" min={15} max={720} step={5} {...form.register('duration_minutes')} />}
        </Field>
        <Field
          label={t('bookings.services.rate', 'Rate (optional)')}
          error={errors.rate_cents?.message}
          hint={t('bookings.services.rateHint', "Leave empty for 'rate on request'.")}
        >
          {(p) => <Input {...p} inputMode="decimal" placeholder="150" {...form.register('rate')} />}
        </Field>
        <Field label={t('bookings.services.currency', 'Currency')} error={errors.currency?.message}>
          {(p) => (
            <select {...p} className={selectClass} {...form.register('currency')}>
              {['USD', 'EUR', 'GBP', 'CAD', 'AUD'].map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-[var(--color-primary)]" {...form.register('online')} />
        {t('bookings.services.online', 'Online (a video call or remote work)')}
      </label>
      <Field
        label={online ? t('bookings.services.locationOptional', 'Location (optional)') : t('bookings.services.location', 'Location')}
        error={errors.location?.message}
      >
        {(p) => (
          <Input
            {...p}
            maxLength={BOOKING_LIMITS.locationMax}
            placeholder={t('bookings.services.locationPlaceholder', 'Studio, city')}
            {...form.register('location')}
          />
        )}
      </Field>
      <Field label={t('bookings.services.description', 'Description (optional)')} error={errors.description?.message}>
        {(p) => <Textarea {...p} rows={2} maxLength={BOOKING_LIMITS.descriptionMax} {...form.register('description')} />}
      </Field>
      <FormError message={save.error} />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.busy}>
          {save.busy ? t('common.saving', 'Saving...') : t('bookings.services.save', 'Save service')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('common.cancel', 'Cancel')}
        </Button>
      </div>
    </form>
  );
}
