import { LOCATION_MESSAGES } from '@mb/contract/location';
import { describe, expect, it } from 'vitest';
import { geolocationMessage, locate } from './geolocation';
import { parseDraft } from './location-page';

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
  it('sends empty coordinates as none and a comma decimal as a number', () => {
    expect(parseDraft(draft)).toMatchObject({ ok: true, body: { latitude: null, longitude: null } });
    expect(parseDraft({ ...draft, latitude: '52,52', longitude: '13.4' })).toMatchObject({ ok: true, body: { latitude: 52.52 } });
  });
  it("shows the schema's messages under the fields", () => {
    expect(parseDraft({ ...draft, latitude: '95', longitude: '10' })).toEqual({
      ok: false,
      fields: { latitude: LOCATION_MESSAGES.latitudeRange },
    });
    expect(parseDraft({ ...draft, latitude: 'abc', longitude: '10' })).toEqual({
      ok: false,
      fields: { latitude: LOCATION_MESSAGES.latitudeRange },
    });
    expect(parseDraft({ ...draft, latitude: '10' })).toEqual({ ok: false, fields: { longitude: LOCATION_MESSAGES.coordinatesPair } });
  });
});
