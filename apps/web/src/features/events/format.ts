import type { EventCategory, EventItem, OrganizerGroup, TicketStatus } from '@mb/contract/events';
import { formatPrice } from '@mb/contract/money';
import { intlLocale, t } from '../../lib/i18n';

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
  if (!e.start_date) return t('events.dateTba', 'Date to be announced');
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

/** A category's name in the current language (the contract's EVENT_CATEGORY_LABELS are the English). */
export const categoryLabel = (c: string): string =>
  (
    ({
      convention: t('events.category.convention', 'Convention or trade show'),
      awards: t('events.category.awards', 'Award show'),
      party: t('events.category.party', 'Party'),
      workshop: t('events.category.workshop', 'Workshop or panel'),
      meetup: t('events.category.meetup', 'Meetup'),
      premiere: t('events.category.premiere', 'Premiere or screening'),
      online: t('events.category.online', 'Online event'),
      other: t('events.category.other', 'Other'),
    }) as Record<EventCategory, string>
  )[c as EventCategory] ?? c;
/** A ticket's status in the current language (the contract's TICKET_STATUS_LABELS are the English). */
export const ticketStatusLabel = (s: TicketStatus): string =>
  ({
    pending_payment: t('events.ticket.pendingPayment', 'Waiting for payment'),
    valid: t('events.ticket.valid', 'Valid'),
    checked_in: t('events.ticket.checkedIn', 'Checked in'),
    cancelled: t('events.cancelled', 'Cancelled'),
    refunded: t('events.ticket.refunded', 'Refunded'),
  })[s];
/** An organizer's group of events as a heading, and one event's badge (the contract's ORGANIZER_GROUP_LABELS are the English). */
export const groupLabel = (g: OrganizerGroup): string =>
  ({
    draft: t('events.group.drafts', 'Drafts'),
    in_review: t('events.group.inReview', 'In review'),
    published: t('events.group.published', 'Published'),
    past: t('events.group.past', 'Past'),
    cancelled: t('events.cancelled', 'Cancelled'),
  })[g];
export const groupBadge = (g: OrganizerGroup): string => (g === 'draft' ? t('events.group.draft', 'Draft') : groupLabel(g));
export const priceText = (e: Pick<EventItem, 'ticket_kind' | 'price_minor' | 'currency'>) =>
  e.ticket_kind === 'free'
    ? t('events.free', 'Free')
    : formatPrice(e.price_minor, e.currency, intlLocale(), { alwaysCents: e.price_minor % 100 !== 0 });
export const placeText = (e: Pick<EventItem, 'is_online' | 'location'>) =>
  e.is_online ? t('events.online', 'Online') : e.location || t('events.placeTba', 'Place to be announced');
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
