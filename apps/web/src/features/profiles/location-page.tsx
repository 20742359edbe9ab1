import { zodResolver } from '@hookform/resolvers/zod';
import { LOCATION_LIMITS, LOCATION_MESSAGES, locationInput, locationText, type MyLocation } from '@mb/contract/location';
import { Crosshair, LocateFixed, MapPin, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { locate } from './geolocation';
import { useMyLocation, useUpdateMyLocation } from './queries';

/** The form's text: coordinates as typed, turned into numbers by `locationForm`. */
type Draft = z.input<typeof locationForm>;
type Output = z.output<typeof locationForm>;
const FIELDS = ['city', 'region', 'country', 'latitude', 'longitude'] as const;

const toDraft = (l: MyLocation): Draft => ({
  city: l.city ?? '',
  region: l.region ?? '',
  country: l.country ?? '',
  latitude: l.latitude === null ? '' : String(l.latitude),
  longitude: l.longitude === null ? '' : String(l.longitude),
});

/** A typed coordinate: empty is none; anything else must be a number (the schema checks the range). */
const coordinate = (s: string): number | null => (s.trim() === '' ? null : Number(s.trim().replace(',', '.')));

/** The form's text as the server's input, checked by the contract's schema (its messages, its field names). */
export const locationForm = z
  .object({ city: z.string(), region: z.string(), country: z.string(), latitude: z.string(), longitude: z.string() })
  .transform((d): z.input<typeof locationInput> => ({ ...d, latitude: coordinate(d.latitude), longitude: coordinate(d.longitude) }))
  .pipe(locationInput);

/** /location (spec §2 'My Location'): city, region, country and optional coordinates. */
export default function LocationPage() {
  usePageMeta(
    t('profiles.location.metaTitle', 'My Location · {product}', { product: PRODUCT_NAME }),
    t('profiles.location.metaText', 'Where you are based: shown to others at city level only.'),
  );
  const query = useMyLocation();
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8" aria-labelledby="location-title">
      <div className="grid gap-1">
        <h1 id="location-title" className="text-2xl font-bold tracking-tight">
          {t('profiles.location.title', 'My Location')}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t('profiles.location.lead', 'Where you are based, so studios and creators nearby can find you in Discover Creators.')}
        </p>
      </div>
      {query.isPending ? (
        <Loading className="grid gap-4" label={t('profiles.location.loading', 'Loading your location…')}>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-32" />
        </Loading>
      ) : query.isError ? (
        <ErrorState message={tm(LOCATION_MESSAGES.loadFailed)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <LocationForm location={query.data} />
      )}
    </section>
  );
}

function LocationForm({ location }: { location: MyLocation }) {
  const update = useUpdateMyLocation();
  const form = useForm<Draft, unknown, Output>({ resolver: zodResolver(locationForm), defaultValues: toDraft(location) });
  const { errors } = form.formState;
  const [geo, setGeo] = useState<{ state: 'idle' | 'asking' } | { state: 'done'; message: string; ok: boolean }>({ state: 'idle' });
  useEffect(() => form.reset(toDraft(location)), [form, location]);

  const save = (success: string) =>
    form.handleSubmit(async (body) => {
      await update.submit(body, { form: { setError: form.setError, fields: FIELDS }, success: { title: success } });
    });

  const askBrowser = async () => {
    setGeo({ state: 'asking' });
    const r = await locate();
    if (r.ok) {
      form.setValue('latitude', String(r.latitude));
      form.setValue('longitude', String(r.longitude));
      form.clearErrors(['latitude', 'longitude']);
      setGeo({ state: 'done', ok: true, message: tm(LOCATION_MESSAGES.geoFound) });
    } else setGeo({ state: 'done', ok: false, message: tm(r.message) });
  };

  const clearCoordinates = () => {
    form.setValue('latitude', '');
    form.setValue('longitude', '');
    form.clearErrors(['latitude', 'longitude']);
    setGeo({ state: 'idle' });
    if (location.latitude !== null) void save(tm(LOCATION_MESSAGES.coordinatesCleared))();
  };

  const draft = form.watch();
  const shown = locationText(draft);
  const hasCoords = draft.latitude.trim() !== '' || draft.longitude.trim() !== '';
  return (
    <form
      onSubmit={save(tm(LOCATION_MESSAGES.saved))}
      className="grid gap-6"
      noValidate
      aria-label={t('profiles.location.formLabel', 'My location')}
    >
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">{t('profiles.location.based', 'Where you are based')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {(['city', 'region', 'country'] as const).map((k) => (
            <Field
              key={k}
              label={
                k === 'region'
                  ? t('profiles.location.region', 'Region or state')
                  : k === 'city'
                    ? t('profiles.location.city', 'City')
                    : t('profiles.location.country', 'Country')
              }
              error={errors[k]?.message}
            >
              {(p) => (
                <Input
                  {...p}
                  {...form.register(k)}
                  maxLength={LOCATION_LIMITS.partMax + 20}
                  autoComplete={k === 'city' ? 'address-level2' : k === 'region' ? 'address-level1' : 'country-name'}
                />
              )}
            </Field>
          ))}
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {t('profiles.location.othersSee', 'Others see:')}{' '}
            <strong className="font-medium text-foreground">{shown ?? t('profiles.location.none', 'no location')}</strong>
          </span>
        </p>
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">{t('profiles.location.coordinates', 'Coordinates (optional)')}</legend>
        <p className="text-sm text-muted-foreground">
          {t(
            'profiles.location.coordinatesText',
            'Used only to find members near you by distance. Nobody else ever sees them: others see your city, and a distance rounded to 5 km. We keep them to about 1 km.',
          )}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('profiles.location.latitude', 'Latitude')}
            error={errors.latitude?.message}
            hint={t('profiles.location.latitudeHint', 'From -90 to 90, e.g. 52.52')}
          >
            {(p) => <Input {...p} inputMode="decimal" {...form.register('latitude')} />}
          </Field>
          <Field
            label={t('profiles.location.longitude', 'Longitude')}
            error={errors.longitude?.message}
            hint={t('profiles.location.longitudeHint', 'From -180 to 180, e.g. 13.40')}
          >
            {(p) => <Input {...p} inputMode="decimal" {...form.register('longitude')} />}
          </Field>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={askBrowser} disabled={geo.state === 'asking'}>
            {geo.state === 'asking' ? <Crosshair className="animate-pulse" aria-hidden="true" /> : <LocateFixed aria-hidden="true" />}
            {geo.state === 'asking'
              ? t('profiles.location.finding', 'Finding your position…')
              : t('profiles.location.useCurrent', 'Use my current position')}
          </Button>
          {hasCoords ? (
            <Button type="button" variant="ghost" onClick={clearCoordinates} disabled={update.busy}>
              <Trash2 aria-hidden="true" />
              {t('profiles.location.remove', 'Remove coordinates')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">
          {t('profiles.location.permission', 'Your browser asks for permission first. Nothing is shared until you save.')}
        </p>
        {geo.state === 'done' ? (
          <p role={geo.ok ? 'status' : 'alert'} className={geo.ok ? 'text-sm text-foreground' : 'text-sm text-destructive'}>
            {geo.message}
          </p>
        ) : null}
      </fieldset>

      <FormError message={update.error} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="link" className="px-0">
          <Link to="/network">{t('profiles.location.discover', 'Discover creators near you')}</Link>
        </Button>
        <Button type="submit" disabled={update.busy}>
          {update.busy ? t('profiles.location.saving', 'Saving…') : t('profiles.location.save', 'Save location')}
        </Button>
      </div>
    </form>
  );
}
