import { zodResolver } from '@hookform/resolvers/zod';
import {
  CASTING_LIMITS,
  CASTING_MESSAGES,
  type CastingCall,
  type CastingCallInput,
  type CastingForm,
  castingCallInput,
  RATE_UNITS,
} from '@mb/contract/casting';
import { CONTENT_TYPES } from '@mb/contract/profiles';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { contentTypeLabel } from '../../lib/content-type-label';
import { applyServerError } from '../../lib/form-errors';
import { t } from '../../lib/i18n';
import { RateUnitField, selectClass } from './parts';
import { useCreateCall, useUpdateCall } from './queries';

const orNull = (s: string) => s || null;
const num = (s: string) => (s.trim() === '' ? null : Number(s));

/** The call as typed, as the server's input (empty optional fields are null), checked by the contract's castingCallInput. */
const callForm = z
  .object({
    form_id: z.string(),
    title: z.string(),
    role_description: z.string(),
    starts_on: z.string(),
    ends_on: z.string(),
    location: z.string(),
    rate_min: z.string(),
    rate_max: z.string(),
    rate_unit: z.enum(RATE_UNITS),
    content_types: z.array(z.enum(CONTENT_TYPES)),
    disclosure: z.string(),
    deadline: z.string(),
  })
  .transform(
    (v): CastingCallInput => ({
      ...v,
      starts_on: orNull(v.starts_on),
      ends_on: orNull(v.ends_on),
      location: orNull(v.location),
      rate_min: num(v.rate_min),
      rate_max: num(v.rate_max),
    }),
  )
  .pipe(castingCallInput);
type CallValues = z.input<typeof callForm>;
const CALL_FIELDS = [
  'form_id',
  'title',
  'role_description',
  'starts_on',
  'ends_on',
  'location',
  'rate_min',
  'rate_max',
  'rate_unit',
  'content_types',
  'disclosure',
  'deadline',
] as const;

const valuesOf = (forms: CastingForm[], call?: CastingCall): CallValues => ({
  form_id: call?.form_id ?? forms[0]?.id ?? '',
  title: call?.title ?? '',
  role_description: call?.role_description ?? '',
  starts_on: call?.starts_on ?? '',
  ends_on: call?.ends_on ?? '',
  location: call?.location ?? '',
  rate_min: call?.rate_min != null ? String(call.rate_min) : '',
  rate_max: call?.rate_max != null ? String(call.rate_max) : '',
  rate_unit: call?.rate_unit ?? 'per_scene',
  content_types: call?.content_types ?? [],
  disclosure: call?.disclosure ?? '',
  deadline: call?.deadline ?? '',
});

/** A new call, or (with `call`) the edit of one: only the fields changed are sent. */
export function CallEditor({ forms, onDone, call }: { forms: CastingForm[]; onDone: () => void; call?: CastingCall }) {
  const create = useCreateCall();
  const update = useUpdateCall();
  const write = call ? update : create;
  const form = useForm<CallValues, unknown, z.output<typeof callForm>>({
    resolver: zodResolver(callForm),
    defaultValues: valuesOf(forms, call),
  });
  const { errors } = form.formState;
  const set = form.register;
  // Applicants so far acknowledged the text as it is: say so before the studio saves a change to it.
  const disclosure = form.watch('disclosure');
  const disclosureChanged = Boolean(call) && disclosure.trim() !== (call?.disclosure ?? '').trim();
  const applicants = call?.applicants ?? 0;

  const submit = form.handleSubmit(async ({ status: _, ...body }) => {
    if (!call) {
      const r = await create.submit({ ...body, status: 'open' }, { success: { title: t('casting.call.opened', 'Casting call opened.') } });
      if (r.ok) onDone();
      else applyServerError(r.error, form.setError, CALL_FIELDS);
      return;
    }
    const before: Record<string, unknown> = {
      ...call,
      starts_on: call.starts_on || null,
      ends_on: call.ends_on || null,
      location: call.location || null,
    };
    const patch = Object.fromEntries(Object.entries(body).filter(([k, x]) => JSON.stringify(x) !== JSON.stringify(before[k]))) as Partial<
      typeof body
    >;
    if (Object.keys(patch).length === 0) return onDone();
    // The order of the rates and dates is checked on the whole call: send both ends when one moves.
    if ('rate_min' in patch || 'rate_max' in patch) Object.assign(patch, { rate_min: body.rate_min, rate_max: body.rate_max });
    if ('starts_on' in patch || 'ends_on' in patch) Object.assign(patch, { starts_on: body.starts_on, ends_on: body.ends_on });
    const r = await update.submit({ id: call.id, body: patch }, { success: { title: CASTING_MESSAGES.callSaved } });
    if (r.ok) onDone();
    else applyServerError(r.error, form.setError, CALL_FIELDS);
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid gap-4"
      aria-label={call ? CASTING_MESSAGES.editCallTitle : t('casting.call.new', 'New casting call')}
    >
      <Field label={t('casting.call.form', 'Application form')} error={errors.form_id?.message}>
        {(p) => (
          <select {...p} className={selectClass} {...set('form_id')}>
            {forms.map((f) => (
              <option key={f.id} value={f.id}>
                {f.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('casting.call.role', 'Role')} error={errors.title?.message}>
        {(p) => (
          <Input
            {...p}
            maxLength={CASTING_LIMITS.titleMax}
            placeholder={t('casting.call.rolePlaceholder', 'Lead, two-day beach feature')}
            required
            {...set('title')}
          />
        )}
      </Field>
      <Field label={t('casting.call.roleDescription', 'Role description')} error={errors.role_description?.message}>
        {(p) => <Textarea {...p} maxLength={CASTING_LIMITS.roleDescriptionMax} required {...set('role_description')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('casting.call.starts', 'Shoot starts')} error={errors.starts_on?.message}>
          {(p) => <Input {...p} type="date" {...set('starts_on')} />}
        </Field>
        <Field label={t('casting.call.ends', 'Shoot ends')} error={errors.ends_on?.message}>
          {(p) => <Input {...p} type="date" {...set('ends_on')} />}
        </Field>
      </div>
      <Field label={t('casting.call.location', 'Location')} error={errors.location?.message}>
        {(p) => (
          <Input
            {...p}
            maxLength={CASTING_LIMITS.locationMax}
            placeholder={t('casting.call.locationPlaceholder', 'City, Region, Country')}
            {...set('location')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('casting.call.rateMin', 'Lowest rate (USD)')} error={errors.rate_min?.message}>
          {(p) => <Input {...p} type="number" min={0} inputMode="numeric" {...set('rate_min')} />}
        </Field>
        <Field label={t('casting.call.rateMax', 'Highest rate (USD)')} error={errors.rate_max?.message}>
          {(p) => <Input {...p} type="number" min={0} inputMode="numeric" {...set('rate_max')} />}
        </Field>
        <Controller
          control={form.control}
          name="rate_unit"
          render={({ field, fieldState }) => (
            <RateUnitField value={field.value} error={fieldState.error?.message} onChange={field.onChange} />
          )}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('casting.call.contentTypes', 'Content types')}</legend>
        <Controller
          control={form.control}
          name="content_types"
          render={({ field }) => (
            <div className="flex flex-wrap gap-3">
              {CONTENT_TYPES.map((ct) => (
                <div key={ct} className="flex items-center gap-2">
                  <Checkbox
                    id={`ct-${ct}`}
                    checked={field.value.includes(ct)}
                    onCheckedChange={(on) => field.onChange(on ? [...field.value, ct] : field.value.filter((x) => x !== ct))}
                  />
                  <Label htmlFor={`ct-${ct}`}>{contentTypeLabel(ct)}</Label>
                </div>
              ))}
            </div>
          )}
        />
        {errors.content_types?.message ? <p className="text-sm text-destructive">{errors.content_types.message}</p> : null}
      </fieldset>
      <Field
        label={t('casting.disclosure', 'Nudity and acts disclosure')}
        error={errors.disclosure?.message}
        hint={t('casting.call.disclosureHint', 'Applicants must acknowledge this before they apply. Be specific.')}
      >
        {(p) => <Textarea {...p} maxLength={CASTING_LIMITS.disclosureMax} required {...set('disclosure')} />}
      </Field>
      {disclosureChanged && applicants > 0 ? (
        <p role="status" className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="disclosure-warning">
          {CASTING_MESSAGES.disclosureEditWarning(applicants)}
        </p>
      ) : null}
      <Field label={t('casting.call.deadline', 'Application deadline')} error={errors.deadline?.message}>
        {(p) => <Input {...p} type="date" required {...set('deadline')} />}
      </Field>
      <FormError message={write.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={write.busy}>
          {call
            ? write.busy
              ? t('common.saving', 'Saving...')
              : t('casting.call.save', 'Save changes')
            : write.busy
              ? t('casting.call.opening', 'Opening...')
              : t('casting.call.open', 'Open casting call')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel', 'Cancel')}
        </Button>
      </div>
    </form>
  );
}
