import type { AppContext } from '../../platform/context.ts';
import { provision } from '../../platform/modules.ts';
import { suspendedAccountIds } from '../auth/index.ts';

// Geo-blocking (issue 35, features/geoblock/README.md): a member may hide their profile from places.
// The geoblock feature keeps the rules and knows the request's place; profiles, below it, asks by name.
// Every path that shows a profile asks here (the list is in the geoblock README).

declare module '../../platform/modules.ts' {
  interface Provisions {
    /**
     * The members whose profile the current request may not see: they hide from its place and did not
     * let `viewerId` (null: signed out) through. Empty outside a request and when the place is unknown.
     */
    'geoblock.hidden_owners': (ctx: AppContext, viewerId: string | null) => Promise<ReadonlySet<string>>;
  }
}

/** The members hidden from the current request (see 'geoblock.hidden_owners'). */
export const geoHiddenOwners = (ctx: AppContext, viewerId: string | null): Promise<ReadonlySet<string>> =>
  provision(ctx, 'geoblock.hidden_owners')(ctx, viewerId);

/** Whether `ownerId`'s profile is hidden from the current request. The owner always sees their own. */
export async function geoHiddenFrom(ctx: AppContext, ownerId: string, viewerId: string | null): Promise<boolean> {
  if (ownerId === viewerId) return false;
  return (await geoHiddenOwners(ctx, viewerId)).has(ownerId);
}

/**
 * The members no public list may show the current request: those hiding from its place (above) and the
 * suspended accounts, hidden from everyone (issue 33). Lists pass these ids into their statements, so a
 * page stays full.
 */
export async function unlistedOwners(ctx: AppContext, viewerId: string | null): Promise<ReadonlySet<string>> {
  const [geo, suspended] = await Promise.all([geoHiddenOwners(ctx, viewerId), suspendedAccountIds(ctx.db)]);
  return suspended.length ? new Set([...geo, ...suspended]) : geo;
}
