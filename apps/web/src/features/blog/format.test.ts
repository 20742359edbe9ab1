import { describe, expect, it } from 'vitest';
import { formatPostDate } from './format';

describe('post dates', () => {
  it('reads as Intl would in en-US, in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const iso of ['2026-11-18T10:00:00Z', '2026-01-01T00:00:00Z', '2025-12-31T23:59:59Z', '2024-02-29T12:00:00.000Z']) {
      expect(formatPostDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });
});
