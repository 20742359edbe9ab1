import { TZDate } from '@date-fns/tz';
import type { AvailabilityException, WeeklyWindow } from '@mb/contract/bookings';

/**
 * Free slots (issue 16 MB Bookings), computed on the server in instants: the owner's weekly windows and
 * date exceptions are wall-clock times in the owner's IANA zone, turned into instants day by day with
 * @date-fns/tz, so a day that changes to or from summer time gets its real length (a 01:00-05:00 window
 * on the spring-forward night is three hours). The browser shows the instants in the viewer's zone.
 */
export interface SlotRules {
  timeZone: string;
  weekly: readonly WeeklyWindow[];
  exceptions: readonly AvailabilityException[];
  durationMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  horizonDays: number;
}
export interface Interval {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** An instant for a wall-clock time on a date in a zone (a time skipped by the clock change moves forward). */
export function wallToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, mi, timeZone).getTime());
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function dateIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 Monday ... 7 Sunday. */
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/** The owner's open windows on one date, as instants: the weekly ones unless the day is off, plus extra hours. */
export function windowsOn(date: string, rules: Pick<SlotRules, 'timeZone' | 'weekly' | 'exceptions'>): Interval[] {
  const exceptions = rules.exceptions.filter((e) => e.date === date);
  const off = exceptions.some((e) => e.kind === 'off');
  const wall = [
    ...(off ? [] : rules.weekly.filter((w) => w.weekday === isoWeekday(date))),
    ...exceptions.filter((e) => e.kind === 'extra' && e.start && e.end).map((e) => ({ start: e.start as string, end: e.end as string })),
  ];
  return wall.map((w) => ({ start: wallToInstant(date, w.start, rules.timeZone), end: wallToInstant(date, w.end, rules.timeZone) }));
}

/**
 * Free slots on `days` dates from `from` (dates in the owner's zone). A slot lasts the service's
 * duration; slots follow each other at duration + buffer. A slot is free when it starts after the
 * minimum notice, within the horizon, and it and its buffer overlap no busy interval (accepted
 * bookings, each held until its end plus the buffer it was accepted with).
 */
export function freeSlots(rules: SlotRules, from: string, days: number, busy: readonly Interval[], now: Date): Interval[] {
  const earliest = now.getTime() + rules.minNoticeHours * 3_600_000;
  const latest = now.getTime() + rules.horizonDays * DAY;
  const length = rules.durationMinutes * MINUTE;
  const step = (rules.durationMinutes + rules.bufferMinutes) * MINUTE;
  const hold = length + rules.bufferMinutes * MINUTE;
  const seen = new Set<number>();
  const out: Interval[] = [];
  for (let i = 0; i < days; i++) {
    for (const w of windowsOn(addDays(from, i), rules)) {
      for (let t = w.start.getTime(); t + length <= w.end.getTime(); t += step) {
        if (t < earliest || t > latest || seen.has(t)) continue;
        if (busy.some((b) => t < b.end.getTime() && b.start.getTime() < t + hold)) continue;
        seen.add(t);
        out.push({ start: new Date(t), end: new Date(t + length) });
      }
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}
