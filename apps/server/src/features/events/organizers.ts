import { randomBytes } from 'node:crypto';
import { EVENT_LIMITS, EVENT_MESSAGES as M, TICKET_CODE_ALPHABET } from '@mb/contract/events';
import { MB_EVENTS_APP_ID } from '@mb/contract/mini-apps';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { validateAndSanitizeInput } from '../../platform/sanitize.ts';
import * as apps from '../apps/index.ts';
import * as business from '../business/index.ts';
import * as directory from '../directory/index.ts';
import * as profiles from '../profiles/index.ts';
import { type EventNames, presentEvent, presentOrganizerEvent } from './presenter.ts';
import * as repo from './repository.ts';

declare module '../../platform/modules.ts' {
  interface FeatureEvents {
    /** An event became visible to members (published and approved), inside that transaction: the feed's 'event' activity. */
    'events.event_listed': { tx: Executor; organizerId: string; eventId: string; at: Date };
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TEXT_GUARD = 10_000;
export const clean = (v: string) => validateAndSanitizeInput(v, { maxLength: TEXT_GUARD });
export const invalid = (field: string, message: string) => new AppError('validation_failed', message, { [field]: message });

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
export async function freeTicketCode(tx: Executor): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const code = newTicketCode();
    if (!(await repo.codeTaken(tx, code))) return code;
  }
  throw new Error('no free ticket code after 5 draws');
}

// ---------------------------------------------------------------------------------------------------
// Who organizes

/** Every organizer route first: MB Events installed (issue 15), else 403 with the way to get it. */
export async function assertOrganizer(ctx: AppContext, userId: string) {
  if (!(await apps.hasActiveInstallation(ctx, userId, MB_EVENTS_APP_ID))) throw new AppError('forbidden', M.appRequired);
}

/** A stranger's event is answered like a missing one. */
export async function ownEvent(db: Executor, userId: string, id: string, lock = false) {
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

export async function presentOrganized(ctx: AppContext, rows: repo.EventRow[]) {
  const [names, counts] = await Promise.all([
    namesFor(ctx, rows),
    repo.checkedInCounts(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => presentOrganizerEvent(ctx, r, names.get(r.id) ?? NO_NAMES, counts.get(r.id) ?? 0));
}
export const presentOrganizedOne = async (ctx: AppContext, row: repo.EventRow) =>
  (await presentOrganized(ctx, [row]))[0] as ReturnType<typeof presentOrganizerEvent>;

/**
 * Events as members and visitors see them. An organizer hiding from the reader's place (geo-blocking)
 * is not named: callers leave their events out, but a ticket the reader already holds stays theirs.
 */
export async function presentPublic(
  ctx: AppContext,
  rows: repo.EventRow[],
  joinLinkFor: (r: repo.EventRow) => boolean = () => false,
  readerId: string | null = null,
) {
  const [names, hidden] = await Promise.all([namesFor(ctx, rows), profiles.geoHiddenOwners(ctx, readerId)]);
  const nameOf = (r: repo.EventRow) => (hidden.has(r.organizer_id) && r.organizer_id !== readerId ? NO_NAMES : names.get(r.id));
  return rows.map((r) => presentEvent(ctx, r, nameOf(r) ?? NO_NAMES, joinLinkFor(r)));
}

/** Of `rows`, the events whose organizer does not hide from the reader's place (geo-blocking). */
export async function notGeoHidden(ctx: AppContext, rows: repo.EventRow[], readerId: string | null) {
  const hidden = await profiles.geoHiddenOwners(ctx, readerId);
  return hidden.size ? rows.filter((r) => !hidden.has(r.organizer_id) || r.organizer_id === readerId) : rows;
}
