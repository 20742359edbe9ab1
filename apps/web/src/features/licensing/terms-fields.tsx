import {
  isCountryCode,
  LICENSE_CURRENCIES,
  LICENSE_USAGES,
  type LicenseTermsInput,
  licenseTermsSchema,
  USAGE_LABELS,
} from '@mb/contract/licensing';
import { useId } from 'react';
import { Controller, type Path, type UseFormSetError, useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { Switch } from '../../components/ui/switch';
import { ApiError } from '../../lib/api';
import { t, tm } from '../../lib/i18n';
import { countryName } from './parts';

type Terms = LicenseTermsInput;
type Usage = (typeof LICENSE_USAGES)[number];

/** The terms as typed: text for numbers and countries, so what was typed is kept while it is wrong. */
export interface TermsDraft {
  usages: Usage[];
  territory: 'worldwide' | 'countries';
  countries: string;
  perpetual: boolean;
  months: string;
  exclusive: boolean;
  price: string;
  currency: (typeof LICENSE_CURRENCIES)[number];
}

export const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50';

export function draftOf(t?: {
  usages: readonly Usage[];
  territory: 'worldwide' | 'countries';
  countries: readonly string[];
  duration_months: number | null;
  exclusive: boolean;
  price_minor: number;
  currency: string;
}): TermsDraft {
  if (!t)
    return {
      usages: ['editorial'],
      territory: 'worldwide',
      countries: '',
      perpetual: false,
      months: '12',
      exclusive: false,
      price: '',
      currency: 'USD',
    };
  return {
    usages: [...t.usages],
    territory: t.territory,
    countries: t.countries.join(', '),
    perpetual: t.duration_months === null,
    months: t.duration_months === null ? '12' : String(t.duration_months),
    exclusive: t.exclusive,
    price: (t.price_minor / 100).toFixed(2).replace(/\.00$/, ''),
    currency: (LICENSE_CURRENCIES as readonly string[]).includes(t.currency) ? (t.currency as TermsDraft['currency']) : 'USD',
  };
}

const countryList = (s: string) =>
  s
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);

const amountOf = (price: string) =>
  /^\d{1,7}([.,]\d{1,2})?$/.test(price.trim()) ? Math.round(Number(price.trim().replace(',', '.')) * 100) : Number.NaN;
const monthsOf = (months: string) => (/^\d{1,3}$/.test(months.trim()) ? Number(months.trim()) : Number.NaN);

/** The draft as the contract's terms (what was typed; the contract's schema says what is wrong with it). */
const termsOf = (d: TermsDraft): Terms => ({
  usages: d.usages,
  territory: d.territory,
  countries: d.territory === 'countries' ? countryList(d.countries) : [],
  duration_months: d.perpetual ? null : monthsOf(d.months),
  exclusive: d.exclusive,
  price_minor: amountOf(d.price),
  currency: d.currency,
});

/** Which field of the draft a term of the contract is typed in. */
const DRAFT_KEY: Record<string, keyof TermsDraft> = { duration_months: 'months', price_minor: 'price' };
const draftKey = (term: PropertyKey | undefined) => DRAFT_KEY[String(term)] ?? (String(term) as keyof TermsDraft);

/**
 * The draft, checked by the contract's licenseTermsSchema: its words go under the field they were typed
 * in (the price under Price, a bad country code under Country codes); the output is the contract's terms.
 */
export const termsDraftSchema = z
  .object({
    usages: z.array(z.enum(LICENSE_USAGES)),
    territory: z.enum(['worldwide', 'countries']),
    countries: z.string(),
    perpetual: z.boolean(),
    months: z.string(),
    exclusive: z.boolean(),
    price: z.string(),
    currency: z.enum(LICENSE_CURRENCIES),
  })
  .superRefine((d, c) => {
    const r = licenseTermsSchema.safeParse(termsOf(d));
    const seen = new Set<string>();
    for (const issue of r.error?.issues ?? []) {
      const key = draftKey(issue.path[0]);
      if (!seen.has(key)) c.addIssue({ code: 'custom', message: issue.message, path: [key] });
      seen.add(key);
    }
  })
  .transform(termsOf);

/** Puts the server's terms errors ('terms.countries.0', 'terms.price_minor') under their draft fields. */
export function placeTermsErrors<T extends { terms: TermsDraft }>(e: unknown, setError: UseFormSetError<T>) {
  if (!(e instanceof ApiError)) return;
  for (const [k, message] of Object.entries(e.fields)) {
    const [head, term] = k.split('.');
    if (head === 'terms') setError(`terms.${draftKey(term)}` as Path<T>, { type: 'server', message });
  }
}

const ErrorText = ({ id, text }: { id: string; text?: string }) =>
  text ? (
    <p id={id} role="alert" className="text-sm text-destructive">
      {text}
    </p>
  ) : null;

/**
 * Usage, territory, duration, exclusivity and price: the fields an offer, a request and a counter-offer
 * share, under `terms` of the form around them (a FormProvider whose values hold `terms: TermsDraft`).
 */
export function TermsFields() {
  const id = useId();
  const { control, register, formState } = useFormContext<{ terms: TermsDraft }>();
  const errors = formState.errors.terms ?? {};
  const [territory, perpetual, countries] = useWatch({ control, name: ['terms.territory', 'terms.perpetual', 'terms.countries'] });
  const known = countryList(countries).filter(isCountryCode);
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={errors.usages ? `${id}-usages-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('licensing.terms.usage', 'Usage')}</legend>
        <Controller
          control={control}
          name="terms.usages"
          render={({ field }) => (
            <div className="flex flex-wrap gap-3">
              {LICENSE_USAGES.map((u) => (
                <label
                  key={u}
                  htmlFor={`${id}-${u}`}
                  className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm"
                >
                  <Checkbox
                    id={`${id}-${u}`}
                    checked={field.value.includes(u)}
                    onCheckedChange={(on) => field.onChange(on ? [...field.value, u] : field.value.filter((x) => x !== u))}
                  />
                  {tm(USAGE_LABELS[u])}
                </label>
              ))}
            </div>
          )}
        />
        <ErrorText id={`${id}-usages-error`} text={errors.usages?.message} />
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('licensing.terms.territory', 'Territory')}</legend>
        <Controller
          control={control}
          name="terms.territory"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={(v) => field.onChange(v as TermsDraft['territory'])}
              className="flex flex-wrap gap-3"
            >
              {(['worldwide', 'countries'] as const).map((k) => (
                <label
                  key={k}
                  htmlFor={`${id}-t-${k}`}
                  className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm"
                >
                  <RadioGroupItem id={`${id}-t-${k}`} value={k} />
                  {k === 'worldwide' ? t('licensing.terms.worldwide', 'Worldwide') : t('licensing.terms.someCountries', 'Some countries')}
                </label>
              ))}
            </RadioGroup>
          )}
        />
        {territory === 'countries' ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-countries`}>{t('licensing.terms.countries', 'Country codes')}</Label>
            <Input
              id={`${id}-countries`}
              placeholder={t('licensing.terms.countriesExample', 'US, GB, DE')}
              aria-invalid={Boolean(errors.countries)}
              aria-describedby={`${id}-countries-hint ${errors.countries ? `${id}-countries-error` : ''}`}
              {...register('terms.countries')}
            />
            <p id={`${id}-countries-hint`} className="text-xs text-muted-foreground">
              {known.length
                ? known.map(countryName).join(', ')
                : t('licensing.terms.countriesHint', 'Two-letter codes, separated by commas.')}
            </p>
            <ErrorText id={`${id}-countries-error`} text={errors.countries?.message} />
          </div>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-months`}>{t('licensing.terms.months.label', 'Duration (months)')}</Label>
          <Controller
            control={control}
            name="terms.months"
            render={({ field }) => (
              <Input
                id={`${id}-months`}
                inputMode="numeric"
                name={field.name}
                ref={field.ref}
                value={perpetual ? '' : field.value}
                disabled={perpetual}
                placeholder={perpetual ? t('licensing.terms.perpetual', 'Perpetual') : '12'}
                aria-invalid={Boolean(errors.months)}
                aria-describedby={errors.months ? `${id}-months-error` : undefined}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <label htmlFor={`${id}-perpetual`} className="flex items-center gap-2 text-sm">
            <Controller
              control={control}
              name="terms.perpetual"
              render={({ field }) => <Switch id={`${id}-perpetual`} checked={field.value} onCheckedChange={field.onChange} />}
            />
            {t('licensing.terms.perpetual', 'Perpetual')}
          </label>
          <ErrorText id={`${id}-months-error`} text={errors.months?.message} />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-price`}>{t('licensing.terms.price', 'Price')}</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-price`}
              inputMode="decimal"
              placeholder="250.00"
              aria-invalid={Boolean(errors.price)}
              aria-describedby={errors.price ? `${id}-price-error` : undefined}
              {...register('terms.price')}
            />
            <select
              aria-label={t('licensing.terms.currency', 'Currency')}
              className={`${selectClass} w-24`}
              {...register('terms.currency')}
            >
              {LICENSE_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <ErrorText id={`${id}-price-error`} text={errors.price?.message} />
        </div>
      </div>

      <label htmlFor={`${id}-exclusive`} className="flex items-start gap-2 text-sm">
        <Controller
          control={control}
          name="terms.exclusive"
          render={({ field }) => <Switch id={`${id}-exclusive`} checked={field.value} onCheckedChange={field.onChange} />}
        />
        <span>
          <span className="font-medium">{t('licensing.terms.exclusive', 'Exclusive')}</span>
          <span className="block text-muted-foreground">
            {t('licensing.terms.exclusiveHint', 'No one else may license the item while an exclusive license runs.')}
          </span>
        </span>
      </label>
    </div>
  );
}
