import { describe, expect, it } from 'vitest';
import { addBusinessDays, itemIdsIn, REFERENCE_RE, removalFormPath, removalRequestInput } from './removals.ts';

describe('addBusinessDays', () => {
  it('skips Saturdays and Sundays and keeps the time of day', () => {
    // Wednesday 2026-11-25 10:30 UTC + 7 business days = Friday 2026-12-04.
    expect(addBusinessDays(new Date('2026-11-25T10:30:00Z'), 7).toISOString()).toBe('2026-12-04T10:30:00.000Z');
    // Friday + 1 = Monday.
    expect(addBusinessDays(new Date('2026-11-27T09:00:00Z'), 1).toISOString()).toBe('2026-11-30T09:00:00.000Z');
    // From a Saturday the count starts on Monday: + 10 = the second Friday after.
    expect(addBusinessDays(new Date('2026-11-28T12:00:00Z'), 10).toISOString()).toBe('2026-12-11T12:00:00.000Z');
    expect(addBusinessDays(new Date('2026-11-25T10:30:00Z'), 0).toISOString()).toBe('2026-11-25T10:30:00.000Z');
  });
});

describe('content named by a request', () => {
  it('finds item ids in pasted addresses, once each', () => {
    const a = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const b = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(itemIdsIn(`https://x.test/dana?item=${a}\n https://x.test/portfolio/items/${b.toUpperCase()} \n${a}`)).toEqual([a, b]);
    expect(itemIdsIn('https://x.test/dana')).toEqual([]);
  });

  it('builds the form address and recognises references', () => {
    expect(removalFormPath({ kind: 'copyright' })).toBe('/removal-requests/new?kind=copyright');
    expect(removalFormPath({ item: 'abc' })).toBe('/removal-requests/new?item=abc');
    expect(REFERENCE_RE.test('RR-7K3M9Q')).toBe(true);
    expect(REFERENCE_RE.test('RR-7K3M9O')).toBe(false);
  });

  it('asks a DMCA notice for every 512(c)(3) element and other kinds for theirs', () => {
    const dmca = removalRequestInput.safeParse({ kind: 'copyright', name: 'Rita', email: 'rita@example.test' });
    const paths = dmca.error?.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['accurate', 'address', 'good_faith', 'phone', 'signature', 'urls', 'work']);
    const depicted = removalRequestInput.safeParse({
      kind: 'depicted_person',
      reason: 'consent_withdrawn',
      item_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      details: 'This is me; I withdraw my consent.',
      name: 'Dana',
      email: 'dana@example.test',
      accurate: true,
    });
    expect(depicted.success).toBe(true);
  });
});
