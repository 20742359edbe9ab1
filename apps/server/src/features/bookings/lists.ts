import type { Booking } from '@mb/contract/bookings';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import * as profiles from '../profiles/index.ts';
import { type Person, presentBooking } from './presenter.ts';
import * as repo from './repository.ts';
import { installed } from './setup.ts';

// Lists

export async function peopleOf(ctx: AppContext, rows: repo.BookingRow[], db: Executor = ctx.db): Promise<Map<string, Person>> {
  const ids = [...new Set(rows.flatMap((r) => [r.owner_id, r.booker_id]))];
  const cards = await profiles.memberCards(db, ids);
  const out = new Map<string, Person>();
  for (const id of ids) {
    const c = cards.get(id);
    out.set(id, { id, username: c?.username ?? null, display_name: c?.display_name ?? null, avatar_url: c?.avatar_url ?? null });
  }
  return out;
}

export async function present(ctx: AppContext, rows: repo.BookingRow[], viewerId: string, now = new Date()): Promise<Booking[]> {
  const people = await peopleOf(ctx, rows);
  const owners = new Map<string, repo.OwnerRow | undefined>();
  for (const id of new Set(rows.map((r) => r.owner_id))) owners.set(id, await repo.ownerRow(ctx.db, id));
  return rows.map((r) => presentBooking(r, viewerId, people, owners.get(r.owner_id)?.cancel_hours ?? 0, now));
}

export async function ownerBookings(ctx: AppContext, userId: string) {
  await installed(ctx, userId);
  const now = new Date();
  const [current, past] = await Promise.all([repo.ownerBookingRows(ctx.db, userId, now), repo.ownerPastRows(ctx.db, userId, now)]);
  const open = current.filter((r) => (r.status === 'pending' && r.starts_at > now) || r.status === 'accepted');
  const all = await present(ctx, [...open, ...past], userId, now);
  return {
    requests: all.filter((b) => b.status === 'pending'),
    upcoming: all.filter((b) => b.status === 'accepted' && Date.parse(b.ends_at) >= now.getTime()),
    past: all.filter((b) => Date.parse(b.ends_at) < now.getTime()),
  };
}

export async function myBookings(ctx: AppContext, userId: string) {
  const now = new Date();
  const all = await present(ctx, await repo.bookerRows(ctx.db, userId), userId, now);
  const upcoming = all
    .filter((b) => Date.parse(b.ends_at) >= now.getTime())
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  return { upcoming, past: all.filter((b) => Date.parse(b.ends_at) < now.getTime()) };
}

/** Booking requests each of `ownerIds` received, all time and per UTC day since `since` (the enterprise dashboard, issue 17). */
export const bookingCountsOf = (ctx: Pick<AppContext, 'db'>, ownerIds: readonly string[], since: Date) =>
  repo.bookingCountsOf(ctx.db, ownerIds, since);
