import { EVENT_LIMITS, type EventInput, EVENT_MESSAGES as M, utcToZoned, zonedToUtc } from '@mb/contract/events';
import { zoneForPlace } from '@mb/contract/place-zone';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { emit } from '../../platform/modules.ts';
import * as business from '../business/index.ts';
import * as directory from '../directory/index.ts';
import * as moderation from '../moderation/index.ts';
import { EVENT_MODERATION_TYPE, eventSummary } from './moderation.ts';
import { assertOrganizer, clean, invalid, ownEvent, presentOrganized, presentOrganizedOne } from './organizers.ts';
import * as repo from './repository.ts';
import { seatsMoved } from './seats.ts';

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
