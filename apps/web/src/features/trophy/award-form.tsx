import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_TYPES, type ProfileType } from '@mb/contract/profile-types';
import { type AwardInput, type AwardView, awardInput, TROPHY_MESSAGES as M, TROPHY_LIMITS } from '@mb/contract/trophy';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { t, tm } from '../../lib/i18n';
import { useSaveAward } from './queries';

const typeLabel = (type: ProfileType): string =>
  ({
    creator: t('trophy.type.creator', 'Creators'),
    studio: t('trophy.type.studio', 'Studios'),
    business: t('trophy.type.business', 'Businesses'),
    enterprise: t('trophy.type.enterprise', 'Enterprises'),
  })[type];

/** An instant as the value of a datetime-local input (the reader's local time, to the minute). */
function localValue(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const isoOf = (local: string) => {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
};

const inDays = (days: number, hour = 12) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
};

function initial(award?: AwardView): AwardInput {
  if (award) {
    return {
      title: award.title,
      description: award.description,
      categories: award.categories.map((c) => ({ name: c.name, description: c.description })),
      nominations_open_at: award.nominations_open_at,
      nominations_close_at: award.nominations_close_at,
      voting_open_at: award.voting_open_at,
      voting_close_at: award.voting_close_at,
      nominee_types: award.nominee_types,
      voter_types: award.voter_types,
      nominees_verified_only: award.nominees_verified_only,
    };
  }
  return {
    title: '',
    description: '',
    categories: [{ name: '', description: '' }],
    nominations_open_at: new Date().toISOString(),
    nominations_close_at: inDays(14),
    voting_open_at: inDays(16),
    voting_close_at: inDays(23),
    nominee_types: ['creator', 'studio'],
    voter_types: [...PROFILE_TYPES],
    nominees_verified_only: false,
  };
}

const WINDOWS = ['nominations_open_at', 'nominations_close_at', 'voting_open_at', 'voting_close_at'] as const;
const windowLabel = (k: (typeof WINDOWS)[number]): string =>
  ({
    nominations_open_at: t('trophy.form.nominationsOpen', 'Nominations open'),
    nominations_close_at: t('trophy.form.nominationsClose', 'Nominations close'),
    voting_open_at: t('trophy.form.votingOpens', 'Voting opens'),
    voting_close_at: t('trophy.form.votingCloses', 'Voting closes'),
  })[k];
const TYPES = ['nominee_types', 'voter_types'] as const;
const typesLabel = (k: (typeof TYPES)[number]): string =>
  k === 'nominee_types'
    ? t('trophy.form.nomineeTypes', 'Who may be nominated')
    : t('trophy.form.voterTypes', 'Who may vote (verified identities only)');

/** Every field the server may name in a refusal (a category's name by its place in the list). */
const fieldNames = (categories: number) => [
  'title',
  'description',
  'categories',
  ...Array.from({ length: categories }, (_, i) => `categories.${i}.name`),
  ...WINDOWS,
  ...TYPES,
  'nominees_verified_only',
];

/**
 * Creates an award (no `award`) or changes one still before its nominations (the server refuses later
 * changes). Checked here with the contract's schema, then by the server, whose field errors land
 * under their fields.
 */
export function AwardForm({ award, onSaved }: { award?: AwardView; onSaved?: (a: AwardView) => void }) {
  const save = useSaveAward();
  const formId = useId();
  const form = useForm<z.input<typeof awardInput>, unknown, AwardInput>({
    resolver: zodResolver(awardInput),
    defaultValues: initial(award),
  });
  const { errors } = form.formState;
  const categories = useFieldArray({ control: form.control, name: 'categories' });

  const submit = form.handleSubmit(async (body) => {
    const r = await save.submit(
      { id: award?.id ?? null, body },
      {
        form: { setError: form.setError, fields: fieldNames(body.categories.length) },
        success: { title: tm(award ? M.saved : M.created) },
      },
    );
    if (r.ok) onSaved?.(r.data);
  });

  const categoriesError = errors.categories?.root?.message ?? errors.categories?.message;
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate data-testid="award-form" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="text-lg font-semibold">
        {award ? t('trophy.form.details', 'Award details') : t('trophy.form.create', 'Create an award')}
      </h2>
      <Field label={t('trophy.form.title', 'Title')} error={errors.title?.message}>
        {(p) => <Input {...p} maxLength={TROPHY_LIMITS.titleMax} {...form.register('title')} />}
      </Field>
      <Field label={t('trophy.form.description', 'Description (optional)')} error={errors.description?.message}>
        {(p) => <Textarea {...p} maxLength={TROPHY_LIMITS.descriptionMax} {...form.register('description')} />}
      </Field>
      <fieldset className="grid gap-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">{t('trophy.form.categories', 'Categories')}</legend>
        {categories.fields.map((c, i) => (
          <div key={c.id} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start" data-testid="category-input">
            <Field label={t('trophy.form.categoryName', 'Category {n} name', { n: i + 1 })} error={errors.categories?.[i]?.name?.message}>
              {(p) => <Input {...p} maxLength={TROPHY_LIMITS.categoryNameMax} {...form.register(`categories.${i}.name`)} />}
            </Field>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              disabled={categories.fields.length <= 1}
              aria-label={t('trophy.form.removeCategory', 'Remove category {n}', { n: i + 1 })}
              onClick={() => categories.remove(i)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        {categoriesError ? (
          <p role="alert" className="text-sm text-destructive">
            {categoriesError}
          </p>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={categories.fields.length >= TROPHY_LIMITS.categoriesMax}
          onClick={() => categories.append({ name: '', description: '' }, { shouldFocus: false })}
        >
          <Plus aria-hidden /> {t('trophy.form.addCategory', 'Add a category')}
        </Button>
      </fieldset>
      <fieldset className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">{t('trophy.form.windows', 'Windows (your local time)')}</legend>
        {WINDOWS.map((k) => (
          <Field key={k} label={windowLabel(k)} error={errors[k]?.message}>
            {(p) => (
              <Controller
                control={form.control}
                name={k}
                render={({ field }) => (
                  <Input
                    {...p}
                    type="datetime-local"
                    name={field.name}
                    ref={field.ref}
                    value={localValue(field.value)}
                    onChange={(e) => field.onChange(isoOf(e.target.value))}
                    onBlur={field.onBlur}
                  />
                )}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <fieldset className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">{t('trophy.form.whoTakesPart', 'Who takes part')}</legend>
        {TYPES.map((k) => (
          <fieldset key={k} className="grid gap-2">
            <legend className="text-sm font-medium">{typesLabel(k)}</legend>
            <Controller
              control={form.control}
              name={k}
              render={({ field }) => (
                <>
                  {PROFILE_TYPES.map((type) => (
                    <div key={type} className="flex items-center gap-2 text-sm">
                      <Checkbox
                        id={`${formId}-${k}-${type}`}
                        checked={field.value.includes(type)}
                        onCheckedChange={(on) =>
                          field.onChange(
                            on === true ? [...field.value.filter((x) => x !== type), type] : field.value.filter((x) => x !== type),
                          )
                        }
                      />
                      <label htmlFor={`${formId}-${k}-${type}`}>{typeLabel(type)}</label>
                    </div>
                  ))}
                </>
              )}
            />
            {errors[k]?.message ? (
              <p role="alert" className="text-sm text-destructive">
                {errors[k]?.message}
              </p>
            ) : null}
          </fieldset>
        ))}
        <div className="flex items-center gap-2 text-sm sm:col-span-2">
          <Controller
            control={form.control}
            name="nominees_verified_only"
            render={({ field }) => (
              <Checkbox id={`${formId}-verified`} checked={field.value} onCheckedChange={(on) => field.onChange(on === true)} />
            )}
          />
          <label htmlFor={`${formId}-verified`}>
            {t('trophy.form.verifiedOnly', 'Only members with a verified identity may be nominated')}
          </label>
        </div>
      </fieldset>
      <FormError message={save.error} />
      <Button type="submit" className="w-fit" disabled={save.busy}>
        {save.busy
          ? t('trophy.saving', 'Saving...')
          : award
            ? t('trophy.form.save', 'Save award')
            : t('trophy.createAward', 'Create award')}
      </Button>
    </form>
  );
}
