import { describe, expect, it } from 'vitest';
import { apiQuery, filtersToParams, hasFilters, readFilters, toggle } from './filters';

const params = (s: string) => new URLSearchParams(s);

describe('discovery filters in the address bar', () => {
  it('reads every filter and drops what it does not know', () => {
    expect(
      readFilters(
        params('q=%20ruby%20&type=studio&content=gay,martian,bi,gay&location=Berlin&distance=50&verified=true&pro=true&sort=nearest'),
        'network',
      ),
    ).toEqual({
      q: 'ruby',
      type: 'studio',
      content: ['gay', 'bi'],
      location: 'Berlin',
      distance_km: 50,
      verified: true,
      pro: true,
      sort: 'nearest',
    });
    expect(readFilters(params('type=alien&distance=27&sort=random&verified=yes'), 'network')).toEqual({
      q: undefined,
      type: undefined,
      content: undefined,
      location: undefined,
      distance_km: undefined,
      verified: undefined,
      pro: undefined,
      sort: undefined,
    });
  });

  it('/models is creators only whatever the URL says, and keeps the type out of the URL', () => {
    const f = readFilters(params('type=studio&q=jade'), 'models');
    expect(f.type).toBe('creator');
    expect(filtersToParams(f, 'models')).toEqual({ q: 'jade' });
    expect(hasFilters(readFilters(params(''), 'models'), 'models')).toBe(false);
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const s = 'q=luna&content=lesbian%2Cbi&location=Prague&distance=25&pro=true&sort=newest';
    const f = readFilters(params(s), 'network');
    expect(new URLSearchParams(filtersToParams(f, 'network')).toString()).toBe(s);
    expect(filtersToParams({ sort: 'relevance' }, 'network')).toEqual({});
    expect(hasFilters({ sort: 'newest' }, 'network')).toBe(false);
    expect(hasFilters({ verified: true }, 'network')).toBe(true);
  });

  it('asks the API for distance and nearest only when the viewer has coordinates', () => {
    const f = readFilters(params('distance=50&sort=nearest&content=gay'), 'network');
    const without = apiQuery(f, { filter: 'all', adult: false, page: 1, hasCoordinates: false });
    expect(without).toMatchObject({ distance_km: undefined, sort: undefined, content: 'gay', filter: undefined, page: undefined });
    const withCoords = apiQuery(f, { filter: 'bi', adult: true, page: 3, hasCoordinates: true });
    expect(withCoords).toMatchObject({ distance_km: 50, sort: 'nearest', filter: 'bi', adult: '1', page: 3 });
  });

  it('toggles a content type on and off', () => {
    expect(toggle(undefined, 'gay')).toEqual(['gay']);
    expect(toggle(['gay', 'bi'], 'gay')).toEqual(['bi']);
    expect(toggle(['gay'], 'gay')).toBeUndefined();
  });
});
