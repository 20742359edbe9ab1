import type { AppContext } from '../../platform/context.ts';
import { buildIcs } from '../../platform/ics.ts';
import type { EventRow } from './repository.ts';

/**
 * The add-to-calendar file of an event (RFC 5545, platform/ics.ts): in the event's own time zone, the
 * same UID for every download, and a sequence that rises with each change so a calendar updates the
 * entry it has (a cancelled event goes out as CANCELLED).
 */
export function eventIcs(ctx: AppContext, row: EventRow, organizerName: string): string {
  const url = `${ctx.config.publicUrl}/events/${row.id}`;
  const host = new URL(ctx.config.publicUrl).hostname;
  return buildIcs(
    {
      uid: `event-${row.id}@${host}`,
      title: row.title,
      description: `${row.description ? `${row.description}\n\n` : ''}Organized by ${organizerName}. ${url}`,
      location: row.is_online ? 'Online' : row.location,
      url,
      start: row.start_date ?? row.created_at,
      end: row.end_date ?? row.created_at,
      timezone: row.is_online ? null : row.timezone,
      status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      sequence: Math.max(0, Math.floor((row.updated_at.getTime() - row.created_at.getTime()) / 1000)),
    },
    { productName: ctx.config.PRODUCT_NAME },
  );
}
