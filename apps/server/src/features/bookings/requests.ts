import { type Booking, BOOKING_MESSAGES as M } from '@mb/contract/bookings';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { RealtimeEvent } from '@mb/contract/realtime';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import * as webhooks from '../webhooks/index.ts';
import { bookableOwner, rulesOf, slotsFor } from './booking-page.ts';
import { peopleOf, present } from './lists.ts';
import { BOOKING_REMINDER_JOB } from './reminders.ts';
import * as repo from './repository.ts';
import { DAY, HOUR, installed } from './setup.ts';
import { addDays, dateIn } from './slots.ts';
import { BOOKER_URL, emailPrefs, OWNER_URL, tell, whenText, who } from './telling.ts';

// Requests, answers, cancellations

/** The SQLSTATE of a database error (the drivers put it on the error or its cause). */
const pgCode = (e: unknown): string | undefined => {
  const err = e as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof err?.code === 'string' ? err.code : err?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

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
      words(NOTICE_TEXT.bookings.requested, { name: who(people.get(bookerId)) }),
      input.note
        ? words(NOTICE_TEXT.bookings.requestedNote, { service: service.name, when: whenText(start, owner.time_zone), note: input.note })
        : words(NOTICE_TEXT.bookings.requestedContent, { service: service.name, when: whenText(start, owner.time_zone) }),
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
      words(NOTICE_TEXT.bookings.accepted, { name: who(people.get(userId)) }),
      words(NOTICE_TEXT.bookings.requestedContent, { service: b.service_name, when }),
      BOOKER_URL,
      'accepted',
    );
    for (const o of others) {
      await tell(
        ctx,
        tx,
        prefs,
        o.booker_id,
        NOTICE_TEXT.bookings.declinedTaken,
        words(NOTICE_TEXT.bookings.declinedTakenContent, {
          service: o.service_name,
          when: whenText(o.starts_at, o.time_zone),
        }),
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
      words(NOTICE_TEXT.bookings.declined, { name: who(people.get(userId)) }),
      words(NOTICE_TEXT.bookings.requestedContent, { service: b.service_name, when: whenText(b.starts_at, b.time_zone) }),
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
      words(b.status === 'pending' ? NOTICE_TEXT.bookings.cancelledRequest : NOTICE_TEXT.bookings.cancelledBooking, {
        name: who(people.get(userId)),
      }),
      reason
        ? words(NOTICE_TEXT.bookings.cancelledReason, { service: b.service_name, when: whenText(b.starts_at, b.time_zone), reason })
        : words(NOTICE_TEXT.bookings.requestedContent, { service: b.service_name, when: whenText(b.starts_at, b.time_zone) }),
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
