import { zodResolver } from '@hookform/resolvers/zod';
import { CASTING_ALERT_DELIVERIES, CASTING_ALERT_DELIVERY_LABELS, CASTING_ALERT_MESSAGES, castingAlertInput } from '@mb/contract/casting';
import { DISCOVERY_DISTANCES } from '@mb/contract/discovery';
import { CONTENT_TYPES, type ContentType } from '@mb/contract/profiles';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { contentTypeLabel } from '../../lib/content-type-label';
import { intlLocale, t, tm } from '../../lib/i18n';
import { selectClass } from './parts';
import { useSaveAlert } from './queries';

/** The list's filters as the member typed them (strings from the filter form). */
export interface SearchDraft {
  q: string;
  location: string;
  content_type: string;
  min_rate: string;
  from: string;
}

/** A name from the filters ('Blonde lead · Berlin'), for the member to keep or change. */
export function suggestedName(d: SearchDraft) {
  const parts = [d.q.trim(), d.location.trim(), d.content_type ? contentTypeLabel(d.content_type as ContentType) : ''].filter(Boolean);
  return (parts.join(' · ') || t('casting.save.everyCall', 'Every new casting call')).slice(0, 60);
}

function summary(d: SearchDraft) {
  const bits = [
    d.q.trim() && t('casting.save.words', 'words “{q}”', { q: d.q.trim() }),
    d.location.trim() && t('casting.save.in', 'in “{place}”', { place: d.location.trim() }),
    d.min_rate && t('casting.save.paying', 'paying at least {rate} USD', { rate: d.min_rate }),
    d.from && t('casting.save.from', 'shooting from {date}', { date: d.from }),
  ].filter((b): b is string => Boolean(b));
  return bits.length
    ? t('casting.save.calls', 'Calls with {filters}.', {
        filters: new Intl.ListFormat(intlLocale(), { type: 'unit', style: 'short' }).format(bits),
      })
    : t('casting.save.noFilter', 'Every new call (no filter set).');
}

/** Save the list's filters as a casting alert (issue 35): a name, content types, a distance and how to be told. */
export function SaveSearchDialog({ draft, open, onOpenChange }: { draft: SearchDraft; open: boolean; onOpenChange: (o: boolean) => void }) {
  const save = useSaveAlert();
  const form = useForm<z.input<typeof castingAlertInput>, unknown, z.output<typeof castingAlertInput>>({
    resolver: zodResolver(castingAlertInput),
    values: {
      name: suggestedName(draft),
      q: draft.q.trim() || null,
      content_types: draft.content_type ? [draft.content_type as ContentType] : [],
      location: draft.location.trim() || null,
      distance_km: null,
      min_rate: draft.min_rate ? Number(draft.min_rate) : null,
      from: draft.from || null,
      delivery: 'in_app',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    const r = await save.submit(values, {
      form: { setError: form.setError, fields: ['name', 'distance_km', 'content_types', 'delivery'] },
      success: { title: tm(CASTING_ALERT_MESSAGES.saved) },
    });
    if (r.ok) onOpenChange(false);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('casting.save.title', 'Save this search')}</DialogTitle>
          <DialogDescription>
            {summary(draft)} {t('casting.save.intro', 'We tell you when a new casting call matches. Manage your saved searches in')}{' '}
            <Link className="underline underline-offset-4" to="/settings?tab=notifications">
              {t('casting.save.settings', 'Settings → Notifications')}
            </Link>
            .
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(e) => void onSubmit(e)} noValidate>
          <Field label={t('casting.alerts.name', 'Name')} error={errors.name?.message}>
            {(p) => <Input {...p} maxLength={60} {...form.register('name')} />}
          </Field>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('casting.save.types', 'Content types (any of them; none means any)')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {CONTENT_TYPES.map((c) => (
                <label key={c} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4 shrink-0 accent-primary" value={c} {...form.register('content_types')} />
                  {contentTypeLabel(c)}
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            label={t('casting.save.distance', 'Distance from my location')}
            error={errors.distance_km?.message}
            hint={
              <>
                {t('casting.save.distanceHint', 'Measured from the coordinates on')}{' '}
                <Link to="/location">{t('casting.save.myLocation', 'My Location')}</Link>.
              </>
            }
          >
            {(p) => (
              <select
                {...p}
                className={selectClass}
                {...form.register('distance_km', {
                  setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
                })}
              >
                <option value="">{t('casting.save.anyDistance', 'Any distance')}</option>
                {DISCOVERY_DISTANCES.map((d) => (
                  <option key={d} value={d}>
                    {t('casting.save.within', 'Within {km} km', { km: d })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('casting.alerts.tellMe', 'Tell me')}</legend>
            {CASTING_ALERT_DELIVERIES.map((d) => (
              <label key={d} className="flex items-center gap-2 text-sm">
                <input type="radio" className="size-4 shrink-0 accent-primary" value={d} {...form.register('delivery')} />
                {tm(CASTING_ALERT_DELIVERY_LABELS[d])}
              </label>
            ))}
          </fieldset>
          <FormError message={save.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button type="submit" disabled={save.busy}>
              {save.busy ? t('common.saving', 'Saving...') : t('casting.save.submit', 'Save search')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
