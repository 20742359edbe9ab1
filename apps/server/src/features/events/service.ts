import { randomBytes } from 'node:crypto';
import {
  EVENT_LIMITS,
  type EventInput,
  type EventListQuery,
  type EventView,
  isTicketCode,
  EVENT_MESSAGES as M,
  normalizeTicketCode,
  TICKET_CODE_ALPHABET,
  utcToZoned,
  zonedToUtc,
} from '@mb/contract/events';
import { MB_EVENTS_APP_ID } from '@mb/contract/mini-apps';
import { formatMoney } from '@mb/contract/money';
import { zoneForPlace } from '@mb/contract/place-zone';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { emit } from '../../platform/modules.ts';
import { validateAndSanitizeInput } from '../../platform/sanitize.ts';
import * as apps from '../apps/index.ts';
import { emailOf } from '../auth/index.ts';
import * as billing from '../billing/index.ts';
import * as business from '../business/index.ts';
import * as directory from '../directory/index.ts';
import * as moderation from '../moderation/index.ts';
import * as notifications from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import * as webhooks from '../webhooks/index.ts';
import { EVENT_MODERATION_TYPE, eventSummary } from './moderation.ts';
import { type EventNames, presentAttendee, presentEvent, presentOrganizerEvent, presentTicket } from './presenter.ts';
import * as repo from './repository.ts';

export { EVENT_MODERATION_TYPE, eventModerationType } from './moderation.ts';

declare module '../../platform/modules.ts' {
  interface FeatureEvents {
    /** An event became visible to members (published and approved), inside that transaction: the feed's 'event' activity. */
    'events.event_listed': { tx: Executor; organizerId: string; eventId: string; at: Date };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TEXT_GUARD = 10_000;
const clean = (v: string) => validateAndSanitizeInput(v, { maxLength: TEXT_GUARD });
const invalid = (field: string, message: string) => new AppError('validation_failed', message, { [field]: message });

// ---------------------------------------------------------------------------------------------------
// Ticket codes: EVENT_LIMITS.codeLength characters of Crockford base32, 5 random bits each (issue 31:
// the first 26-character codes were too long to type at the door).

export function newTicketCode(): string {
  const bytes = randomBytes(EVENT_LIMITS.codeLength);
  let out = '';
  for (const b of bytes) out += TICKET_CODE_ALPHABET[b & 31];
  return out;
}

/**
 * A code no ticket has (the unique index on event_tickets.code is the last word; with 2^50 codes a
 * second draw is already a rarity). Called after the seat is taken, so the event's row is locked.
 */
async function freeTicketCode(tx: Executor): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const code = newTicketCode();
    if (!(await repo.codeTaken(tx, code))) return code;
  }
  throw new Error('no free ticket code after 5 draws');
}

// ---------------------------------------------------------------------------------------------------
// Who organizes

/** Every organizer route first: MB Events installed (issue 15), else 403 with the way to get it. */
async function assertOrganizer(ctx: AppContext, userId: string) {
  if (!(await apps.hasActiveInstallation(ctx, userId, MB_EVENTS_APP_ID))) throw new AppError('forbidden', M.appRequired);
}

/** A stranger's event is answered like a missing one. */
async function ownEvent(db: Executor, userId: string, id: string, lock = false) {
  const row = lock ? await repo.lockEvent(db, id) : await repo.findEvent(db, id);
  if (!row || row.organizer_id !== userId) throw new AppError('not_found', M.notFound);
  return row;
}

/**
 * Names shown with events. The organizer by name (issue 31): their business as the directory lists it
 * (the reviewed name), else as registered, else their display name, else '@username'; the username
 * beside it. The business link only for a listed business.
 */
async function namesFor(ctx: AppContext, rows: repo.EventRow[]): Promise<Map<string, EventNames>> {
  const organizers = [...new Set(rows.map((r) => r.organizer_id))];
  const [cards, registered] = await Promise.all([profiles.memberCards(ctx.db, organizers), business.registeredNamesOf(ctx.db, organizers)]);
  const listed = new Map<string, string | null>();
  for (const id of new Set([...organizers, ...rows.map((r) => r.business_id).filter((b): b is string => !!b)])) {
    listed.set(id, (await directory.listingMeta(ctx, id))?.business_name ?? null);
  }
  return new Map(
    rows.map((r) => {
      const c = cards.get(r.organizer_id);
      const name =
        listed.get(r.organizer_id) ||
        registered.get(r.organizer_id) ||
        c?.display_name ||
        (c?.username ? `@${c.username}` : 'An organizer');
      return [
        r.id,
        {
          organizer: name,
          username: c?.username ?? null,
          business: r.business_id ? (listed.get(r.business_id) ?? null) : null,
        },
      ];
    }),
  );
}

const NO_NAMES: EventNames = { organizer: 'An organizer', username: null, business: null };

async function presentOrganized(ctx: AppContext, rows: repo.EventRow[]) {
  const [names, counts] = await Promise.all([
    namesFor(ctx, rows),
    repo.checkedInCounts(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => presentOrganizerEvent(ctx, r, names.get(r.id) ?? NO_NAMES, counts.get(r.id) ?? 0));
}
const presentOrganizedOne = async (ctx: AppContext, row: repo.EventRow) =>
  (await presentOrganized(ctx, [row]))[0] as ReturnType<typeof presentOrganizerEvent>;

async function presentPublic(ctx: AppContext, rows: repo.EventRow[], joinLinkFor: (r: repo.EventRow) => boolean = () => false) {
  const names = await namesFor(ctx, rows);
  return rows.map((r) => presentEvent(ctx, r, names.get(r.id) ?? NO_NAMES, joinLinkFor(r)));
}

// ---------------------------------------------------------------------------------------------------
// Organizer: drafts, editing, publishing

function patchFrom(input: EventInput, current?: repo.EventRow): repo.EventPatch {
  const patch: repo.EventPatch = {};
  if (input.title !== undefined) patch.title = clean(input.title);
  if (input.description !== undefined) patch.description = clean(input.description);
  if (input.category !== undefined) patch.category = input.category;
  if (input.link_url !== undefined) patch.link_url = input.link_url;
  if (input.is_online !== undefined) patch.is_online = input.is_online;
  if (input.location !== undefined) patch.location = clean(input.location);
  if (input.online_url !== undefined) patch.online_url = input.online_url;
  if (input.capacity !== undefined) patch.capacity = input.capacity;
  if (input.ticket_kind !== undefined) patch.ticket_kind = input.ticket_kind;
  if (input.price_minor !== undefined) patch.price_minor = input.price_minor;
  if (input.currency !== undefined) patch.currency = input.currency;
  // Times: stored as instants; a new zone alone keeps the wall-clock times and moves the instants. A
  // new event given no zone takes its venue's when the place names one (issue 31), else UTC.
  const venueZone = !current && !input.is_online && input.location ? zoneForPlace(input.location) : null;
  const tz = input.timezone ?? current?.timezone ?? venueZone ?? 'UTC';
  if (input.timezone !== undefined || !current) patch.timezone = tz;
  const wall = (given: string | undefined, stored: Date | null | undefined) =>
    given ?? (stored && current ? utcToZoned(stored, current.timezone) : undefined);
  const startLocal = wall(input.starts_local, current?.start_date);
  const endLocal = wall(input.ends_local, current?.end_date);
  if ((input.starts_local !== undefined || input.timezone !== undefined) && startLocal) patch.start_date = zonedToUtc(startLocal, tz);
  if ((input.ends_local !== undefined || input.timezone !== undefined) && endLocal) patch.end_date = zonedToUtc(endLocal, tz);
  const start = patch.start_date ?? current?.start_date;
  const end = patch.end_date ?? current?.end_date;
  if (start && end && end <= start) throw invalid('ends_local', M.endBeforeStart);
  const kind = patch.ticket_kind ?? current?.ticket_kind ?? 'free';
  if (kind === 'free') patch.price_minor = 0;
  else {
    const price = patch.price_minor ?? current?.price_minor ?? 0;
    if (input.price_minor !== undefined && price < EVENT_LIMITS.priceMinMinor) throw invalid('price_minor', M.priceRequired);
  }
  if (current && current.seats_taken > 0) {
    const kindChanged = patch.ticket_kind !== undefined && patch.ticket_kind !== current.ticket_kind;
    const priceChanged =
      (patch.price_minor !== undefined && patch.price_minor !== current.price_minor) ||
      (patch.currency !== undefined && patch.currency !== current.currency);
    if (kindChanged || priceChanged) throw invalid('ticket_kind', M.ticketsSoldNoKind);
  }
  if (current && patch.capacity !== undefined && patch.capacity < current.seats_taken) throw invalid('capacity', M.capacityBelowTaken);
  return patch;
}

export async function myEvents(ctx: AppContext, userId: string) {
  await assertOrganizer(ctx, userId);
  const rows = await repo.eventsOf(ctx.db, userId);
  return { events: await presentOrganized(ctx, rows), trusted: await repo.hasApprovedEvent(ctx.db, userId) };
}

export async function getMyEvent(ctx: AppContext, userId: string, id: string) {
  await assertOrganizer(ctx, userId);
  return presentOrganizedOne(ctx, await ownEvent(ctx.db, userId, id));
}

/**
 * The organizer's business (spec §3 Event.business_id): a registered business profile (read through
 * the business feature) or a listing in the directory; both are keyed by the owner's id.
 */
async function businessIdOf(db: Executor, userId: string): Promise<string | null> {
  const plan = await business.businessPlanOf(db, userId);
  if (plan?.registered) return userId;
  return (await directory.listingMeta({ db }, userId)) ? userId : null;
}

export async function createEvent(ctx: AppContext, userId: string, input: EventInput) {
  await assertOrganizer(ctx, userId);
  const row = await ctx.db.transaction(async (tx) => {
    if ((await repo.countEventsOf(tx, userId)) >= EVENT_LIMITS.eventsMax) throw new AppError('conflict', M.eventsLimit);
    const patch = patchFrom(input);
    if (!patch.title) throw invalid('title', 'Give the event a title.');
    return repo.insertEvent(tx, userId, { ...patch, business_id: await businessIdOf(tx, userId) });
  });
  return presentOrganizedOne(ctx, row);
}

export async function updateEvent(ctx: AppContext, userId: string, id: string, input: EventInput) {
  await assertOrganizer(ctx, userId);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await ownEvent(tx, userId, id, true);
    if (current.status === 'cancelled') throw new AppError('conflict', M.cancelledNoEdit);
    const saved = await repo.updateEvent(tx, id, patchFrom(input, current));
    if (saved.capacity !== current.capacity) await seatsMoved(ctx, tx, saved);
    return saved;
  });
  return presentOrganizedOne(ctx, row);
}

/** The image route, after the file is stored: answers the row and the key it replaced. */
export async function setEventImage(ctx: AppContext, userId: string, id: string, key: string) {
  await assertOrganizer(ctx, userId);
  return ctx.db.transaction(async (tx) => {
    const current = await ownEvent(tx, userId, id, true);
    if (current.status === 'cancelled') throw new AppError('conflict', M.cancelledNoEdit);
    const row = await repo.updateEvent(tx, id, { image_path: key });
    return { row, replaced: current.image_path };
  });
}

export async function assertEditable(ctx: AppContext, userId: string, id: string) {
  await assertOrganizer(ctx, userId);
  const current = await ownEvent(ctx.db, userId, id);
  if (current.status === 'cancelled') throw new AppError('conflict', M.cancelledNoEdit);
}

export const presentOrganizedEvent = presentOrganizedOne;

/**
 * draft → published. An organizer with an approved event is trusted: the event is listed at once
 * (and announced to followers). Otherwise it waits in the moderation queue (issue 15).
 */
export async function publishEvent(ctx: AppContext, userId: string, id: string) {
  await assertOrganizer(ctx, userId);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await ownEvent(tx, userId, id, true);
    if (current.status !== 'draft') throw new AppError('conflict', M.notDraft);
    const placeOk = current.is_online ? !!current.online_url : !!current.location;
    if (!current.title || !current.start_date || !current.end_date || !placeOk) {
      if (current.title && current.start_date && current.end_date)
        throw current.is_online ? invalid('online_url', M.onlineLinkRequired) : invalid('location', M.locationRequired);
      throw new AppError('validation_failed', M.incomplete);
    }
    if (current.ticket_kind === 'paid' && current.price_minor < EVENT_LIMITS.priceMinMinor) throw invalid('price_minor', M.priceRequired);
    if (current.start_date <= new Date()) throw invalid('starts_local', M.startPassed);
    const now = new Date();
    const business_id = await businessIdOf(tx, userId);
    if (await repo.hasApprovedEvent(tx, userId)) {
      const saved = await repo.updateEvent(tx, id, {
        status: 'published',
        moderation: 'approved',
        published_at: now,
        rejection_reason: null,
        business_id,
      });
      await emit(ctx, 'events.event_listed', { tx, organizerId: userId, eventId: id, at: now });
      return saved;
    }
    const saved = await repo.updateEvent(tx, id, { status: 'published', moderation: 'pending', rejection_reason: null, business_id });
    await moderation.enqueueModeration(ctx, tx, {
      type: EVENT_MODERATION_TYPE,
      subjectId: id,
      ownerId: userId,
      summary: eventSummary(ctx, saved),
    });
    return saved;
  });
  return presentOrganizedOne(ctx, row);
}

export const REFUND_JOB = 'events.refund_ticket';
export const RELEASE_HOLD_JOB = 'events.release_hold';

const mailLines = (ctx: AppContext, lines: string[]) => [...lines, '', `— ${ctx.config.PRODUCT_NAME}`].join('\n');

/** A notification (shown live and in the list) and an e-mail, to one attendee, inside tx. */
async function tellAttendee(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  msg: { title: string; content: string; action_url: string; kind: string },
) {
  await notifications.notify(ctx, tx, userId, { type: 'event_update', title: msg.title, content: msg.content, action_url: msg.action_url });
  const to = await emailOf(tx, userId);
  if (to) {
    await ctx.mailer.send(
      {
        to,
        kind: msg.kind,
        subject: `${msg.title} | ${ctx.config.PRODUCT_NAME}`,
        text: mailLines(ctx, [msg.content, '', `${ctx.config.publicUrl}${msg.action_url}`]),
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
      const refund = t.payment_id ? ' Your ticket will be refunded to the way you paid.' : '';
      await tellAttendee(ctx, tx, t.user_id, {
        title: M.cancelledTitle,
        content: `“${current.title}” was cancelled by its organizer.${refund}`,
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
async function refundTicket(ctx: AppContext, ticketId: string) {
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
  const cards = await profiles.memberCards(ctx.db, [...new Set(rows.map((r) => r.user_id))]);
  return { attendees: rows.map((t) => presentAttendee(t, cards.get(t.user_id))) };
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
      const at = t.checked_in_at ? ` at ${t.checked_in_at.toISOString().slice(11, 16)} UTC` : '';
      throw new AppError('conflict', `${M.alreadyCheckedIn.replace(/\.$/, '')}${at}.`, { code: M.alreadyCheckedIn });
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

/** Live counts for the organizer's manage page (topic `event:{id}`), delivered after commit. */
async function publishCounts(ctx: AppContext, tx: Executor, ev: repo.EventRow, checkedIn?: number) {
  const n = checkedIn ?? (await repo.checkedInCounts(tx, [ev.id])).get(ev.id) ?? 0;
  await ctx.bus.publish(
    {
      type: 'event.counts',
      topic: `event:${ev.id}`,
      data: { event_id: ev.id, seats_taken: ev.seats_taken, checked_in: n, capacity: ev.capacity },
    },
    tx,
  );
}

/**
 * Seats were taken or given back, or the capacity or status changed: the organizer's counts, and every
 * open page of the event (`event_seats:{id}`, issue 31), so a member looking at the last seat sees it
 * go without reloading. Delivered after commit.
 */
async function seatsMoved(ctx: AppContext, tx: Executor, ev: repo.EventRow) {
  await publishCounts(ctx, tx, ev);
  await ctx.bus.publish(
    { type: 'event.seats', topic: `event_seats:${ev.id}`, data: { event_id: ev.id, seats_taken: ev.seats_taken, capacity: ev.capacity } },
    tx,
  );
}

/** The realtime topic kind `event:{id}`: the event's organizer only. */
export const eventTopic = {
  authorize: async (ctx: AppContext, actor: Actor, id: string) => {
    if (!UUID.test(id)) return false;
    const row = await repo.findEvent(ctx.db, id);
    return row?.organizer_id === actor.userId;
  },
  attach: async (ctx: AppContext, _actor: Actor, id: string, deliver: (json: string) => void) =>
    ctx.bus.subscribe(`event:${id}`, (_event, json) => deliver(json())),
};

/** The realtime topic kind `event_seats:{id}`: whoever may read the event (listed: any member; else its organizer). */
export const eventSeatsTopic = {
  authorize: async (ctx: AppContext, actor: Actor, id: string) => {
    if (!UUID.test(id)) return false;
    const row = await repo.findEvent(ctx.db, id);
    return !!row && (isListed(row) || row.organizer_id === actor.userId);
  },
  attach: async (ctx: AppContext, _actor: Actor, id: string, deliver: (json: string) => void) =>
    ctx.bus.subscribe(`event_seats:${id}`, (_event, json) => deliver(json())),
};

// ---------------------------------------------------------------------------------------------------
// Members: listing, RSVP, tickets

const isListed = (r: repo.EventRow) => r.status !== 'draft' && r.moderation === 'approved';

export async function upcomingEvents(ctx: AppContext, q: EventListQuery) {
  const now = new Date();
  const from = q.from ? new Date(`${q.from}T00:00:00Z`) : now;
  const to = q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000) : undefined;
  if (to && to <= from) throw invalid('to', 'The end of the range must be after its start.');
  const rows = await repo.upcoming(ctx.db, {
    from: from < now ? now : from,
    to,
    location: q.location || undefined,
    category: q.category,
    limit: EVENT_LIMITS.pageSize,
  });
  return { events: await presentPublic(ctx, rows) };
}

export async function businessEvents(ctx: AppContext, businessId: string) {
  const rows = await repo.upcoming(ctx.db, { from: new Date(), businessId, limit: 20 });
  return { events: await presentPublic(ctx, rows) };
}

/**
 * One event: listed ones (published or cancelled after approval) to anyone; a draft or one in review
 * only to its organizer (404 to everyone else, like a missing one).
 */
export async function eventView(ctx: AppContext, actor: Actor | null, id: string): Promise<EventView> {
  const row = await repo.findEvent(ctx.db, id);
  const organizer = !!row && row.organizer_id === actor?.userId;
  if (!row || (!isListed(row) && !organizer)) throw new AppError('not_found', M.notFound);
  const ticket = actor ? await repo.latestTicketOf(ctx.db, id, actor.userId) : undefined;
  const holder = !!ticket && (ticket.status === 'valid' || ticket.status === 'checked_in');
  const [event] = await presentPublic(ctx, [row], () => organizer || holder);
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
  const presented = new Map((await presentPublic(ctx, events, (r) => holder.has(r.id))).map((e) => [e.id, e]));
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
  ctx.jobs.defineJob<{ ticket_id: string }>(RELEASE_HOLD_JOB, (p) => releaseHold(ctx, p.ticket_id));
  ctx.jobs.defineJob<{ ticket_id: string }>(REFUND_JOB, (p) => refundTicket(ctx, p.ticket_id), { maxAttempts: 10 });
}

// ---------------------------------------------------------------------------------------------------
// Calendar file, page meta, feed

/** What the .ics route and the page meta need of a listed event (undefined: not listed). */
export async function listedEvent(ctx: Pick<AppContext, 'db'>, id: string) {
  if (!UUID.test(id)) return undefined;
  const row = await repo.findEvent(ctx.db, id.toLowerCase());
  return row && isListed(row) ? row : undefined;
}

/** The feed's reader: listed, not cancelled events by id, as cards. */
export async function eventCards(ctx: AppContext, ids: string[]) {
  const rows = (await repo.eventsByIds(ctx.db, ids)).filter((r) => r.status === 'published' && r.moderation === 'approved');
  const presented = await presentPublic(ctx, rows);
  return new Map(presented.map((e) => [e.id, e]));
}

/** For the server-rendered page meta of /events/{id} (features/seo): a listed event's title, text and picture. */
export async function eventMeta(ctx: Pick<AppContext, 'db'> & Partial<Pick<AppContext, 'storage'>>, id: string) {
  const row = await listedEvent(ctx, id);
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    start_date: row.start_date,
    timezone: row.timezone,
    location: row.is_online ? 'Online' : row.location,
    image_url: row.image_path && ctx.storage ? ctx.storage.url('business-logos', row.image_path) : null,
  };
}

/** For sitemap.xml (features/seo): upcoming listed events, at most this many. */
export const SITEMAP_EVENTS_MAX = 5_000;
export async function eventsForSitemap(ctx: Pick<AppContext, 'db'>) {
  const rows = await repo.upcoming(ctx.db, { from: new Date(), limit: SITEMAP_EVENTS_MAX });
  return rows.map((r) => ({ id: r.id, updated_at: r.updated_at }));
}

/** Events each of `organizerIds` published, all time and per UTC day since `since` (the enterprise dashboard, issue 17). */
export const publishedCountsOf = (ctx: Pick<AppContext, 'db'>, organizerIds: readonly string[], since: Date) =>
  repo.publishedCountsOf(ctx.db, organizerIds, since);
