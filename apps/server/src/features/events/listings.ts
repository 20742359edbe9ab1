import type { AppContext } from '../../platform/context.ts';
import { accountHidden, suspendedAccountIds } from '../auth/index.ts';
import * as profiles from '../profiles/index.ts';
import { presentPublic, UUID } from './organizers.ts';
import * as repo from './repository.ts';
import { isListed } from './seats.ts';

// ---------------------------------------------------------------------------------------------------
// Calendar file, page meta, feed

/**
 * What the .ics route and the page meta need of a listed event (undefined: not listed, its organizer
 * suspended, or hiding from the request's place: geo-blocking, as a visitor).
 */
export async function listedEvent(ctx: AppContext, id: string) {
  if (!UUID.test(id)) return undefined;
  const row = await repo.findEvent(ctx.db, id.toLowerCase());
  if (!row || !isListed(row) || (await accountHidden(ctx.db, row.organizer_id))) return undefined;
  return (await profiles.geoHiddenFrom(ctx, row.organizer_id, null)) ? undefined : row;
}

/** The feed's reader: listed, not cancelled events by id, as cards. */
export async function eventCards(ctx: AppContext, ids: string[]) {
  const rows = (await repo.eventsByIds(ctx.db, ids)).filter((r) => r.status === 'published' && r.moderation === 'approved');
  const presented = await presentPublic(ctx, rows);
  return new Map(presented.map((e) => [e.id, e]));
}

/** For the server-rendered page meta of /events/{id} (features/seo): a listed event's title, text and picture. */
export async function eventMeta(ctx: AppContext, id: string) {
  const row = await listedEvent(ctx, id);
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    start_date: row.start_date,
    end_date: row.end_date,
    timezone: row.timezone,
    is_online: row.is_online,
    location: row.is_online ? 'Online' : row.location,
    // The ticket, for the page's structured data (an Offer): free or its price, and whether seats remain.
    ticket_kind: row.ticket_kind,
    price_minor: row.price_minor,
    currency: row.currency,
    sold_out: row.seats_taken >= row.capacity,
    image_url: row.image_path ? ctx.storage.url('business-logos', row.image_path) : null,
  };
}

/** For sitemap.xml (features/seo): upcoming listed events, at most this many. */
export const SITEMAP_EVENTS_MAX = 5_000;
export async function eventsForSitemap(ctx: Pick<AppContext, 'db'>) {
  const rows = await repo.upcoming(ctx.db, {
    from: new Date(),
    hiddenOrganizers: await suspendedAccountIds(ctx.db),
    limit: SITEMAP_EVENTS_MAX,
  });
  return rows.map((r) => ({ id: r.id, updated_at: r.updated_at }));
}

/** Events each of `organizerIds` published, all time and per UTC day since `since` (the enterprise dashboard, issue 17). */
export const publishedCountsOf = (ctx: Pick<AppContext, 'db'>, organizerIds: readonly string[], since: Date) =>
  repo.publishedCountsOf(ctx.db, organizerIds, since);
