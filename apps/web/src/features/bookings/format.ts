import { formatMoney } from '@mb/contract/money';
import { intlLocale } from '../../lib/i18n';

/** The viewer's own zone (the browser's): slots and bookings are shown in it, DST included (Intl). */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const dayLabel = (iso: string, timeZone = viewerZone()) =>
  new Intl.DateTimeFormat(intlLocale(), { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
export const timeLabel = (iso: string, timeZone = viewerZone()) =>
  new Intl.DateTimeFormat(intlLocale(), { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
export const whenLabel = (iso: string, timeZone = viewerZone()) =>
  new Intl.DateTimeFormat(intlLocale(), { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
/** The calendar date of an instant in a zone (YYYY-MM-DD): groups slots by the viewer's days. */
export const dateKey = (iso: string, timeZone = viewerZone()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

export const rateLabel = (cents: number | null, currency: string) => (cents === null ? 'Rate on request' : formatMoney(cents, currency));
export const durationLabel = (m: number) => (m % 60 === 0 ? `${m / 60} h` : m > 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m} min`);
