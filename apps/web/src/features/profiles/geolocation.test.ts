import { LOCATION_MESSAGES } from '@mb/contract/location';
import { describe, expect, it } from 'vitest';
import { geolocationMessage, locate } from './geolocation';
import { locationForm } from './location-page';

const fakeGeo = (outcome: { coords: { latitude: number; longitude: number } } | { code: number }): Geolocation =>
  ({
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
      'coords' in outcome ? ok(outcome as GeolocationPosition) : fail?.(outcome as GeolocationPositionError),
  }) as unknown as Geolocation;

describe('geolocation', () => {
  it('says clearly why no position came', async () => {
    expect(geolocationMessage('unsupported')).toBe(LOCATION_MESSAGES.geoUnsupported);
    expect(await locate(fakeGeo({ code: 1 }))).toEqual({ ok: false, message: LOCATION_MESSAGES.geoDenied });
    expect(await locate(fakeGeo({ code: 2 }))).toEqual({ ok: false, message: LOCATION_MESSAGES.geoUnavailable });
    expect(await locate(fakeGeo({ code: 3 }))).toEqual({ ok: false, message: LOCATION_MESSAGES.geoTimeout });
  });

  it('rounds a found position to about 1 km', async () => {
    expect(await locate(fakeGeo({ coords: { latitude: 52.520008, longitude: 13.404954 } }))).toEqual({
      ok: true,
      latitude: 52.52,
      longitude: 13.4,
    });
  });
});

describe('the location form', () => {
  const draft = { city: 'Berlin', region: '', country: 'Germany', latitude: '', longitude: '' };
  /** What the form shows under each field: the first message the schema gives it. */
  const fields = (d: typeof draft) => {
    const r = locationForm.safeParse(d);
    return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]).reverse());
  };
  it('sends empty coordinates as none and a comma decimal as a number', () => {
    expect(locationForm.parse(draft)).toMatchObject({ latitude: null, longitude: null });
    expect(locationForm.parse({ ...draft, latitude: '52,52', longitude: '13.4' })).toMatchObject({ latitude: 52.52 });
  });
  it("shows the schema's messages under the fields", () => {
    expect(fields({ ...draft, latitude: '95', longitude: '10' })).toEqual({ latitude: LOCATION_MESSAGES.latitudeRange });
    expect(fields({ ...draft, latitude: 'abc', longitude: '10' })).toEqual({ latitude: LOCATION_MESSAGES.latitudeRange });
    expect(fields({ ...draft, latitude: '10' })).toEqual({ longitude: LOCATION_MESSAGES.coordinatesPair });
  });
});
