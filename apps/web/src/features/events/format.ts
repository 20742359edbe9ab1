import { EVENT_CATEGORY_LABELS, type EventCategory, type EventItem } from '@mb/contract/events';
import { formatPrice } from '@mb/contract/money';
import { intlLocale } from '../../lib/i18n';

/** 'Sat, Dec 5, 2026, 8:00 PM' on the event's own wall clock. */
export const whenText = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString(intlLocale(), {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const timeText = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleTimeString(intlLocale(), { timeZone, hour: 'numeric', minute: '2-digit' });

/** 'Sat, Dec 5, 2026, 8:00 PM – 11:00 PM (Europe/Berlin)'; the end in full when on another day. */
export function rangeText(e: Pick<EventItem, 'start_date' | 'end_date' | 'timezone'>) {
  if (!e.start_date) return 'Date to be announced';
  const sameDay =
    new Date(e.start_date).toLocaleDateString('en-CA', { timeZone: e.timezone }) ===
    new Date(e.end_date).toLocaleDateString('en-CA', { timeZone: e.timezone });
  const end = sameDay ? timeText(e.end_date, e.timezone) : whenText(e.end_date, e.timezone);
  return `${whenText(e.start_date, e.timezone)} – ${end} (${e.timezone.replace(/_/g, ' ')})`;
}

/** The day box on a card: 'DEC' and '5'. */
export function dayBox(iso: string, timeZone: string) {
  const d = new Date(iso);
  return {
    month: d.toLocaleString(intlLocale(), { timeZone, month: 'short' }).toUpperCase(),
    day: d.toLocaleString(intlLocale(), { timeZone, day: 'numeric' }),
  };
}

export const categoryLabel = (c: string) => EVENT_CATEGORY_LABELS[c as EventCategory] ?? c;
export const priceText = (e: Pick<EventItem, 'ticket_kind' | 'price_minor' | 'currency'>) =>
  e.ticket_kind === 'free' ? 'Free' : formatPrice(e.price_minor, e.currency, 'en-US', { alwaysCents: e.price_minor % 100 !== 0 });
export const placeText = (e: Pick<EventItem, 'is_online' | 'location'>) => (e.is_online ? 'Online' : e.location || 'Place to be announced');
export const seatsLeft = (e: Pick<EventItem, 'capacity' | 'seats_taken'>) => Math.max(0, e.capacity - e.seats_taken);

/** The time zones the form offers (every IANA zone the browser knows), the browser's own first. */
export function timeZones(): string[] {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  let all: string[] = [];
  try {
    all = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    all = [];
  }
  if (!all.includes('UTC')) all = ['UTC', ...all];
  return own && !all.includes(own) ? [own, ...all] : all;
}

/** A CSV cell: quoted, and a leading = + - @ neutralized so a spreadsheet never runs it as a formula. */
const cell = (v: string) => `"${(/^[=+\-@\t\r]/.test(v) ? `'${v}` : v).replace(/"/g, '""')}"`;
export const toCsv = (rows: string[][]) => `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
