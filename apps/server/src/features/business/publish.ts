import type { PublishedListing } from '@mb/contract/directory';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import * as directory from '../directory/index.ts';
import { toPublishedListing } from './presenter.ts';
import * as repo from './repository.ts';

// The one place the business feature hands listings to the directory (its public copy, business_listings).

/** A moderator approved: the row as it is becomes the public version (inside the decision's transaction). */
export async function publishApproved(ctx: AppContext, tx: Executor, row: repo.BusinessRow, verified: boolean) {
  const listing = toPublishedListing(row, verified);
  await directory.publishListing(ctx, tx, listing);
  return listing;
}

/**
 * The analytics switch is the owner's choice, not content to review: the public version (if any) takes
 * the new value at once, and so does the remembered snapshot.
 */
export async function republishWithAnalytics(ctx: AppContext, tx: Executor, row: repo.BusinessRow) {
  const snapshot = row.published_snapshot as PublishedListing | null;
  if (!snapshot || row.published_at === null) return;
  const next = { ...snapshot, analytics_enabled: row.analytics_enabled };
  await directory.publishListing(ctx, tx, next);
  await repo.updateBusiness(tx, row.id, { published_snapshot: next });
}
