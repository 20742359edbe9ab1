// Money as the pages show it. No zod here: /pricing imports this on its first paint, and the
// contract's schema modules would bring zod's evaluation (~60 ms of main thread) with them.

import { enNumber } from './en-number';

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats minor units in a currency, e.g. 1499 USD -> "$14.99", 4900 -> "$49" (no cents when whole).
 * In en-US the three usual currencies are written out (the same text Intl gives, which the unit test
 * checks): a page's first Intl formatter loads the browser's locale data, 15-50 ms on the main thread
 * while /pricing hydrates. Other currencies and locales go through Intl, one formatter each, kept.
 */
export function formatPrice(cents: number, currency: string, locale = 'en-US', opts: { alwaysCents?: boolean } = {}): string {
  const whole = !opts.alwaysCents && cents % 100 === 0;
  const symbol = locale === 'en-US' ? SYMBOLS[currency] : undefined;
  if (symbol && Number.isSafeInteger(cents)) {
    const sign = cents < 0 ? '-' : '';
    const abs = Math.abs(cents);
    const units = enNumber(Math.floor(abs / 100));
    return `${sign}${symbol}${whole ? units : `${units}.${String(abs % 100).padStart(2, '0')}`}`;
  }
  const key = `${locale}|${currency}|${whole}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
    formatters.set(key, f);
  }
  return f.format(cents / 100);
}

/** Minor units with the cents always shown, e.g. 2500 USD -> "$25.00" (budgets, spend); an unknown currency as "25.00 XYZ". */
export function formatMoney(minor: number, currency: string): string {
  try {
    return formatPrice(minor, currency, 'en-US', { alwaysCents: true });
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
