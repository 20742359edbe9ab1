import { EVENT_LIMITS, type EventListQuery, type EventView, EVENT_MESSAGES as M } from '@mb/contract/events';
import { formatMoney } from '@mb/contract/money';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { accountHidden, suspendedAccountIds } from '../auth/index.ts';
import * as billing from '../billing/index.ts';
import * as profiles from '../profiles/index.ts';
import * as webhooks from '../webhooks/index.ts';
import { REFUND_JOB, RELEASE_HOLD_JOB, refundTicket, ticketRefunded } from './attendance.ts';
import { freeTicketCode, invalid, notGeoHidden, presentPublic, UUID } from './organizers.ts';
import { presentTicket } from './presenter.ts';
import * as repo from './repository.ts';
import { isListed, seatsMoved } from './seats.ts';

// ---------------------------------------------------------------------------------------------------
// Members: listing, RSVP, tickets

export async function upcomingEvents(ctx: AppContext, q: EventListQuery, readerId: string | null = null) {
  const now = new Date();
  const from = q.from ? new Date(`${q.from}T00:00:00Z`) : now;
  const to = q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000) : undefined;
  if (to && to <= from) throw invalid('to', 'The end of the range must be after its start.');
  const rows = await repo.upcoming(ctx.db, {
    from: from < now ? now : from,
    to,
    location: q.location || undefined,
    category: q.category,
    hiddenOrganizers: await suspendedAccountIds(ctx.db),
    limit: EVENT_LIMITS.pageSize,
  });
  return { events: await presentPublic(ctx, await notGeoHidden(ctx, rows, readerId), undefined, readerId) };
}

export async function businessEvents(ctx: AppContext, businessId: string, readerId: string | null = null) {
  const rows = await repo.upcoming(ctx.db, {
    from: new Date(),
    businessId,
    hiddenOrganizers: await suspendedAccountIds(ctx.db),
    limit: 20,
  });
  return { events: await presentPublic(ctx, await notGeoHidden(ctx, rows, readerId), undefined, readerId) };
}

/**
 * One event: listed ones (published or cancelled after approval) to anyone; a draft or one in review
 * only to its organizer (404 to everyone else, like a missing one).
 */
export async function eventView(ctx: AppContext, actor: Actor | null, id: string): Promise<EventView> {
  const row = await repo.findEvent(ctx.db, id);
  const organizer = !!row && row.organizer_id === actor?.userId;
  if (!row || (!isListed(row) && !organizer)) throw new AppError('not_found', M.notFound);
  // A suspended organizer's event page is shown to nobody else.
  if (!organizer && (await accountHidden(ctx.db, row.organizer_id))) throw new AppError('not_found', M.notFound);
  const ticket = actor ? await repo.latestTicketOf(ctx.db, id, actor.userId) : undefined;
  const holder = !!ticket && (ticket.status === 'valid' || ticket.status === 'checked_in');
  // An organizer hiding from the reader's place (geo-blocking): the event is not found, but a ticket
  // already held still opens it, with the organizer unnamed.
  if (!organizer && !ticket && (await profiles.geoHiddenFrom(ctx, row.organizer_id, actor?.userId ?? null)))
    throw new AppError('not_found', M.notFound);
  const [event] = await presentPublic(ctx, [row], () => organizer || holder, actor?.userId ?? null);
  if (!event) throw new AppError('not_found', M.notFound);
  return {
    event,
    my_ticket: ticket ? presentTicket(ticket) : null,
    is_organizer: organizer,
    calendar_url: `/api/v1/events/${id}/calendar.ics`,
  };
}

export async function myTickets(ctx: AppContext, userId: string) {
  const tickets = await repo.ticketsOf(ctx.db, userId);
  const events = await repo.eventsByIds(ctx.db, [...new Set(tickets.map((t) => t.event_id))]);
  const holder = new Set(tickets.filter((t) => t.status === 'valid' || t.status === 'checked_in').map((t) => t.event_id));
  const presented = new Map((await presentPublic(ctx, events, (r) => holder.has(r.id), userId)).map((e) => [e.id, e]));
  return {
    tickets: tickets.flatMap((t) => {
      const event = presented.get(t.event_id);
      // A released hold is noise; everything else (cancelled, refunded) stays for the record.
      if (!event || (t.status === 'cancelled' && !t.payment_id && event.status !== 'cancelled' && t.hold_until)) return [];
      return [{ ticket: presentTicket(t), event }];
    }),
  };
}

/**
 * RSVP or start buying a ticket. The seat is taken in the same transaction as the ticket is written
 * (events.seats_taken, CHECK seats_taken <= capacity): never oversold, whatever the concurrency. A
 * paid ticket holds its seat for EVENT_LIMITS.holdMinutes; a job releases it if still unpaid.
 */
export async function rsvp(ctx: AppContext, userId: string, id: string) {
  const ticket = await ctx.db.transaction(async (tx) => {
    const ev = await repo.findEvent(tx, id);
    if (!ev || !isListed(ev)) throw new AppError('not_found', M.notFound);
    if (ev.organizer_id === userId) throw new AppError('conflict', M.ownEvent);
    if (ev.status !== 'published' || (ev.end_date && ev.end_date <= new Date())) throw new AppError('conflict', M.notOpen);
    const live = await repo.liveTicketOf(tx, id, userId);
    // An unpaid hold of a paid ticket: pay for it (a new checkout for the same ticket and seat).
    if (live?.status === 'pending_payment' && ev.ticket_kind === 'paid' && live.hold_until && live.hold_until > new Date())
      return { t: live, ev };
    if (live) throw new AppError('conflict', M.alreadyRegistered);
    const seated = await repo.takeSeat(tx, id);
    if (!seated) throw new AppError('conflict', M.soldOut);
    const paid = ev.ticket_kind === 'paid';
    const hold = paid ? new Date(Date.now() + EVENT_LIMITS.holdMinutes * 60_000) : null;
    let t: repo.TicketRow;
    try {
      t = await repo.insertTicket(tx, {
        event_id: id,
        user_id: userId,
        code: await freeTicketCode(tx),
        status: paid ? 'pending_payment' : 'valid',
        hold_until: hold,
      });
    } catch (e) {
      if (isUniqueViolation(e, 'event_tickets_live_key')) throw new AppError('conflict', M.alreadyRegistered);
      throw e;
    }
    if (hold)
      await ctx.jobs.enqueue(tx, { kind: RELEASE_HOLD_JOB, payload: { ticket_id: t.id }, runAt: hold, key: `${RELEASE_HOLD_JOB}:${t.id}` });
    await seatsMoved(ctx, tx, seated);
    // Signed webhooks to the enterprises linked to the organizer (a studio), queued with this write (issue 17).
    await webhooks.emitStudioEvent(ctx, tx, {
      type: 'event.rsvp',
      studioId: ev.organizer_id,
      data: {
        event: { id: ev.id, title: ev.title, start_date: ev.start_date?.toISOString() ?? null },
        ticket: { id: t.id, status: t.status, created_at: t.created_at.toISOString() },
      },
      members: { attendee: userId },
    });
    return { t, ev };
  });
  if (ticket.ev.ticket_kind === 'free') return { ticket: presentTicket(ticket.t), checkout_url: null };
  try {
    const r = await billing.startPurchase(ctx, userId, {
      purpose: ticketPurchase.name,
      reference: ticket.t.id,
      amount_minor: ticket.ev.price_minor,
      currency: ticket.ev.currency,
      description: `Ticket: ${ticket.ev.title} (${formatMoney(ticket.ev.price_minor, ticket.ev.currency)})`.slice(0, 200),
      return_path: `/events/${id}`,
    });
    return { ticket: presentTicket(ticket.t), checkout_url: r.checkout_url };
  } catch (e) {
    // No checkout: the hold goes at once rather than blocking a seat for 15 minutes.
    await releaseHold(ctx, ticket.t.id, true);
    throw e;
  }
}

/** Releases an unpaid hold (the job at hold_until; or at once when the checkout could not start). */
async function releaseHold(ctx: AppContext, ticketId: string, now = false) {
  await ctx.db.transaction(async (tx) => {
    const t = await repo.lockTicket(tx, ticketId);
    if (t?.status !== 'pending_payment') return;
    if (!now && t.hold_until && t.hold_until > new Date()) return;
    await repo.updateTicket(tx, t.id, { status: 'cancelled' });
    const ev = await repo.releaseSeat(tx, t.event_id);
    if (ev) await seatsMoved(ctx, tx, ev);
  });
}

/**
 * A paid ticket (billing's webhook, through the ticket purpose, once billing's checks passed), in the
 * webhook's transaction. A payment after the hold was released takes a seat again if one is free;
 * otherwise the ticket stays cancelled and the payment is refunded.
 */
async function ticketPaid(ctx: AppContext, tx: Executor, { t, ev }: PaidTicket, p: billing.PaidPurchase): Promise<void> {
  if (t.status === 'pending_payment') {
    await repo.updateTicket(tx, t.id, { status: 'valid', payment_id: p.payment_id, paid_minor: p.amount_minor, hold_until: null });
    return;
  }
  // The hold was released (or the event cancelled) before the payment arrived.
  const seated = ev.status === 'published' && t.status === 'cancelled' ? await repo.takeSeat(tx, ev.id) : undefined;
  const live = seated ? await repo.liveTicketOf(tx, ev.id, t.user_id) : undefined;
  if (seated && !live) {
    await repo.updateTicket(tx, t.id, { status: 'valid', payment_id: p.payment_id, paid_minor: p.amount_minor, hold_until: null });
    await seatsMoved(ctx, tx, seated);
    return;
  }
  if (seated) await repo.releaseSeat(tx, ev.id);
  await repo.updateTicket(tx, t.id, { payment_id: p.payment_id, paid_minor: p.amount_minor });
  await ctx.jobs.enqueue(tx, { kind: REFUND_JOB, payload: { ticket_id: t.id }, key: `${REFUND_JOB}:${t.id}` });
}

type PaidTicket = { t: repo.TicketRow; ev: repo.EventRow };

/**
 * A ticket as billing sells it (this module's 'billing.purchase_purpose'): the reference is the
 * ticket, the buyer its holder, the price its event's; paid once, by one payment.
 */
export const ticketPurchase = billing.definePurchasePurpose<PaidTicket>({
  name: 'event_ticket',
  label: 'event ticket',
  subject: 'ticket',
  async find(_ctx, tx, p) {
    const t = UUID.test(p.reference) ? await repo.lockTicket(tx, p.reference) : undefined;
    if (!t) return undefined;
    const ev = await repo.lockEvent(tx, t.event_id);
    return {
      // `paid` runs only when there is a price, so with the event.
      item: { t, ev: ev as repo.EventRow },
      id: t.id,
      buyer_id: t.user_id,
      applied: t.payment_id === p.payment_id,
      paid: !!t.payment_id,
      price: ev ? { amount_minor: ev.price_minor, currency: ev.currency } : undefined,
    };
  },
  paid: ticketPaid,
  refunded: ticketRefunded,
});

/** Gives back a free ticket or an unpaid hold; a paid ticket is the organizer's to refund. */
export async function cancelRsvp(ctx: AppContext, userId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const live = await repo.liveTicketOf(tx, id, userId);
    if (!live) throw new AppError('not_found', M.noTicket);
    const t = await repo.lockTicket(tx, live.id);
    if (!t) throw new AppError('not_found', M.noTicket);
    if (t.payment_id) throw new AppError('conflict', M.paidCancelRefused);
    if (t.status === 'checked_in') throw new AppError('conflict', M.alreadyCheckedIn);
    await repo.updateTicket(tx, t.id, { status: 'cancelled', hold_until: null });
    const ev = await repo.releaseSeat(tx, id);
    if (ev) await seatsMoved(ctx, tx, ev);
  });
  return { ok: true as const };
}

export function defineEventJobs(ctx: AppContext) {
  // Once per context: tests build several apps on one (defineJob refuses a kind twice).
  if (ctx.jobs.kinds().includes(RELEASE_HOLD_JOB)) return;
  ctx.jobs.defineJob<{ ticket_id: string }>(RELEASE_HOLD_JOB, (p) => releaseHold(ctx, p.ticket_id), { altersPublicContent: true });
  ctx.jobs.defineJob<{ ticket_id: string }>(REFUND_JOB, (p) => refundTicket(ctx, p.ticket_id), {
    maxAttempts: 10,
    altersPublicContent: true,
  });
}
