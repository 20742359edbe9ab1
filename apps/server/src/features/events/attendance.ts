import { EVENT_LIMITS, isTicketCode, EVENT_MESSAGES as M, normalizeTicketCode } from '@mb/contract/events';
import { DEFAULT_LOCALE } from '@mb/contract/locale';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { render, type Words, words, wordsDate } from '../../platform/i18n.ts';
import { recipientOf } from '../auth/index.ts';
import * as billing from '../billing/index.ts';
import * as moderation from '../moderation/index.ts';
import * as notifications from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { EVENT_MODERATION_TYPE } from './moderation.ts';
import { assertOrganizer, clean, invalid, ownEvent, presentOrganizedOne, UUID } from './organizers.ts';
import { presentAttendee } from './presenter.ts';
import * as repo from './repository.ts';
import { publishCounts, seatsMoved } from './seats.ts';

export const REFUND_JOB = 'events.refund_ticket';
export const RELEASE_HOLD_JOB = 'events.release_hold';

const mailLines = (ctx: AppContext, lines: string[]) => [...lines, '', `— ${ctx.config.PRODUCT_NAME}`].join('\n');

/** A notification (shown live and in the list) and an e-mail, to one attendee, inside tx. */
async function tellAttendee(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  msg: { title: string | Words; content: string | Words; action_url: string; kind: string },
) {
  const to = await recipientOf(tx, userId);
  // In the attendee's language (issue 36), the notification and the mail alike.
  const locale = to?.locale ?? DEFAULT_LOCALE;
  const title = render(locale, msg.title);
  const content = render(locale, msg.content);
  await notifications.notify(ctx, tx, userId, { type: 'event_update', title, content, action_url: msg.action_url });
  if (to) {
    await ctx.mailer.send(
      {
        to: to.email,
        kind: msg.kind,
        subject: `${title} | ${ctx.config.PRODUCT_NAME}`,
        text: mailLines(ctx, [content, '', `${ctx.config.publicUrl}${msg.action_url}`]),
      },
      tx,
    );
  }
}

/**
 * Cancels an event: every live ticket is cancelled, its holder notified and e-mailed, and a paid one
 * refunded through billing (a job per ticket, after commit, retried until the provider accepts).
 */
export async function cancelEvent(ctx: AppContext, userId: string, id: string) {
  await assertOrganizer(ctx, userId);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await ownEvent(tx, userId, id, true);
    if (current.status === 'cancelled') throw new AppError('conflict', M.alreadyCancelled);
    if (current.moderation === 'pending') await moderation.withdrawModeration(ctx, tx, { type: EVENT_MODERATION_TYPE, subjectId: id });
    const tickets = await repo.liveTicketsOfEvent(tx, id);
    for (const t of tickets) {
      await repo.updateTicket(tx, t.id, { status: 'cancelled', hold_until: null });
      if (t.payment_id) await ctx.jobs.enqueue(tx, { kind: REFUND_JOB, payload: { ticket_id: t.id }, key: `${REFUND_JOB}:${t.id}` });
      await tellAttendee(ctx, tx, t.user_id, {
        title: M.cancelledTitle,
        content: words(t.payment_id ? MAIL_TEXT.events.cancelledRefund : MAIL_TEXT.events.cancelled, { title: current.title }),
        action_url: `/events/${id}`,
        kind: 'event_cancelled',
      });
    }
    const saved = await repo.updateEvent(tx, id, { status: 'cancelled', cancelled_at: new Date(), seats_taken: 0 });
    await seatsMoved(ctx, tx, saved);
    return saved;
  });
  return presentOrganizedOne(ctx, row);
}

/** The refund job: asks billing to refund the ticket's payment once; the refund's webhook marks it refunded. */
export async function refundTicket(ctx: AppContext, ticketId: string) {
  const t = await repo.findTicket(ctx.db, ticketId);
  if (!t?.payment_id || t.refund_requested_at || t.status === 'refunded') return;
  await billing.refundPurchase(ctx, t.payment_id, 'Event cancelled by the organizer');
  await repo.updateTicket(ctx.db, t.id, { refund_requested_at: new Date() });
}

/** A refunded or charged-back ticket payment (billing's webhook, through the ticket purpose): the ticket is refunded. */
export async function ticketRefunded(ctx: AppContext, tx: Executor, p: { reference: string; payment_id: string }): Promise<void> {
  const t = UUID.test(p.reference) ? await repo.lockTicket(tx, p.reference) : undefined;
  if (!t || t.payment_id !== p.payment_id) {
    ctx.log.warn({ reference: p.reference, payment_id: p.payment_id }, 'event ticket refund for an unknown ticket');
    return;
  }
  if (t.status === 'refunded') return;
  if (t.status !== 'cancelled') {
    // Refunded from the provider's side while the ticket was live: the seat goes back.
    const ev = await repo.releaseSeat(tx, t.event_id);
    if (ev) await seatsMoved(ctx, tx, ev);
  }
  await repo.updateTicket(tx, t.id, { status: 'refunded', refund_requested_at: t.refund_requested_at ?? new Date() });
}

export async function attendees(ctx: AppContext, userId: string, id: string) {
  await assertOrganizer(ctx, userId);
  await ownEvent(ctx.db, userId, id);
  const rows = await repo.ticketsOfEvent(ctx.db, id);
  const [cards, hidden] = await Promise.all([
    profiles.memberCards(ctx.db, [...new Set(rows.map((r) => r.user_id))]),
    profiles.geoHiddenOwners(ctx, userId),
  ]);
  // An attendee hiding from the organizer's place (geo-blocking) keeps their ticket on the list (the
  // door checks it in by its code) but is not named.
  return { attendees: rows.map((t) => presentAttendee(t, hidden.has(t.user_id) ? undefined : cards.get(t.user_id))) };
}

export async function messageAttendees(ctx: AppContext, userId: string, id: string, input: { subject: string; body: string }) {
  await assertOrganizer(ctx, userId);
  return ctx.db.transaction(async (tx) => {
    const ev = await ownEvent(tx, userId, id);
    const tickets = (await repo.liveTicketsOfEvent(tx, id)).filter((t) => t.status !== 'pending_payment');
    if (!tickets.length) throw new AppError('conflict', M.noAttendees);
    const subject = clean(input.subject).slice(0, EVENT_LIMITS.messageSubjectMax);
    const body = clean(input.body).slice(0, EVENT_LIMITS.messageBodyMax);
    for (const t of tickets) {
      await tellAttendee(ctx, tx, t.user_id, {
        title: `${ev.title}: ${subject}`,
        content: body,
        action_url: `/events/${id}`,
        kind: 'event_message',
      });
    }
    return { sent: tickets.length };
  });
}

/** Check-in at the door: the code of a valid ticket of this event, once. */
export async function checkIn(ctx: AppContext, userId: string, id: string, rawCode: string) {
  await assertOrganizer(ctx, userId);
  const code = normalizeTicketCode(rawCode);
  return ctx.db.transaction(async (tx) => {
    await ownEvent(tx, userId, id);
    const t = isTicketCode(code) ? await repo.lockTicketByCode(tx, id, code) : undefined;
    if (!t) throw invalid('code', M.codeUnknown);
    const [card] = [(await profiles.memberCards(tx, [t.user_id])).get(t.user_id)];
    if (t.status === 'checked_in') {
      const message = t.checked_in_at ? words(M.alreadyCheckedInAt, { time: wordsDate(t.checked_in_at, 'time') }) : M.alreadyCheckedIn;
      throw new AppError('conflict', message, { code: M.alreadyCheckedIn });
    }
    if (t.status === 'pending_payment') throw new AppError('conflict', M.ticketPending, { code: M.ticketPending });
    if (t.status !== 'valid') throw new AppError('conflict', M.ticketNotValid, { code: M.ticketNotValid });
    const saved = await repo.updateTicket(tx, t.id, { status: 'checked_in', checked_in_at: new Date() });
    const ev = await repo.findEvent(tx, id);
    const checkedIn = (await repo.checkedInCounts(tx, [id])).get(id) ?? 0;
    if (ev) await publishCounts(ctx, tx, ev, checkedIn);
    return { attendee: presentAttendee(saved, card), seats_taken: ev?.seats_taken ?? 0, checked_in: checkedIn };
  });
}
