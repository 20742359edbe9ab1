import { describe, expect, it } from 'vitest';
import { enNumber } from './en-number';

describe('enNumber', () => {
  it("writes numbers as toLocaleString('en-US') does", () => {
    const values = [0, 1, 7, 12, 999, 1000, 1001, 9999, 10_000, 65_535, 100_000, 999_999, 1_000_000, 12_345_678, 5_242_880];
    const more = [-1, -1000, -1234567, 0.5, 1.25, 1234.5, 1000.125, 99.999, 2.0004, 100000.1, -0.5];
    for (const n of [...values, ...more]) expect(enNumber(n)).toBe(n.toLocaleString('en-US'));
  });
});
