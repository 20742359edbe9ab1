import { describe, expect, it } from 'vitest';
import { formatMoney, formatPrice } from './money';

describe('formatPrice', () => {
  it('writes the usual currencies exactly as Intl does in en-US', () => {
    for (const currency of ['USD', 'EUR', 'GBP']) {
      for (const cents of [0, 1, 5, 99, 100, 1499, 4900, 14900, 149000, 199000, 123456789, 100000000, -1499, -4900]) {
        const whole = cents % 100 === 0;
        const intl = new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency,
          minimumFractionDigits: whole ? 0 : 2,
          maximumFractionDigits: 2,
        }).format(cents / 100);
        expect(formatPrice(cents, currency), `${cents} ${currency}`).toBe(intl);
      }
    }
  });

  it('leaves other currencies and locales to Intl', () => {
    expect(formatPrice(14900, 'CAD')).toBe('CA$149');
    expect(formatPrice(1499, 'EUR', 'de-DE')).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(14.99));
  });
});

describe('formatMoney', () => {
  it('always shows the cents, as Intl does by default', () => {
    for (const currency of ['USD', 'EUR', 'GBP', 'CAD'])
      for (const minor of [0, 3, 2500, 123456])
        expect(formatMoney(minor, currency)).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100));
    expect(formatMoney(2500, 'NOPE')).toBe('25.00 NOPE');
  });
});
