import {
  BOOKING_LIMITS,
  BOOKINGS_APP_ID,
  type Bookable,
  type Booking,
  type BookingServiceInput,
  type BookingSettingsInput,
  type BookingSetup,
  BOOKING_MESSAGES as M,
} from '@mb/contract/bookings';
import type { RealtimeEvent } from '@mb/contract/realtime';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { buildIcs, type IcsEvent } from '../../platform/ics.ts';
import { newOpaqueToken } from '../../platform/tokens.ts';
import * as apps from '../apps/index.ts';
import * as auth from '../auth/index.ts';
import * as network from '../network/index.ts';
import * as notifications from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import * as webhooks from '../webhooks/index.ts';
import { type Person, presentBooking, presentService } from './presenter.ts';
import * as repo from './repository.ts';
import { addDays, dateIn, freeSlots, type SlotRules } from './slots.ts';

const HOUR = 3_600_000;

/** The SQLSTATE of a database error (the drivers put it on the error or its cause). */
const pgCode = (e: unknown): string | undefined => {
  const err = e as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof err?.code === 'string' ? err.code : err?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};
const DAY = 24 * HOUR;
export const BOOKING_REMINDER_JOB = 'bookings.reminder';

/**
 * Every route of the owner's side starts here: the owner must have the app installed (the app store's
 * rule). The booker's side (a member's booking page, slots, requests, their own bookings, cancelling
 * and calendar files of a booking they are party to) needs no installation: creators may not install
 * apps (spec §4), yet they book the members who run it.
 */
const installed = (ctx: AppContext, userId: string) => apps.requireInstalled(ctx, userId, BOOKINGS_APP_ID);

/** The installation's settings (the app store's settings page): e-mails, who may book, minimum notice. */
async function appSettingsOf(ctx: AppContext, userId: string) {
  const { configuration: c } = await apps.settings(ctx, userId, BOOKINGS_APP_ID);
  return {
    emails: c.email_notifications !== false,
    whoCanBook: (c.default_visibility === 'connections' ? 'connections' : 'members') as 'members' | 'connections',
    minNoticeHours: typeof c.min_notice_hours === 'number' ? c.min_notice_hours : 24,
  };
}

const ownerOf = (ctx: AppContext, ownerId: string, db: Executor = ctx.db) => repo.ensureOwner(db, ownerId, newOpaqueToken(), 'UTC');

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

// ---------------------------------------------------------------------------------------------------
// Lists

async function peopleOf(ctx: AppContext, rows: repo.BookingRow[], db: Executor = ctx.db): Promise<Map<string, Person>> {
  const ids = [...new Set(rows.flatMap((r) => [r.owner_id, r.booker_id]))];
  const cards = await profiles.memberCards(db, ids);
  const out = new Map<string, Person>();
  for (const id of ids) {
    const c = cards.get(id);
    out.set(id, { id, username: c?.username ?? null, display_name: c?.display_name ?? null, avatar_url: c?.avatar_url ?? null });
  }
  return out;
}

async function present(ctx: AppContext, rows: repo.BookingRow[], viewerId: string, now = new Date()): Promise<Booking[]> {
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

// ---------------------------------------------------------------------------------------------------
// The booking page and its slots

/** The owner named, when the caller may book them (404 like a stranger's page otherwise). */
async function bookableOwner(ctx: AppContext, actor: Actor, username: string) {
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

const rulesOf = (owner: repo.OwnerRow, service: repo.ServiceRow, minNoticeHours: number): SlotRules => ({
  timeZone: owner.time_zone,
  weekly: owner.weekly,
  exceptions: owner.exceptions,
  durationMinutes: service.duration_minutes,
  bufferMinutes: owner.buffer_minutes,
  minNoticeHours,
  horizonDays: BOOKING_LIMITS.horizonDays,
});

async function slotsFor(db: Executor, rules: SlotRules, ownerId: string, from: string, days: number, now: Date) {
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

// ---------------------------------------------------------------------------------------------------
// Requests, answers, cancellations

const who = (p: Person | undefined) => p?.display_name || (p?.username ? `@${p.username}` : 'A member');

function whenText(at: Date, timeZone: string) {
  return `${new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(at)} (${timeZone})`;
}

/**
 * Whether each member wants MB Bookings' e-mails (their installation's setting; yes without one). Read
 * before a transaction: the app store reads on its own connection, which on the embedded database would
 * wait for the transaction to end.
 */
async function emailPrefs(ctx: AppContext, ids: string[]): Promise<Map<string, boolean>> {
  const out = new Map<string, boolean>();
  for (const id of new Set(ids)) {
    out.set(id, (await apps.hasActiveInstallation(ctx, id, BOOKINGS_APP_ID)) ? (await appSettingsOf(ctx, id)).emails : true);
  }
  return out;
}

/** Tells a party: a notification (live), and an e-mail unless they turned MB Bookings' e-mails off. */
async function tell(
  ctx: AppContext,
  tx: Executor,
  prefs: Map<string, boolean>,
  userId: string,
  title: string,
  content: string,
  actionUrl: string,
  kind: string,
) {
  await notifications.notify(ctx, tx, userId, { type: 'booking', title, content, action_url: actionUrl });
  if (prefs.get(userId) === false) return;
  const to = await auth.emailOf(tx, userId);
  if (!to) return;
  const product = ctx.config.PRODUCT_NAME;
  await ctx.mailer.send(
    {
      to,
      kind: `booking_${kind}`,
      subject: `${title} | ${product}`,
      text: [title, '', content, '', `Open it on ${product}:`, `${ctx.config.publicUrl}${actionUrl}`].join('\n'),
    },
    tx,
  );
}

const OWNER_URL = '/apps/mb-bookings';
const BOOKER_URL = '/apps/mb-bookings/my';

export async function requestBooking(
  ctx: AppContext,
  actor: Actor,
  username: string,
  input: { service_id: string; start: string; note: string },
) {
  const bookerId = actor.userId;
  const { person, settings } = await bookableOwner(ctx, actor, username);
  const start = new Date(input.start);
  const now = new Date();
  const prefs = await emailPrefs(ctx, [person.id]);
  const row = await ctx.db.transaction(async (tx) => {
    const owner = await repo.lockOwner(tx, person.id);
    if (!owner) throw new AppError('not_found', M.notBookable);
    const service = await repo.serviceOf(tx, person.id, input.service_id);
    if (!service) throw new AppError('not_found', M.serviceNotFound);
    if (start.getTime() < now.getTime() + settings.minNoticeHours * HOUR)
      throw new AppError('validation_failed', M.tooSoon(settings.minNoticeHours), { start: M.tooSoon(settings.minNoticeHours) });
    // The time must be one the page offers now: inside the owner's hours and free of accepted bookings.
    const day = dateIn(start, owner.time_zone);
    const offered = await slotsFor(tx, rulesOf(owner, service, settings.minNoticeHours), person.id, addDays(day, -1), 3, now);
    if (!offered.some((s) => s.start.getTime() === start.getTime())) {
      const taken =
        (
          await repo.acceptedOverlapping(
            tx,
            person.id,
            start,
            new Date(start.getTime() + service.duration_minutes * 60_000 + owner.buffer_minutes * 60_000),
          )
        ).length > 0;
      throw new AppError('conflict', taken ? M.slotUnavailable : M.slotNotOffered);
    }
    const end = new Date(start.getTime() + service.duration_minutes * 60_000);
    const inserted = await repo.insertBooking(tx, {
      owner_id: person.id,
      booker_id: bookerId,
      service_id: service.id,
      service_name: service.name,
      online: service.online,
      location: service.location,
      rate_cents: service.rate_cents,
      currency: service.currency,
      time_zone: owner.time_zone,
      starts_at: start,
      ends_at: end,
      hold_until: new Date(end.getTime() + owner.buffer_minutes * 60_000),
      note: input.note,
    });
    if (!inserted) throw new AppError('conflict', M.alreadyRequested);
    const people = await peopleOf(ctx, [inserted], tx);
    await tell(
      ctx,
      tx,
      prefs,
      person.id,
      `New booking request from ${who(people.get(bookerId))}`,
      `${service.name}, ${whenText(start, owner.time_zone)}.${input.note ? ` Note: ${input.note}` : ''}`,
      OWNER_URL,
      'requested',
    );
    await announce(ctx, tx, [inserted]);
    // Signed webhooks to the enterprises linked to the owner (a studio), queued with this write (issue 17).
    await webhooks.emitStudioEvent(ctx, tx, {
      type: 'booking.created',
      studioId: person.id,
      data: {
        booking: {
          id: inserted.id,
          status: inserted.status,
          service_name: inserted.service_name,
          starts_at: inserted.starts_at.toISOString(),
          ends_at: inserted.ends_at.toISOString(),
          time_zone: inserted.time_zone,
          online: inserted.online,
          location: inserted.location,
          note: inserted.note,
        },
      },
      members: { booker: bookerId },
    });
    return inserted;
  });
  return { booking: (await present(ctx, [row], bookerId))[0] as Booking };
}

/**
 * Both parties' pages follow along live (the `bookings.changed` event on each one's `user:{id}`):
 * the owner's requests and the booker's list move in every open tab without a reload. Published with
 * the transaction, so a rolled-back change announces nothing.
 */
async function announce(ctx: AppContext, tx: Executor, rows: readonly repo.BookingRow[]) {
  for (const b of rows)
    for (const userId of [b.owner_id, b.booker_id])
      await ctx.bus.publish({ type: 'bookings.changed', topic: `user:${userId}`, data: { booking_id: b.id } } satisfies RealtimeEvent, tx);
}

async function ownersBooking(tx: Executor, userId: string, id: string) {
  const row = await repo.bookingById(tx, id);
  if (!row || row.owner_id !== userId) throw new AppError('not_found', M.bookingNotFound);
  return row;
}

export async function accept(ctx: AppContext, userId: string, id: string) {
  await installed(ctx, userId);
  const first = await repo.bookingById(ctx.db, id);
  // Who may be told: the booker, and those whose requests for the same time are declined with it.
  const rivals = first ? await repo.pendingOverlapping(ctx.db, userId, first.starts_at, first.hold_until, first.id) : [];
  const prefs = await emailPrefs(ctx, [first?.booker_id ?? userId, ...rivals.map((r) => r.booker_id)]);
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    const b = await ownersBooking(tx, userId, id);
    if (b.status !== 'pending') throw new AppError('conflict', M.notPending);
    if (b.starts_at.getTime() <= Date.now()) throw new AppError('conflict', M.cannotCancel);
    // Under the owner's lock: no accepted booking can appear between this check and the update.
    if ((await repo.acceptedOverlapping(tx, userId, b.starts_at, b.hold_until, b.id)).length > 0)
      throw new AppError('conflict', M.overlapAccepted);
    const accepted = await repo.updateBooking(tx, b.id, { status: 'accepted' }).catch((e: unknown) => {
      // The exclusion constraint (migration 0034) is the last word should the check above ever miss.
      if (pgCode(e) === '23P01') throw new AppError('conflict', M.overlapAccepted);
      throw e;
    });
    const others = await repo.pendingOverlapping(tx, userId, b.starts_at, b.hold_until, b.id);
    await repo.declineMany(
      tx,
      others.map((o) => o.id),
      M.takenByOther,
    );
    const people = await peopleOf(ctx, [b, ...others], tx);
    const when = whenText(b.starts_at, b.time_zone);
    await tell(
      ctx,
      tx,
      prefs,
      b.booker_id,
      `${who(people.get(userId))} accepted your booking`,
      `${b.service_name}, ${when}.`,
      BOOKER_URL,
      'accepted',
    );
    for (const o of others) {
      await tell(
        ctx,
        tx,
        prefs,
        o.booker_id,
        `Booking request declined`,
        `${o.service_name}, ${whenText(o.starts_at, o.time_zone)}: ${M.takenByOther}`,
        BOOKER_URL,
        'declined',
      );
    }
    // The day before; a booking accepted less than a day ahead was just announced, so no reminder.
    const runAt = new Date(b.starts_at.getTime() - DAY);
    if (runAt.getTime() > Date.now()) {
      await ctx.jobs.enqueue(tx, { kind: BOOKING_REMINDER_JOB, payload: { id: b.id }, runAt, key: `${BOOKING_REMINDER_JOB}:${b.id}` });
    }
    await announce(ctx, tx, [b, ...others]);
    return accepted;
  });
  return { booking: (await present(ctx, [row], userId))[0] as Booking };
}

export async function decline(ctx: AppContext, userId: string, id: string) {
  await installed(ctx, userId);
  const first = await repo.bookingById(ctx.db, id);
  const prefs = await emailPrefs(ctx, first ? [first.booker_id] : []);
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    const b = await ownersBooking(tx, userId, id);
    if (b.status !== 'pending') throw new AppError('conflict', M.notPending);
    const declined = await repo.updateBooking(tx, b.id, { status: 'declined' });
    const people = await peopleOf(ctx, [b], tx);
    await tell(
      ctx,
      tx,
      prefs,
      b.booker_id,
      `${who(people.get(userId))} declined your booking request`,
      `${b.service_name}, ${whenText(b.starts_at, b.time_zone)}.`,
      BOOKER_URL,
      'declined',
    );
    await announce(ctx, tx, [b]);
    return declined;
  });
  return { booking: (await present(ctx, [row], userId))[0] as Booking };
}

/**
 * Either party cancels. A pending request: the booker withdraws it, the owner declines instead. An
 * accepted booking: until the owner's free-cancellation limit (cancel_hours before the start).
 */
export async function cancel(ctx: AppContext, userId: string, id: string, reason = '') {
  const first = await repo.bookingById(ctx.db, id);
  if (!first || (first.owner_id !== userId && first.booker_id !== userId)) throw new AppError('not_found', M.bookingNotFound);
  const prefs = await emailPrefs(ctx, [first.owner_id, first.booker_id]);
  const row = await ctx.db.transaction(async (tx) => {
    const owner = await repo.lockOwner(tx, first.owner_id);
    const b = (await repo.bookingById(tx, id)) as repo.BookingRow;
    const side = b.owner_id === userId ? 'owner' : 'booker';
    const now = Date.now();
    if (b.status === 'pending' && side === 'owner') throw new AppError('conflict', M.notPending);
    if ((b.status !== 'pending' && b.status !== 'accepted') || b.starts_at.getTime() <= now) throw new AppError('conflict', M.cannotCancel);
    const hours = owner?.cancel_hours ?? 0;
    if (b.status === 'accepted' && now > b.starts_at.getTime() - hours * HOUR) throw new AppError('conflict', M.cancelClosed(hours));
    const cancelled = await repo.updateBooking(tx, b.id, { status: 'cancelled', cancelled_by: side, reason });
    const people = await peopleOf(ctx, [b], tx);
    const other = side === 'owner' ? b.booker_id : b.owner_id;
    await tell(
      ctx,
      tx,
      prefs,
      other,
      `${who(people.get(userId))} cancelled ${b.status === 'pending' ? 'a booking request' : 'a booking'}`,
      `${b.service_name}, ${whenText(b.starts_at, b.time_zone)}.${reason ? ` Reason: ${reason}` : ''}`,
      side === 'owner' ? BOOKER_URL : OWNER_URL,
      'cancelled',
    );
    await announce(ctx, tx, [b]);
    return cancelled;
  });
  return { booking: (await present(ctx, [row], userId))[0] as Booking };
}

/**
 * A booking's two parties, for a member who is one of them (MB Visio invites the other party to a
 * call); 404 like a missing booking for anyone else. Needs no installation: the caller's own app checks its own.
 */
export async function partiesOf(ctx: AppContext, userId: string, bookingId: string): Promise<{ owner_id: string; booker_id: string }> {
  const b = await repo.bookingById(ctx.db, bookingId);
  if (!b || (b.owner_id !== userId && b.booker_id !== userId)) throw new AppError('not_found', M.bookingNotFound);
  return { owner_id: b.owner_id, booker_id: b.booker_id };
}

// ---------------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------------
// Reminders: the day before, to both parties, while the booking still stands.

export async function sendReminder(ctx: AppContext, id: string) {
  const first = await repo.bookingById(ctx.db, id);
  if (!first) return;
  const prefs = await emailPrefs(ctx, [first.owner_id, first.booker_id]);
  await ctx.db.transaction(async (tx) => {
    const b = await repo.bookingById(tx, id);
    if (b?.status !== 'accepted' || b.starts_at.getTime() <= Date.now()) return;
    const people = await peopleOf(ctx, [b], tx);
    const when = whenText(b.starts_at, b.time_zone);
    await tell(
      ctx,
      tx,
      prefs,
      b.owner_id,
      `Reminder: ${b.service_name} with ${who(people.get(b.booker_id))}`,
      `${when}.`,
      OWNER_URL,
      'reminder',
    );
    await tell(
      ctx,
      tx,
      prefs,
      b.booker_id,
      `Reminder: ${b.service_name} with ${who(people.get(b.owner_id))}`,
      `${when}.`,
      BOOKER_URL,
      'reminder',
    );
  });
}

export function defineBookingJobs(ctx: AppContext): void {
  // Once per context: tests build several apps on one (defineJob refuses a kind defined twice).
  if (ctx.jobs.kinds().includes(BOOKING_REMINDER_JOB)) return;
  ctx.jobs.defineJob<{ id: string }>(BOOKING_REMINDER_JOB, (p) => sendReminder(ctx, p.id), { maxAttempts: 5 });
}

/** Booking requests each of `ownerIds` received, all time and per UTC day since `since` (the enterprise dashboard, issue 17). */
export const bookingCountsOf = (ctx: Pick<AppContext, 'db'>, ownerIds: readonly string[], since: Date) =>
  repo.bookingCountsOf(ctx.db, ownerIds, since);
