import { zodResolver } from '@hookform/resolvers/zod';
import {
  CASTING_FIELD_TYPES,
  CASTING_LIMITS,
  type CastingField,
  type CastingFieldType,
  type CastingForm,
  type CastingFormInput,
  castingFormInput,
} from '@mb/contract/casting';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { applyServerError } from '../../lib/form-errors';
import { t } from '../../lib/i18n';
import { selectClass } from './parts';
import { useSaveForm } from './queries';

const isChoice = (type: CastingFieldType) => type === 'choice' || type === 'multi_choice';

/** A field type's name in the current language (the contract's CASTING_FIELD_LABELS are the English). */
const fieldTypeLabel = (type: CastingFieldType): string =>
  ({
    text: t('casting.fieldType.text', 'Short text'),
    long_text: t('casting.fieldType.longText', 'Long text'),
    number: t('casting.fieldType.number', 'Number'),
    date: t('casting.fieldType.date', 'Date'),
    choice: t('casting.fieldType.choice', 'Choice (one)'),
    multi_choice: t('casting.fieldType.multiChoice', 'Multiple choice'),
    media_request: t('casting.fieldType.mediaRequest', 'Media request (portfolio items)'),
    yes_no: t('casting.fieldType.yesNo', 'Yes / no'),
    consent: t('casting.fieldType.consent', 'Consent statement'),
  })[type];
const lines = (s: string) =>
  s
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);

/** A field as typed: its help as text, its options one a line. */
const draftField = z.object({
  id: z.string(),
  type: z.enum(CASTING_FIELD_TYPES),
  label: z.string(),
  help: z.string(),
  required: z.boolean(),
  optionsText: z.string(),
});
type DraftField = z.infer<typeof draftField>;

/** The builder's text as the server's input, checked by the contract's castingFormInput. */
const builderForm = z
  .object({ title: z.string(), description: z.string(), fields: z.array(draftField) })
  .transform(
    (v): CastingFormInput => ({
      title: v.title,
      description: v.description || null,
      fields: v.fields.map(({ optionsText, ...f }) => ({
        ...f,
        help: f.help || null,
        options: isChoice(f.type) ? lines(optionsText) : undefined,
      })),
    }),
  )
  .pipe(castingFormInput);
type BuilderValues = z.input<typeof builderForm>;
type BuilderOutput = z.output<typeof builderForm>;

const toDraft = (f: CastingField): DraftField => ({
  id: f.id,
  type: f.type,
  label: f.label,
  help: f.help ?? '',
  required: f.required,
  optionsText: (f.options ?? []).join('\n'),
});
let nextKey = 0;
const newField = (type: CastingFieldType = 'text'): DraftField => ({
  id: `f${Date.now().toString(36)}${nextKey++}`,
  type,
  label: '',
  help: '',
  required: false,
  optionsText: '',
});
const FIELD_PARTS = ['id', 'type', 'label', 'help', 'options'] as const;

/** The form builder: ordered fields of nine types, each required or not. */
export function FormBuilder({ form: saved, onDone }: { form: CastingForm | null; onDone: () => void }) {
  const save = useSaveForm();
  const form = useForm<BuilderValues, unknown, BuilderOutput>({
    resolver: zodResolver(builderForm),
    defaultValues: {
      title: saved?.title ?? '',
      description: saved?.description ?? '',
      fields: saved ? saved.fields.map(toDraft) : [newField('text')],
    },
  });
  // `key` names each row for React: the fields' own `id` is their answer key, typed by nobody.
  const rows = useFieldArray({ control: form.control, name: 'fields', keyName: 'key' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    const r = await save.submit(
      { id: saved?.id, body },
      { success: { title: saved ? t('casting.forms.saved', 'Form saved.') : t('casting.forms.created', 'Form created.') } },
    );
    if (r.ok) return onDone();
    // Under its field and, as always, above the buttons too.
    const known = ['title', 'description', 'fields', ...rows.fields.flatMap((_, i) => FIELD_PARTS.map((k) => `fields.${i}.${k}`))];
    applyServerError(r.error, form.setError, known);
  });
  const listError = errors.fields?.root?.message ?? errors.fields?.message;
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid gap-4"
      aria-label={saved ? t('casting.forms.edit', 'Edit casting form') : t('casting.forms.newLabel', 'New casting form')}
    >
      <Field label={t('casting.forms.formTitle', 'Form title')} error={errors.title?.message}>
        {(p) => <Input {...p} maxLength={CASTING_LIMITS.formTitleMax} required {...form.register('title')} />}
      </Field>
      <Field label={t('casting.forms.introduction', 'Introduction (optional)')} error={errors.description?.message}>
        {(p) => <Textarea {...p} maxLength={CASTING_LIMITS.formDescriptionMax} {...form.register('description')} />}
      </Field>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">{t('casting.forms.fieldsLegend', 'Fields, in the order applicants see them')}</legend>
        {rows.fields.map((row, i) => (
          <FieldCard
            key={row.key}
            index={i}
            count={rows.fields.length}
            control={form.control}
            register={form.register}
            errors={errors}
            onMove={(d) => rows.move(i, i + d)}
            onRemove={() => rows.remove(i)}
          />
        ))}
        {listError ? <p className="text-sm text-destructive">{listError}</p> : null}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={rows.fields.length >= CASTING_LIMITS.fieldsMax}
          onClick={() => rows.append(newField(), { shouldFocus: false })}
        >
          <Plus aria-hidden /> {t('casting.forms.addField', 'Add field')}
        </Button>
      </fieldset>
      <FormError message={save.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.busy}>
          {save.busy ? t('common.saving', 'Saving...') : t('casting.forms.save', 'Save form')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel', 'Cancel')}
        </Button>
      </div>
    </form>
  );
}

/** One field of the form being built: label, type, options (for choices), help, required, its place. */
function FieldCard({
  index: i,
  count,
  control,
  register,
  errors,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  control: Control<BuilderValues, unknown, BuilderOutput>;
  register: UseFormRegister<BuilderValues>;
  errors: FieldErrors<BuilderValues>;
  onMove: (d: -1 | 1) => void;
  onRemove: () => void;
}) {
  const [id, type] = useWatch({ control, name: [`fields.${i}.id`, `fields.${i}.type`] });
  const e = errors.fields?.[i];
  return (
    <div className="grid gap-3 rounded-lg border p-3" data-testid="form-field">
      <div className="grid gap-3 sm:grid-cols-[1fr_13rem]">
        <Field label={t('casting.forms.fieldLabel', 'Field {n} label', { n: i + 1 })} error={e?.label?.message ?? e?.id?.message}>
          {(p) => <Input {...p} maxLength={CASTING_LIMITS.fieldLabelMax} {...register(`fields.${i}.label`)} />}
        </Field>
        <Field label={t('casting.forms.type', 'Type')} error={e?.type?.message}>
          {(p) => (
            <select {...p} className={selectClass} {...register(`fields.${i}.type`)}>
              {CASTING_FIELD_TYPES.map((ft) => (
                <option key={ft} value={ft}>
                  {fieldTypeLabel(ft)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {isChoice(type) ? (
        <Field
          label={t('casting.forms.options', 'Options, one a line')}
          error={(e as { options?: { message?: string } } | undefined)?.options?.message}
        >
          {(p) => <Textarea {...p} className="min-h-20" {...register(`fields.${i}.optionsText`)} />}
        </Field>
      ) : null}
      <Field label={t('casting.forms.help', 'Help text (optional)')} error={e?.help?.message}>
        {(p) => <Input {...p} maxLength={CASTING_LIMITS.fieldHelpMax} {...register(`fields.${i}.help`)} />}
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <div className="mr-auto flex items-center gap-2">
          <Controller
            control={control}
            name={`fields.${i}.required`}
            render={({ field }) => <Checkbox id={`${id}-req`} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />}
          />
          <Label htmlFor={`${id}-req`}>{t('casting.forms.required', 'Required')}</Label>
        </div>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={i === 0}
          onClick={() => onMove(-1)}
          aria-label={t('casting.forms.moveUp', 'Move field {n} up', { n: i + 1 })}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={i === count - 1}
          onClick={() => onMove(1)}
          aria-label={t('casting.forms.moveDown', 'Move field {n} down', { n: i + 1 })}
        >
          <ArrowDown aria-hidden />
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={count === 1}
          onClick={onRemove}
          aria-label={t('casting.forms.removeField', 'Remove field {n}', { n: i + 1 })}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </div>
  );
}
