import {
  countryName,
  isCountryCode,
  LICENSE_CURRENCIES,
  LICENSE_USAGES,
  type LicenseTermsInput,
  licenseTermsSchema,
  USAGE_LABELS,
} from '@mb/contract/licensing';
import { useId } from 'react';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { Switch } from '../../components/ui/switch';

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

/** The draft as the contract's terms, with the contract's words for each wrong field. */
export function parseDraft(d: TermsDraft): { terms: Terms | null; errors: Record<string, string> } {
  const price = /^\d{1,7}([.,]\d{1,2})?$/.test(d.price.trim()) ? Math.round(Number(d.price.trim().replace(',', '.')) * 100) : Number.NaN;
  const months = /^\d{1,3}$/.test(d.months.trim()) ? Number(d.months.trim()) : Number.NaN;
  const terms: Terms = {
    usages: d.usages,
    territory: d.territory,
    countries: d.territory === 'countries' ? countryList(d.countries) : [],
    duration_months: d.perpetual ? null : months,
    exclusive: d.exclusive,
    price_minor: price,
    currency: d.currency,
  };
  const r = licenseTermsSchema.safeParse(terms);
  if (r.success) return { terms, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const key = String(issue.path[0] ?? 'terms');
    errors[key] ??= issue.message;
  }
  return { terms: null, errors };
}

/** Server field errors ('terms.countries.0') under the same keys as parseDraft's. */
export function termsErrorsOf(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) {
    const key = k.startsWith('terms.') ? (k.split('.')[1] ?? 'terms') : null;
    if (key) out[key] ??= v;
  }
  return out;
}

const ErrorText = ({ id, text }: { id: string; text?: string }) =>
  text ? (
    <p id={id} role="alert" className="text-sm text-destructive">
      {text}
    </p>
  ) : null;

/** Usage, territory, duration, exclusivity and price: the fields an offer, a request and a counter-offer share. */
export function TermsFields({
  value,
  onChange,
  errors,
}: {
  value: TermsDraft;
  onChange: (next: TermsDraft) => void;
  errors: Record<string, string>;
}) {
  const id = useId();
  const set = (patch: Partial<TermsDraft>) => onChange({ ...value, ...patch });
  const typed = countryList(value.countries);
  const known = typed.filter(isCountryCode);
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={errors.usages ? `${id}-usages-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Usage</legend>
        <div className="flex flex-wrap gap-3">
          {LICENSE_USAGES.map((u) => (
            <label key={u} htmlFor={`${id}-${u}`} className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm">
              <Checkbox
                id={`${id}-${u}`}
                checked={value.usages.includes(u)}
                onCheckedChange={(on) => set({ usages: on ? [...value.usages, u] : value.usages.filter((x) => x !== u) })}
              />
              {USAGE_LABELS[u]}
            </label>
          ))}
        </div>
        <ErrorText id={`${id}-usages-error`} text={errors.usages} />
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Territory</legend>
        <RadioGroup
          value={value.territory}
          onValueChange={(v) => set({ territory: v as TermsDraft['territory'] })}
          className="flex flex-wrap gap-3"
        >
          {(['worldwide', 'countries'] as const).map((k) => (
            <label key={k} htmlFor={`${id}-t-${k}`} className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm">
              <RadioGroupItem id={`${id}-t-${k}`} value={k} />
              {k === 'worldwide' ? 'Worldwide' : 'Some countries'}
            </label>
          ))}
        </RadioGroup>
        {value.territory === 'countries' ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-countries`}>Country codes</Label>
            <Input
              id={`${id}-countries`}
              placeholder="US, GB, DE"
              value={value.countries}
              aria-invalid={Boolean(errors.countries)}
              aria-describedby={`${id}-countries-hint ${errors.countries ? `${id}-countries-error` : ''}`}
              onChange={(e) => set({ countries: e.target.value })}
            />
            <p id={`${id}-countries-hint`} className="text-xs text-muted-foreground">
              {known.length ? known.map(countryName).join(', ') : 'Two-letter codes, separated by commas.'}
            </p>
            <ErrorText id={`${id}-countries-error`} text={errors.countries} />
          </div>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-months`}>Duration (months)</Label>
          <Input
            id={`${id}-months`}
            inputMode="numeric"
            value={value.perpetual ? '' : value.months}
            disabled={value.perpetual}
            placeholder={value.perpetual ? 'Perpetual' : '12'}
            aria-invalid={Boolean(errors.duration_months)}
            onChange={(e) => set({ months: e.target.value })}
          />
          <label htmlFor={`${id}-perpetual`} className="flex items-center gap-2 text-sm">
            <Switch id={`${id}-perpetual`} checked={value.perpetual} onCheckedChange={(on) => set({ perpetual: on })} />
            Perpetual
          </label>
          <ErrorText id={`${id}-months-error`} text={errors.duration_months} />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-price`}>Price</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-price`}
              inputMode="decimal"
              placeholder="250.00"
              value={value.price}
              aria-invalid={Boolean(errors.price_minor)}
              onChange={(e) => set({ price: e.target.value })}
            />
            <select
              aria-label="Currency"
              className={`${selectClass} w-24`}
              value={value.currency}
              onChange={(e) => set({ currency: e.target.value as TermsDraft['currency'] })}
            >
              {LICENSE_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <ErrorText id={`${id}-price-error`} text={errors.price_minor} />
        </div>
      </div>

      <label htmlFor={`${id}-exclusive`} className="flex items-start gap-2 text-sm">
        <Switch id={`${id}-exclusive`} checked={value.exclusive} onCheckedChange={(on) => set({ exclusive: on })} />
        <span>
          <span className="font-medium">Exclusive</span>
          <span className="block text-muted-foreground">No one else may license the item while an exclusive license runs.</span>
        </span>
      </label>
      {errors.terms ? <ErrorText id={`${id}-terms-error`} text={errors.terms} /> : null}
    </div>
  );
}
