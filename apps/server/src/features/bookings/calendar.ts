import { BOOKINGS_APP_ID, BOOKING_MESSAGES as M } from '@mb/contract/bookings';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { buildIcs, type IcsEvent } from '../../platform/ics.ts';
import * as apps from '../apps/index.ts';
import { peopleOf } from './lists.ts';
import type { Person } from './presenter.ts';
import * as repo from './repository.ts';
import { DAY } from './setup.ts';
import { OWNER_URL, who } from './telling.ts';

// Calendar files

function icsEvent(ctx: AppContext, b: repo.BookingRow, people: Map<string, Person>): IcsEvent {
  return {
    uid: `booking-${b.id}@${new URL(ctx.config.publicUrl).host}`,
    title: `${b.service_name}: ${who(people.get(b.owner_id))} / ${who(people.get(b.booker_id))}`,
    description: b.note || null,
    location: b.online ? 'Online' : b.location || null,
    url: `${ctx.config.publicUrl}${OWNER_URL}`,
    start: b.starts_at,
    end: b.ends_at,
    timezone: b.time_zone,
    status: b.status === 'accepted' || b.status === 'pending' ? 'CONFIRMED' : 'CANCELLED',
    sequence: b.sequence,
  };
}

export async function bookingIcs(ctx: AppContext, userId: string, id: string) {
  const b = await repo.bookingById(ctx.db, id);
  if (!b || (b.owner_id !== userId && b.booker_id !== userId)) throw new AppError('not_found', M.bookingNotFound);
  return {
    name: `booking-${b.starts_at.toISOString().slice(0, 10)}.ics`,
    body: buildIcs(icsEvent(ctx, b, await peopleOf(ctx, [b])), { productName: ctx.config.PRODUCT_NAME }),
  };
}

/** The owner's private feed: every accepted booking from 60 days back, as one calendar. */
export async function feed(ctx: AppContext, token: string) {
  const owner = await repo.ownerByFeedToken(ctx.db, token);
  if (!owner || !(await apps.hasActiveInstallation(ctx, owner.owner_id, BOOKINGS_APP_ID)))
    throw new AppError('not_found', M.bookingNotFound);
  const rows = await repo.feedRows(ctx.db, owner.owner_id, new Date(Date.now() - 60 * DAY));
  const people = await peopleOf(ctx, rows);
  const product = ctx.config.PRODUCT_NAME;
  const files = rows.map((r) => buildIcs(icsEvent(ctx, r, people), { productName: product }));
  return joinCalendars(files, product);
}

/**
 * One VCALENDAR from several single-event files (buildIcs writes one event a file): the events and each
 * zone's VTIMEZONE once, under one header. Lines are CRLF already.
 */
function joinCalendars(files: string[], product: string): string {
  const events: string[] = [];
  const zones = new Map<string, string>();
  for (const f of files) {
    for (const m of f.matchAll(/BEGIN:VTIMEZONE\r\n[\s\S]*?END:VTIMEZONE\r\n/g)) {
      const id = /TZID:([^\r\n]+)/.exec(m[0])?.[1] ?? m[0];
      zones.set(id, m[0]);
    }
    for (const m of f.matchAll(/BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/g)) events.push(m[0]);
  }
  const name = product.replace(/[^\w .-]/g, '');
  return [
    'BEGIN:VCALENDAR\r\n',
    'VERSION:2.0\r\n',
    `PRODID:-//${name}//${name} Bookings//EN\r\n`,
    'METHOD:PUBLISH\r\n',
    `X-WR-CALNAME:${name} bookings\r\n`,
    ...zones.values(),
    ...events,
    'END:VCALENDAR\r\n',
  ].join('');
}
