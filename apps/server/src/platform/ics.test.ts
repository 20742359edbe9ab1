import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs, type IcsEvent } from './ics.ts';

// The .ics writer (platform/ics.ts): what comes out parses back (ical.js, a full RFC 5545 parser), to
// the same instants, with TEXT escaped, lines folded at 75 octets and CRLF line ends.

const base: IcsEvent = {
  uid: 'event-42@modelbase.test',
  title: 'Casting call',
  description: 'Bring your portfolio.',
  location: 'Studio 4',
  url: 'https://modelbase.test/events/42',
  start: new Date('2026-07-01T18:00:00Z'),
  end: new Date('2026-07-01T21:30:00Z'),
};

/** Parses with ical.js, registering the file's own VTIMEZONEs so zoned times convert to instants. */
function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const vtz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
  const vevent = cal.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { cal, vevent, event: new ICAL.Event(vevent) };
}

const lines = (text: string) => text.split('\r\n');

describe('buildIcs', () => {
  it('writes one VEVENT that parses back to the same fields and UTC instants', () => {
    const text = buildIcs(base, { now: new Date('2026-06-01T10:00:00Z') });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const { cal, event, vevent } = parse(text);
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe(base.uid);
    expect(event.summary).toBe('Casting call');
    expect(event.description).toBe('Bring your portfolio.');
    expect(event.location).toBe('Studio 4');
    expect(vevent.getFirstPropertyValue('url')).toBe(base.url);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-01T18:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-01T21:30:00.000Z');
    expect(lines(text)).toContain('DTSTART:20260701T180000Z');
    expect(lines(text)).toContain('DTSTAMP:20260601T100000Z');
  });

  it('escapes commas, semicolons, backslashes and newlines in TEXT values', () => {
    const title = 'Launch; party, with \\ a backslash\nand a second line';
    const text = buildIcs({ ...base, title, location: 'Studio 4, Berlin; rear entrance' });
    expect(text).toContain('SUMMARY:Launch\\; party\\, with \\\\ a backslash\\nand a second line\r\n');
    expect(text).toContain('LOCATION:Studio 4\\, Berlin\\; rear entrance\r\n');
    const { event } = parse(text);
    expect(event.summary).toBe(title);
    expect(event.location).toBe('Studio 4, Berlin; rear entrance');
  });

  it('folds lines longer than 75 octets (multi-byte characters counted in octets) and unfolds to the original', () => {
    const description = `${'Über die Bühne — '.repeat(12)}🎬 end`;
    const text = buildIcs({ ...base, description });
    for (const line of lines(text)) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines(text).filter((l) => l.startsWith(' ')).length).toBeGreaterThan(2);
    // No bare LF anywhere: every line ends CRLF.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(parse(text).event.description).toBe(description);
  });

  it('with a time zone writes TZID wall-clock times and the VTIMEZONE, still the same instants (summer and winter)', () => {
    const summer = buildIcs({ ...base, timezone: 'Europe/Berlin' }, { now: new Date('2026-06-01T10:00:00Z') });
    expect(lines(summer)).toContain('DTSTART;TZID=Europe/Berlin:20260701T200000');
    expect(lines(summer)).toContain('BEGIN:VTIMEZONE');
    // DTSTAMP stays UTC whatever the event's zone (RFC 5545 3.8.7.2).
    expect(lines(summer)).toContain('DTSTAMP:20260601T100000Z');
    const s = parse(summer).event;
    expect(s.startDate.zone.tzid).toBe('Europe/Berlin');
    expect(s.startDate.toJSDate().toISOString()).toBe('2026-07-01T18:00:00.000Z');
    expect(s.endDate.toJSDate().toISOString()).toBe('2026-07-01T21:30:00.000Z');

    const winter = buildIcs({
      ...base,
      start: new Date('2026-12-10T23:30:00Z'),
      end: new Date('2026-12-11T01:00:00Z'),
      timezone: 'America/New_York',
    });
    expect(lines(winter)).toContain('DTSTART;TZID=America/New_York:20261210T183000');
    expect(parse(winter).event.endDate.toJSDate().toISOString()).toBe('2026-12-11T01:00:00.000Z');
  });

  it('an unknown time zone falls back to UTC instead of an unresolvable TZID', () => {
    const text = buildIcs({ ...base, timezone: 'Mars/Olympus_Mons' });
    expect(text).not.toContain('TZID');
    expect(lines(text)).toContain('DTSTART:20260701T180000Z');
  });

  it('a cancelled event keeps its UID, raises SEQUENCE and is sent as METHOD:CANCEL', () => {
    const text = buildIcs({
      ...base,
      status: 'CANCELLED',
      sequence: 3,
      organizer: { name: 'Ann, Organizer', email: 'ann@modelbase.test' },
    });
    const { cal, vevent, event } = parse(text);
    expect(cal.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe(base.uid);
    expect(event.sequence).toBe(3);
    expect(event.organizer).toBe('mailto:ann@modelbase.test');
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Ann, Organizer');
  });

  it('refuses an end before the start and invalid dates', () => {
    expect(() => buildIcs({ ...base, end: new Date('2026-07-01T17:00:00Z') })).toThrow(/end is before start/);
    expect(() => buildIcs({ ...base, start: new Date('nope') })).toThrow(/start is not a valid date/);
  });
});
