import {
  BOOKING_LIMITS,
  BOOKINGS_APP_ID,
  type BookingServiceInput,
  type BookingSettingsInput,
  type BookingSetup,
  BOOKING_MESSAGES as M,
} from '@mb/contract/bookings';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { newOpaqueToken } from '../../platform/tokens.ts';
import * as apps from '../apps/index.ts';
import * as profiles from '../profiles/index.ts';
import { presentService } from './presenter.ts';
import * as repo from './repository.ts';

// The owner's set-up: settings, services and the calendar feed's link; with what every use case shares
// (the installation check, the app's settings, the owner's row).

export const HOUR = 3_600_000;

export const DAY = 24 * HOUR;

/**
 * Every route of the owner's side starts here: the owner must have the app installed (the app store's
 * rule). The booker's side (a member's booking page, slots, requests, their own bookings, cancelling
 * and calendar files of a booking they are party to) needs no installation: creators may not install
 * apps (spec §4), yet they book the members who run it.
 */
export const installed = (ctx: AppContext, userId: string) => apps.requireInstalled(ctx, userId, BOOKINGS_APP_ID);

/** The installation's settings (the app store's settings page): e-mails, who may book, minimum notice. */
export async function appSettingsOf(ctx: AppContext, userId: string) {
  const { configuration: c } = await apps.settings(ctx, userId, BOOKINGS_APP_ID);
  return {
    emails: c.email_notifications !== false,
    whoCanBook: (c.default_visibility === 'connections' ? 'connections' : 'members') as 'members' | 'connections',
    minNoticeHours: typeof c.min_notice_hours === 'number' ? c.min_notice_hours : 24,
  };
}

export const ownerOf = (ctx: AppContext, ownerId: string, db: Executor = ctx.db) => repo.ensureOwner(db, ownerId, newOpaqueToken(), 'UTC');

const feedUrl = (ctx: AppContext, token: string) => `${ctx.config.publicUrl}/api/v1/bookings/feed/${token}`;

async function setupOf(ctx: AppContext, userId: string, owner: repo.OwnerRow): Promise<BookingSetup> {
  const [services, settings, names] = await Promise.all([
    repo.servicesOf(ctx.db, userId),
    appSettingsOf(ctx, userId),
    profiles.usernamesOf(ctx.db, [userId]),
  ]);
  const username = names.get(userId);
  return {
    settings: {
      time_zone: owner.time_zone,
      buffer_minutes: owner.buffer_minutes,
      cancel_hours: owner.cancel_hours,
      weekly: owner.weekly,
      exceptions: owner.exceptions,
      min_notice_hours: settings.minNoticeHours,
      who_can_book: settings.whoCanBook,
    },
    services: services.map(presentService),
    booking_path: username ? `/apps/mb-bookings/book/${encodeURIComponent(username)}` : null,
    feed_url: feedUrl(ctx, owner.feed_token),
  };
}

export async function setup(ctx: AppContext, userId: string): Promise<BookingSetup> {
  await installed(ctx, userId);
  return setupOf(ctx, userId, await ownerOf(ctx, userId));
}

export async function saveSettings(ctx: AppContext, userId: string, input: BookingSettingsInput): Promise<BookingSetup> {
  await installed(ctx, userId);
  await ownerOf(ctx, userId);
  const sortedWeekly = [...input.weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
  const sortedExceptions = [...input.exceptions]
    .map((e) =>
      e.kind === 'off' ? { date: e.date, kind: e.kind } : { date: e.date, kind: e.kind, start: e.start ?? null, end: e.end ?? null },
    )
    .sort((a, b) => a.date.localeCompare(b.date));
  const owner = await repo.saveOwner(ctx.db, userId, {
    time_zone: input.time_zone,
    buffer_minutes: input.buffer_minutes,
    cancel_hours: input.cancel_hours,
    weekly: sortedWeekly,
    exceptions: sortedExceptions,
  });
  return setupOf(ctx, userId, owner);
}

const serviceValues = (s: BookingServiceInput) => ({
  name: s.name,
  duration_minutes: s.duration_minutes,
  rate_cents: s.rate_cents,
  currency: s.currency,
  description: s.description,
  online: s.online,
  location: s.location,
});

export async function createService(ctx: AppContext, userId: string, input: BookingServiceInput) {
  await installed(ctx, userId);
  await ownerOf(ctx, userId);
  return ctx.db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    if ((await repo.servicesOf(tx, userId)).length >= BOOKING_LIMITS.servicesMax) throw new AppError('conflict', M.tooManyServices);
    return { service: presentService(await repo.insertService(tx, { owner_id: userId, ...serviceValues(input) })) };
  });
}

export async function updateService(ctx: AppContext, userId: string, id: string, input: BookingServiceInput) {
  await installed(ctx, userId);
  const row = await repo.updateService(ctx.db, userId, id, serviceValues(input));
  if (!row) throw new AppError('not_found', M.serviceNotFound);
  return { service: presentService(row) };
}

export async function deleteService(ctx: AppContext, userId: string, id: string) {
  await installed(ctx, userId);
  const row = await repo.updateService(ctx.db, userId, id, { deleted_at: new Date() });
  if (!row) throw new AppError('not_found', M.serviceNotFound);
  return { ok: true as const };
}

export async function regenerateFeed(ctx: AppContext, userId: string) {
  await installed(ctx, userId);
  await ownerOf(ctx, userId);
  const owner = await repo.saveOwner(ctx.db, userId, { feed_token: newOpaqueToken() });
  return { feed_url: feedUrl(ctx, owner.feed_token) };
}
