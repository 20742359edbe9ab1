import { zodResolver } from '@hookform/resolvers/zod';
import { GEO_REGIONS, type GeoBlockSettings, geoBlockInput, geoCountries, GEOBLOCK_MESSAGES as M } from '@mb/contract/geoblock';
import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t, tm } from '../../lib/i18n';
import { useMyGeoBlock, useSaveGeoBlock } from './queries';

type GeoForm = z.input<typeof geoBlockInput>;
interface Place {
  code: string;
  name: string;
  english: string;
  kind: 'countries' | 'regions';
}

/** The attribution DB-IP's licence asks for, word for word in every language. */
const DBIP_CREDIT = 'IP Geolocation by DB-IP';
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Settings → Privacy: the countries, US states and Canadian provinces the member hides from (issue 35). */
export function GeoBlocking() {
  const query = useMyGeoBlock();
  if (query.isPending) {
    return (
      <Loading label={t('geoblock.loading', 'Loading blocked locations')}>
        <Skeleton className="h-48" />
      </Loading>
    );
  }
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <GeoBlockForm saved={query.data} />;
}

function GeoBlockForm({ saved }: { saved: GeoBlockSettings }) {
  const save = useSaveGeoBlock();
  const values = useMemo(
    () => ({ countries: saved.countries, regions: saved.regions, allowed: saved.allowed.map((a) => a.username) }),
    [saved],
  );
  const form = useForm<GeoForm, unknown, z.output<typeof geoBlockInput>>({ resolver: zodResolver(geoBlockInput), values });
  const [search, setSearch] = useState('');
  const [member, setMember] = useState('');
  const countries = form.watch('countries');
  const regions = form.watch('regions');
  const allowed = form.watch('allowed');

  // Countries in the interface's language (Intl.DisplayNames), sorted in it; the English name is kept for
  // the search, so "Germany" finds Deutschland too. States and provinces keep their own names.
  const places = useMemo<Place[]>(() => {
    const locale = intlLocale();
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const local = (code: string) => names.of(code) ?? code;
    return [
      ...geoCountries()
        .map((c) => ({ code: c.code, name: local(c.code), english: c.name, kind: 'countries' as const }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
      ...GEO_REGIONS.map((r) => ({
        code: r.code,
        name: `${r.name}, ${local(r.code.slice(0, 2))}`,
        english: r.name,
        kind: 'regions' as const,
      })),
    ];
  }, []);
  const byCode = useMemo(() => new Map(places.map((p) => [p.code, p])), [places]);
  const shown = useMemo(() => {
    const q = fold(search.trim());
    return q ? places.filter((p) => fold(p.name).includes(q) || fold(p.english).includes(q) || p.code.toLowerCase() === q) : places;
  }, [places, search]);

  const chosen = (p: Place) => (p.kind === 'countries' ? countries : regions).includes(p.code);
  const toggle = (p: Place, on: boolean) => {
    const list = p.kind === 'countries' ? countries : regions;
    form.setValue(p.kind, on ? [...list, p.code] : list.filter((c) => c !== p.code), { shouldDirty: true });
  };
  const addMember = () => {
    const name = member.trim().replace(/^@/, '').toLowerCase();
    if (name && !allowed.includes(name)) form.setValue('allowed', [...allowed, name], { shouldDirty: true });
    setMember('');
  };

  const onSubmit = form.handleSubmit(async (v) => {
    await save.submit(v, {
      form: { setError: form.setError, fields: ['countries', 'regions', 'allowed'] },
      success: { title: tm(M.saved) },
    });
  });
  const picked = [...countries, ...regions].map((c) => byCode.get(c)).filter((p): p is Place => Boolean(p));
  const errors = form.formState.errors;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t('settings.geoblock.title', 'Blocked locations')}>
      <p className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm">{tm(M.tradeOff)}</p>
      <div className="grid gap-2">
        <h3 className="text-sm font-medium">{t('geoblock.hiddenFrom', 'Hidden from ({count})', { count: picked.length })}</h3>
        {picked.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('geoblock.blockedPlaces', 'Blocked places')}>
            {picked.map((p) => (
              <li key={p.code}>
                <span className="inline-flex items-center gap-1 rounded-full border bg-muted px-3 py-1 text-sm">
                  {p.name}
                  <button
                    type="button"
                    className="rounded-full p-0.5 hover:bg-background focus-visible:outline focus-visible:outline-2"
                    onClick={() => toggle(p, false)}
                    aria-label={t('geoblock.remove', 'Remove {name}', { name: p.name })}
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('geoblock.none', 'No places blocked: everyone can find your profile.')}</p>
        )}
      </div>
      <Field
        label={t('geoblock.search', 'Search countries, US states and Canadian provinces')}
        error={errors.countries?.message ?? errors.regions?.message}
      >
        {(p) => (
          <Input
            {...p}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('geoblock.searchExample', 'Germany, Texas, Quebec...')}
          />
        )}
      </Field>
      <fieldset className="max-h-72 overflow-y-auto rounded-md border">
        <legend className="sr-only">{t('geoblock.places', 'Places')}</legend>
        {shown.length ? (
          <ul className="divide-y">
            {shown.map((p) => {
              const id = `geo-${p.code}`;
              return (
                <li key={p.code} className="flex items-center gap-3 px-3 py-2">
                  <Checkbox id={id} checked={chosen(p)} onCheckedChange={(v) => toggle(p, v === true)} />
                  <label htmlFor={id} className="flex-1 cursor-pointer text-sm">
                    {p.name}
                  </label>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="p-3 text-sm text-muted-foreground">
            {t('geoblock.noMatch', 'No country, state or province matches “{search}”.', { search: search.trim() })}
          </p>
        )}
      </fieldset>
      <div className="grid gap-2">
        <Field
          label={t('geoblock.allow', 'Let members through anyway')}
          hint={tm(M.allowHelp)}
          error={errors.allowed?.message ?? errors.allowed?.[0]?.message}
        >
          {(p) => (
            <div className="flex gap-2">
              <Input
                {...p}
                value={member}
                onChange={(e) => setMember(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addMember();
                  }
                }}
                placeholder={t('geoblock.memberExample', '@username')}
                autoComplete="off"
              />
              <Button type="button" variant="outline" onClick={addMember} disabled={!member.trim()}>
                {t('geoblock.add', 'Add')}
              </Button>
            </div>
          )}
        </Field>
        {allowed.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('geoblock.allowed', 'Members let through')}>
            {allowed.map((name) => (
              <li key={name}>
                <span className="inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm">
                  @{name}
                  <button
                    type="button"
                    className="rounded-full p-0.5 hover:bg-muted focus-visible:outline focus-visible:outline-2"
                    onClick={() =>
                      form.setValue(
                        'allowed',
                        allowed.filter((a) => a !== name),
                        { shouldDirty: true },
                      )
                    }
                    aria-label={t('geoblock.remove', 'Remove {name}', { name: `@${name}` })}
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <FormError message={save.error} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-muted-foreground">
          {t('geoblock.source', 'Places from')}{' '}
          <a href="https://db-ip.com" className="underline" target="_blank" rel="noreferrer" translate="no">
            {DBIP_CREDIT}
          </a>
        </p>
        <Button type="submit" disabled={save.busy || !form.formState.isDirty}>
          {save.busy ? t('common.saving', 'Saving...') : t('geoblock.save', 'Save blocked locations')}
        </Button>
      </div>
    </form>
  );
}
