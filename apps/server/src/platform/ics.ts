import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * One event as an iCalendar file (RFC 5545), for "add to calendar" downloads and e-mail attachments
 * (events, bookings). ical-generator writes it: CRLF line ends, lines folded at 75 octets, TEXT values
 * escaped (`\\`, `;`, `,`, newlines), DTSTAMP in UTC.
 *
 * Times: without `timezone` DTSTART/DTEND are UTC (`...Z`), which every client reads the same. With an
 * IANA `timezone` (an in-person event's own zone) they are that zone's wall-clock time with a TZID, and
 * the zone's VTIMEZONE is included (from @touch4it/ical-timezones), so the file stands alone. An
 * unknown zone falls back to UTC rather than writing a TZID no client can resolve.
 *
 * A changed or cancelled event keeps its `uid` and raises `sequence` (RFC 5546): calendars then update
 * the entry they have instead of adding a second one. `status: 'CANCELLED'` is sent with METHOD:CANCEL.
 */
export interface IcsEvent {
  /** Stable and globally unique, e.g. `event-<id>@<host>`. */
  uid: string;
  title: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  start: Date;
  end: Date;
  timezone?: string | null;
  organizer?: { name: string; email: string } | null;
  status?: 'CONFIRMED' | 'CANCELLED';
  sequence?: number;
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The wall-clock parts of `at` in `timeZone` (Intl knows every IANA zone Node ships). */
function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute'), second: n('second') };
}

/**
 * ical-generator formats a plain Date with a timezone in the *server's* local zone; a Temporal-shaped
 * zoned date-time is formatted by its own fields. Node 20 has no Temporal, so this is the smallest
 * such value: the wall-clock fields, computed with Intl.
 */
function zoned(at: Date, timeZoneId: string) {
  const f = wallClock(at, timeZoneId);
  const iso = at.toISOString();
  const plain = {
    ...f,
    toZonedDateTime: () => zonedValue,
    toPlainDate: () => ({ year: f.year, month: f.month, day: f.day }),
    toString: () => iso,
    toJSON: () => iso,
  };
  const zonedValue = {
    ...f,
    timeZoneId,
    withTimeZone: () => zonedValue,
    toPlainDateTime: () => plain,
    toInstant: () => ({ epochMilliseconds: at.getTime(), toString: () => iso }),
    toString: () => iso,
    toJSON: () => iso,
  };
  return zonedValue;
}

const knownZone = (tz: string | null | undefined): tz is string => {
  if (!tz || tz === 'UTC' || tz === 'Etc/UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
  } catch {
    return false;
  }
  return getVtimezoneComponent(tz) !== null;
};

export function buildIcs(ev: IcsEvent, opts: { productName?: string; now?: Date } = {}): string {
  if (!(ev.start instanceof Date) || Number.isNaN(ev.start.getTime())) throw new Error('buildIcs: start is not a valid date');
  if (!(ev.end instanceof Date) || Number.isNaN(ev.end.getTime())) throw new Error('buildIcs: end is not a valid date');
  if (ev.end < ev.start) throw new Error('buildIcs: end is before start');
  const cancelled = ev.status === 'CANCELLED';
  const tz = knownZone(ev.timezone) ? ev.timezone : null;
  const product = (opts.productName ?? 'ModelBase').replace(/[^\w .-]/g, '');
  const cal = ical({
    prodId: { company: product, product: product, language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP in it (floating), and RFC 5545
    // wants DTSTAMP in UTC. The generator still adds the VTIMEZONE of every zone an event names.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  const event = cal.createEvent({
    id: ev.uid,
    sequence: ev.sequence ?? 0,
    stamp: opts.now ?? new Date(),
    // The zoned values are Temporal-shaped; ical-generator's types list the Temporal stubs.
    start: (tz ? zoned(ev.start, tz) : ev.start) as Date,
    end: (tz ? zoned(ev.end, tz) : ev.end) as Date,
    timezone: tz,
    summary: ev.title,
    description: ev.description || null,
    location: ev.location || null,
    url: ev.url || null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  if (ev.organizer) event.organizer({ name: ev.organizer.name, email: ev.organizer.email });
  // Every content line ends with CRLF, the last one too (RFC 5545 3.1).
  return `${cal.toString()}\r\n`;
}
