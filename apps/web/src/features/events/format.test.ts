import { describe, expect, it } from 'vitest';
import { priceText, rangeText, toCsv } from './format';

describe('events formatting', () => {
  it('writes a range on the event’s own clock, the end in full only on another day', () => {
    const e = { start_date: '2030-07-01T18:00:00.000Z', end_date: '2030-07-01T21:30:00.000Z', timezone: 'Europe/Berlin' };
    expect(rangeText(e)).toBe('Mon, Jul 1, 2030, 8:00 PM – 11:30 PM (Europe/Berlin)');
    const overnight = { ...e, end_date: '2030-07-02T01:00:00.000Z' };
    expect(rangeText(overnight)).toBe('Mon, Jul 1, 2030, 8:00 PM – Tue, Jul 2, 2030, 3:00 AM (Europe/Berlin)');
  });

  it('prices: free, whole and with cents', () => {
    expect(priceText({ ticket_kind: 'free', price_minor: 0, currency: 'USD' })).toBe('Free');
    expect(priceText({ ticket_kind: 'paid', price_minor: 2500, currency: 'EUR' })).toBe('€25');
    expect(priceText({ ticket_kind: 'paid', price_minor: 1999, currency: 'USD' })).toBe('$19.99');
  });

  it('CSV cells are quoted and a spreadsheet formula never runs', () => {
    expect(
      toCsv([
        ['Name', 'Code'],
        ['=HYPERLINK("x")', 'a"b'],
        ['@SUM(1)', '-2'],
      ]),
    ).toBe('"Name","Code"\r\n"\'=HYPERLINK(""x"")","a""b"\r\n"\'@SUM(1)","\'-2"\r\n');
  });
});
