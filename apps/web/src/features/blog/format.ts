import { currentLocale, intlLocale } from '../../lib/i18n';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "November 18, 2026" (UTC, so the server-rendered date and the browser agree). Written out rather
 * than through Intl.DateTimeFormat: the first formatter a page makes loads the browser's locale data,
 * 15-25 ms on the main thread, and the home page's latest posts made it while hydrating (issue 11's
 * blocking time). Another language formats through Intl: its pages are rendered in the browser afresh, after
 * its catalogue loaded, so that cost is not on the first page's hydration.
 */
export function formatPostDate(iso: string): string {
  const d = new Date(iso);
  if (currentLocale() !== 'en' && currentLocale() !== 'pseudo')
    return d.toLocaleDateString(intlLocale(), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}
