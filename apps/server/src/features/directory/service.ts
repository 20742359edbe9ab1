import { LISTING_STATS_DAYS_MAX, type ListingStats, type PublishedListing, publishedListingSchema } from '@mb/contract/directory';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import * as repo from './repository.ts';

// The public side of the business directory (issue 9). The business feature owns the owner's working
// copy and its moderation; when a moderator approves it, the decision's transaction calls
// publishListing with the approved snapshot, and unpublishListing takes a listing down. Nothing else
// writes business_listings, so the directory shows approved listings only.

/**
 * Makes the approved snapshot public (insert, or replace the previous approved version), inside the
 * caller's transaction. The search document and the rating summary are rebuilt with it.
 */
export async function publishListing(_ctx: AppContext, tx: Executor, listing: PublishedListing): Promise<void> {
  // A programming error on the caller's side (a field of the wrong shape) must not reach the public copy.
  const clean = publishedListingSchema.parse(listing);
  await repo.upsertListing(tx, clean);
}

/** Takes the public copy down (reviews and statistics stay, for a later approval). True when one was public. */
export async function unpublishListing(_ctx: AppContext, tx: Executor, businessId: string): Promise<boolean> {
  return repo.deleteListing(tx, businessId);
}

/** Page views and contact clicks per UTC day over the last `days` (1-365), for the owner's Business Hub. */
export async function listingStats(ctx: AppContext, businessId: string, days: number): Promise<ListingStats> {
  const n = Math.min(Math.max(1, Math.trunc(days) || 1), LISTING_STATS_DAYS_MAX);
  const [series, listing] = await Promise.all([repo.statsByDay(ctx.db, businessId, n), repo.findListing(ctx.db, businessId)]);
  const totals = { views: 0, contact_clicks: 0 };
  for (const d of series) {
    totals.views += d.views;
    totals.contact_clicks += d.contact_clicks;
  }
  return {
    business_id: businessId,
    analytics_enabled: listing ? listing.analytics_enabled : null,
    days: series.map((d) => ({ date: d.date, views: d.views, contact_clicks: d.contact_clicks })),
    totals,
  };
}
