import type { AppContext } from '../../platform/context.ts';
import type { EventRow } from './repository.ts';

// The add-to-calendar file (RFC 5545). Replaced by platform/ics.ts buildIcs once it lands.

const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded (a CRLF and a space), never inside a UTF-8 sequence. */
function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > 75) {
      out.push(cur);
      cur = ` ${ch}`;
      bytes = 1 + n;
    } else {
      cur += ch;
      bytes += n;
    }
  }
  out.push(cur);
  return out.join('\r\n');
}

export function eventIcs(ctx: AppContext, row: EventRow, organizerName: string): string {
  const url = `${ctx.config.publicUrl}/events/${row.id}`;
  const host = new URL(ctx.config.publicUrl).hostname;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${esc(ctx.config.PRODUCT_NAME)}//MB Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${row.id}@${host}`,
    `DTSTAMP:${stamp(row.updated_at)}`,
    `DTSTART:${stamp(row.start_date ?? row.created_at)}`,
    `DTEND:${stamp(row.end_date ?? row.created_at)}`,
    `SUMMARY:${esc(row.title)}`,
    `DESCRIPTION:${esc(`${row.description ? `${row.description}\n\n` : ''}Organized by ${organizerName}. ${url}`)}`,
    `LOCATION:${esc(row.is_online ? 'Online' : row.location)}`,
    `URL:${url}`,
    `STATUS:${row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${Math.floor(row.updated_at.getTime() / 1000) % 2_000_000_000}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
