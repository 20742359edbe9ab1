import { describe, expect, it } from 'vitest';
import { alertKeys, boundingBox, callKeys } from './alert-keys.ts';

// The lookup must never lose a search the exact rule would match: whatever family a search is keyed by,
// a call that satisfies that criterion carries one of its keys.

const call = {
  title: 'Blonde lead for a rooftop feature',
  role_description: 'Two scenes, outdoor.',
  location: 'Berlin, Germany',
  content_types: ['straight', 'bi'],
  latitude: 52.52,
  longitude: 13.4,
};
const none = { q_lc: null, location_lc: null, content_types: [], box: null };
const meets = (keys: string[]) => keys.some((k) => callKeys(call).includes(k));

describe('casting alert keys', () => {
  it('a search is found by the call through its place, its distance, its words or its content types', () => {
    expect(meets(alertKeys({ ...none, location_lc: 'berlin' }))).toBe(true);
    expect(meets(alertKeys({ ...none, location_lc: 'erli' }))).toBe(true);
    expect(meets(alertKeys({ ...none, box: boundingBox(52.4, 13.1, 50) }))).toBe(true);
    expect(meets(alertKeys({ ...none, q_lc: 'blond' }))).toBe(true);
    // A candidate is not a match: 'roof top' is keyed by a trigram of 'roof', found in 'rooftop'; the rule says no.
    expect(meets(alertKeys({ ...none, q_lc: 'roof top' }))).toBe(true);
    expect(meets(alertKeys({ ...none, content_types: ['gay', 'bi'] }))).toBe(true);
    expect(meets(alertKeys(none))).toBe(true);
  });

  it('a place keys first; other families are not looked at', () => {
    expect(alertKeys({ ...none, location_lc: 'lisbon', q_lc: 'blonde', content_types: ['straight'] })[0]).toMatch(/^l:/);
    expect(meets(alertKeys({ ...none, location_lc: 'lisbon', q_lc: 'blonde' }))).toBe(false);
  });

  it('short words fall through to the next family; a box across the date line keys both sides', () => {
    expect(alertKeys({ ...none, q_lc: 'ab', content_types: ['gay'] })).toEqual(['c:gay']);
    const box = boundingBox(-17.7, 179.5, 100);
    expect(box.lngMin).toBeGreaterThan(box.lngMax);
    const keys = alertKeys({ ...none, box });
    expect(keys).toContain('g:-18:179');
    expect(keys).toContain('g:-18:-180');
  });
});
