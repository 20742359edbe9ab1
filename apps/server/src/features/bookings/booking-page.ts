import { BOOKING_LIMITS, BOOKINGS_APP_ID, type Bookable, BOOKING_MESSAGES as M } from '@mb/contract/bookings';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as apps from '../apps/index.ts';
import * as network from '../network/index.ts';
import * as profiles from '../profiles/index.ts';
import { type Person, presentService } from './presenter.ts';
import * as repo from './repository.ts';
import { appSettingsOf, DAY, ownerOf } from './setup.ts';
import { dateIn, freeSlots, type SlotRules } from './slots.ts';

// The booking page and its slots

/** The owner named, when the caller may book them (404 like a stranger's page otherwise). */
export async function bookableOwner(ctx: AppContext, actor: Actor, username: string) {
  const viewerId = actor.userId;
  const profile = await profiles.getPublicProfile(ctx, username, actor).catch(() => null);
  if (!profile || !(await apps.hasActiveInstallation(ctx, profile.id, BOOKINGS_APP_ID))) throw new AppError('not_found', M.notBookable);
  if (profile.id === viewerId) throw new AppError('forbidden', M.selfBooking);
  if (await profiles.isBlocked(ctx, viewerId, profile.id)) throw new AppError('not_found', M.notBookable);
  const settings = await appSettingsOf(ctx, profile.id);
  if (settings.whoCanBook === 'connections') {
    const rel = (await network.relationsFor(ctx, viewerId, [profile.id])).get(profile.id);
    if (rel?.connection !== 'connected') throw new AppError('forbidden', M.connectionsOnly);
  }
  const owner = await ownerOf(ctx, profile.id);
  const person: Person = { id: profile.id, username: profile.username, display_name: profile.display_name, avatar_url: profile.avatar_url };
  return { person, owner, settings };
}

/**
 * The profile's Book button: true when the booking page would open for this caller (the member runs
 * MB Bookings with at least one service, and their rules let the caller book). Every refusal of
 * bookableOwner reads as "not bookable" here, never as an error: most members do not take bookings.
 */
export async function bookable(ctx: AppContext, actor: Actor, username: string): Promise<Bookable> {
  const found = await bookableOwner(ctx, actor, username).catch((e: unknown) => {
    if (e instanceof AppError) return null;
    throw e;
  });
  if (!found || (await repo.servicesOf(ctx.db, found.person.id)).length === 0) return { bookable: false, booking_path: null };
  return { bookable: true, booking_path: `/apps/mb-bookings/book/${encodeURIComponent(found.person.username ?? username)}` };
}

export async function bookingPage(ctx: AppContext, actor: Actor, username: string) {
  const { person, owner, settings } = await bookableOwner(ctx, actor, username);
  const services = await repo.servicesOf(ctx.db, person.id);
  return {
    owner: person,
    time_zone: owner.time_zone,
    cancel_hours: owner.cancel_hours,
    min_notice_hours: settings.minNoticeHours,
    services: services.map(presentService),
  };
}

export const rulesOf = (owner: repo.OwnerRow, service: repo.ServiceRow, minNoticeHours: number): SlotRules => ({
  timeZone: owner.time_zone,
  weekly: owner.weekly,
  exceptions: owner.exceptions,
  durationMinutes: service.duration_minutes,
  bufferMinutes: owner.buffer_minutes,
  minNoticeHours,
  horizonDays: BOOKING_LIMITS.horizonDays,
});

export async function slotsFor(db: Executor, rules: SlotRules, ownerId: string, from: string, days: number, now: Date) {
  // Busy times a day either side of the range: a window's instants may spill over the dates' edges.
  const busy = await repo.busyBetween(
    db,
    ownerId,
    new Date(Date.parse(`${from}T00:00:00Z`) - 2 * DAY),
    new Date(Date.parse(`${from}T00:00:00Z`) + (days + 2) * DAY),
  );
  return freeSlots(rules, from, days, busy, now);
}

export async function slots(ctx: AppContext, actor: Actor, username: string, q: { service_id: string; from?: string; days?: number }) {
  const { person, owner, settings } = await bookableOwner(ctx, actor, username);
  const service = await repo.serviceOf(ctx.db, person.id, q.service_id);
  if (!service) throw new AppError('not_found', M.serviceNotFound);
  const now = new Date();
  const from = q.from ?? dateIn(now, owner.time_zone);
  const days = q.days ?? BOOKING_LIMITS.defaultSlotDays;
  const list = await slotsFor(ctx.db, rulesOf(owner, service, settings.minNoticeHours), person.id, from, days, now);
  return { service_id: service.id, from, days, slots: list.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })) };
}
