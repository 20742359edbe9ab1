import { describe, expect, it } from 'vitest';
import { freeSlots, type SlotRules, wallToInstant, windowsOn } from './slots.ts';

// MB Bookings' slot arithmetic (issue 16), without a database: wall-clock windows in the owner's zone
// become instants day by day, so the nights the clocks change keep their real length.

const rules = (over: Partial<SlotRules> = {}): SlotRules => ({
  timeZone: 'America/New_York',
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '04:00' })),
  exceptions: [],
  durationMinutes: 60,
  bufferMinutes: 0,
  minNoticeHours: 0,
  horizonDays: 3650,
  ...over,
});
const NOW = new Date('2026-01-01T00:00:00Z');
const hours = (r: SlotRules, date: string) => freeSlots(r, date, 1, [], NOW).map((s) => s.start.toISOString());

describe('slots across clock changes (America/New_York)', () => {
  it('the spring-forward night (14 March 2027) has three hours between 00:00 and 04:00; 02:00 does not exist', () => {
    const [w] = windowsOn('2027-03-14', rules());
    expect(((w?.end.getTime() ?? 0) - (w?.start.getTime() ?? 0)) / 3_600_000).toBe(3);
    expect(hours(rules(), '2027-03-14')).toEqual(['2027-03-14T05:00:00.000Z', '2027-03-14T06:00:00.000Z', '2027-03-14T07:00:00.000Z']);
    // 02:30 is skipped by the clocks: it moves forward to 03:30 EDT rather than being invented.
    expect(wallToInstant('2027-03-14', '02:30', 'America/New_York').toISOString()).toBe('2027-03-14T07:30:00.000Z');
  });

  it('the fall-back night (7 November 2027) has five hours between 00:00 and 04:00', () => {
    expect(hours(rules(), '2027-11-07')).toHaveLength(5);
    expect(hours(rules(), '2027-11-06')).toHaveLength(4);
  });
});

describe('rules', () => {
  it('the minimum notice, busy times with the buffer, and the horizon leave slots out', () => {
    const r = rules({ timeZone: 'UTC', weekly: [{ weekday: 5, start: '09:00', end: '13:00' }], bufferMinutes: 15 });
    // Friday 1 January 2027: 09:00, 10:15, 11:30 (60 minutes and a 15-minute buffer apart).
    expect(hours(r, '2027-01-01')).toEqual(['2027-01-01T09:00:00.000Z', '2027-01-01T10:15:00.000Z', '2027-01-01T11:30:00.000Z']);
    const busy = [{ start: new Date('2027-01-01T10:30:00Z'), end: new Date('2027-01-01T11:00:00Z') }];
    // 10:15 (held until 11:30) meets the busy 10:30-11:00; 09:00 (held until 10:15) and 11:30 do not.
    expect(freeSlots(r, '2027-01-01', 1, busy, NOW).map((s) => s.start.toISOString())).toEqual([
      '2027-01-01T09:00:00.000Z',
      '2027-01-01T11:30:00.000Z',
    ]);
    expect(freeSlots({ ...r, minNoticeHours: 1 }, '2027-01-01', 1, [], new Date('2027-01-01T08:30:00Z'))).toHaveLength(2);
    expect(freeSlots({ ...r, horizonDays: 1 }, '2027-01-01', 1, [], NOW)).toEqual([]);
  });

  it('a day off drops the weekly hours but keeps extra hours added that day', () => {
    const r = rules({
      timeZone: 'UTC',
      weekly: [{ weekday: 5, start: '09:00', end: '11:00' }],
      exceptions: [
        { date: '2027-01-01', kind: 'off' },
        { date: '2027-01-01', kind: 'extra', start: '18:00', end: '19:00' },
      ],
    });
    expect(hours(r, '2027-01-01')).toEqual(['2027-01-01T18:00:00.000Z']);
  });
});
