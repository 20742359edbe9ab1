import { describe, expect, it } from 'vitest';
import { placeZones, zoneForPlace } from './place-zone.ts';

// The venue's time zone from its typed place (issue 31), from the runtime's own zone data.
describe('zoneForPlace', () => {
  const tables = placeZones();
  it.each([
    ['Torstraße 1, 10119 Berlin, Germany', 'Europe/Berlin'],
    ['Akvárium Klub, Budapest', 'Europe/Budapest'],
    ['Hungary', 'Europe/Budapest'],
    ['Hard Rock Hotel, Las Vegas, USA', 'America/Los_Angeles'],
    ['Los Angeles, CA', 'America/Los_Angeles'],
    ['Amsterdam, The Netherlands', 'Europe/Amsterdam'],
    ['São Paulo, Brazil', 'America/Sao_Paulo'],
    ['London, UK', 'Europe/London'],
  ])('%s is in %s', (place, zone) => {
    expect(zoneForPlace(place, tables)).toBe(zone);
  });
  it.each([
    // A country of several zones names none of them; a state is not the island it is named after.
    ['Spain'],
    ['Newark, New Jersey, USA'],
    // A city and a country that disagree: no guess.
    ['Atlanta, Georgia'],
    ['Somewhere nice'],
    [''],
  ])('%s gives no zone', (place) => {
    expect(zoneForPlace(place, tables)).toBeNull();
  });
});
