import { formatMoney } from '@mb/contract/money';
import { intlLocale, t } from '../../lib/i18n';

/** The viewer's own zone (the browser's): slots and bookings are shown in it, DST included (Intl). */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const dayLabel = (iso: string, timeZone = viewerZone()) =>
  new Intl.DateTimeFormat(intlLocale(), { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
export const timeLabel = (iso: string, timeZone = viewerZone()) =>
  new Intl.DateTimeFormat(intlLocale(), { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
export const whenLabel = (iso: string, timeZone = viewerZone()) =>
  new Intl.DateTimeFormat(intlLocale(), { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
/** An ISO weekday's name (1 is Monday) in the interface's language. */
export const weekdayName = (isoDay: number) =>
  new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, isoDay)));
/** The calendar date of an instant in a zone (YYYY-MM-DD): groups slots by the viewer's days. */
export const dateKey = (iso: string, timeZone = viewerZone()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

export const rateLabel = (cents: number | null, currency: string) =>
  cents === null ? t('bookings.rateOnRequest', 'Rate on request') : formatMoney(cents, currency);
export const durationLabel = (m: number) => (m % 60 === 0 ? `${m / 60} h` : m > 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m} min`);
