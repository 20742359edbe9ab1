import { LOCATION_LIMITS, LOCATION_MESSAGES, locationInput, locationText, type MyLocation } from '@mb/contract/location';
import { Crosshair, LocateFixed, MapPin, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/form-errors';
import { PRODUCT_NAME } from '../../lib/product';
import { locate } from './geolocation';
import { useMyLocation, useUpdateMyLocation } from './queries';

interface Draft {
  city: string;
  region: string;
  country: string;
  latitude: string;
  longitude: string;
}

const toDraft = (l: MyLocation): Draft => ({
  city: l.city ?? '',
  region: l.region ?? '',
  country: l.country ?? '',
  latitude: l.latitude === null ? '' : String(l.latitude),
  longitude: l.longitude === null ? '' : String(l.longitude),
});

/** A typed coordinate: empty is none; anything else must be a number (the schema checks the range). */
const coordinate = (s: string): number | null => (s.trim() === '' ? null : Number(s.trim().replace(',', '.')));

/** The draft as the server's input, and the schema's messages per field when it is not valid. */
export function parseDraft(d: Draft) {
  const parsed = locationInput.safeParse({
    city: d.city,
    region: d.region,
    country: d.country,
    latitude: coordinate(d.latitude),
    longitude: coordinate(d.longitude),
  });
  if (parsed.success) return { ok: true as const, body: parsed.data };
  const fields: Partial<Record<keyof Draft, string>> = {};
  for (const issue of parsed.error.issues) {
    const k = issue.path[0] as keyof Draft | undefined;
    if (k && !fields[k]) fields[k] = issue.message;
  }
  return { ok: false as const, fields };
}

/** /location (spec §2 'My Location'): city, region, country and optional coordinates. */
export default function LocationPage() {
  usePageMeta(`My Location · ${PRODUCT_NAME}`, 'Where you are based: shown to others at city level only.');
  const query = useMyLocation();
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8" aria-labelledby="location-title">
      <div className="grid gap-1">
        <h1 id="location-title" className="text-2xl font-bold tracking-tight">
          My Location
        </h1>
        <p className="text-sm text-muted-foreground">
          Where you are based, so studios and creators nearby can find you in Discover Creators.
        </p>
      </div>
      {query.isPending ? (
        <Loading className="grid gap-4" label="Loading your location…">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-32" />
        </Loading>
      ) : query.isError ? (
        <ErrorState message={LOCATION_MESSAGES.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <LocationForm location={query.data} />
      )}
    </section>
  );
}

function LocationForm({ location }: { location: MyLocation }) {
  const update = useUpdateMyLocation();
  const [draft, setDraft] = useState<Draft>(() => toDraft(location));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [geo, setGeo] = useState<{ state: 'idle' | 'asking' } | { state: 'done'; message: string; ok: boolean }>({ state: 'idle' });
  useEffect(() => setDraft(toDraft(location)), [location]);

  const set = (k: keyof Draft) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [k]: e.target.value }));
    setErrors((x) => ({ ...x, [k]: undefined }));
  };

  const save = async (next: Draft, success: string) => {
    const parsed = parseDraft(next);
    if (!parsed.ok) {
      setErrors(parsed.fields);
      return;
    }
    const r = await update.submit(parsed.body, {
      message: (e) => (e instanceof ApiError ? e.message : errorMessage(e)),
      success: { title: success },
    });
    if (!r.ok && r.error instanceof ApiError && r.error.fields) setErrors(r.error.fields as Partial<Record<keyof Draft, string>>);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(draft, LOCATION_MESSAGES.saved);
  };

  const askBrowser = async () => {
    setGeo({ state: 'asking' });
    const r = await locate();
    if (r.ok) {
      setDraft((d) => ({ ...d, latitude: String(r.latitude), longitude: String(r.longitude) }));
      setErrors((x) => ({ ...x, latitude: undefined, longitude: undefined }));
      setGeo({ state: 'done', ok: true, message: LOCATION_MESSAGES.geoFound });
    } else setGeo({ state: 'done', ok: false, message: r.message });
  };

  const clearCoordinates = () => {
    const next = { ...draft, latitude: '', longitude: '' };
    setDraft(next);
    setGeo({ state: 'idle' });
    if (location.latitude !== null) void save(next, LOCATION_MESSAGES.coordinatesCleared);
  };

  const shown = locationText(draft);
  const hasCoords = draft.latitude.trim() !== '' || draft.longitude.trim() !== '';
  return (
    <form onSubmit={submit} className="grid gap-6" noValidate aria-label="My location">
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Where you are based</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {(['city', 'region', 'country'] as const).map((k) => (
            <Field key={k} label={k === 'region' ? 'Region or state' : k === 'city' ? 'City' : 'Country'} error={errors[k]}>
              {(p) => (
                <Input
                  {...p}
                  value={draft[k]}
                  onChange={set(k)}
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
            Others see: <strong className="font-medium text-foreground">{shown ?? 'no location'}</strong>
          </span>
        </p>
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Coordinates (optional)</legend>
        <p className="text-sm text-muted-foreground">
          Used only to find members near you by distance. Nobody else ever sees them: others see your city, and a distance rounded to 5 km.
          We keep them to about 1 km.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Latitude" error={errors.latitude} hint="From -90 to 90, e.g. 52.52">
            {(p) => <Input {...p} inputMode="decimal" value={draft.latitude} onChange={set('latitude')} />}
          </Field>
          <Field label="Longitude" error={errors.longitude} hint="From -180 to 180, e.g. 13.40">
            {(p) => <Input {...p} inputMode="decimal" value={draft.longitude} onChange={set('longitude')} />}
          </Field>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={askBrowser} disabled={geo.state === 'asking'}>
            {geo.state === 'asking' ? <Crosshair className="animate-pulse" aria-hidden="true" /> : <LocateFixed aria-hidden="true" />}
            {geo.state === 'asking' ? 'Finding your position…' : 'Use my current position'}
          </Button>
          {hasCoords ? (
            <Button type="button" variant="ghost" onClick={clearCoordinates} disabled={update.busy}>
              <Trash2 aria-hidden="true" />
              Remove coordinates
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">Your browser asks for permission first. Nothing is shared until you save.</p>
        {geo.state === 'done' ? (
          <p role={geo.ok ? 'status' : 'alert'} className={geo.ok ? 'text-sm text-foreground' : 'text-sm text-destructive'}>
            {geo.message}
          </p>
        ) : null}
      </fieldset>

      <FormError message={update.error} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="link" className="px-0">
          <Link to="/network">Discover creators near you</Link>
        </Button>
        <Button type="submit" disabled={update.busy}>
          {update.busy ? 'Saving…' : 'Save location'}
        </Button>
      </div>
    </form>
  );
}
