import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
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
    /**
     * Whether `ownerId` hides from any place at all (their files must then stay out of shared caches).
     * Read through `db`: a caller inside a transaction passes it (on the embedded database a statement
     * outside an open transaction waits for it to end).
     */
    'geoblock.hides_somewhere': (ctx: AppContext, ownerId: string, db: Executor) => Promise<boolean>;
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

/** Whether `ownerId` hides from any place (see 'geoblock.hides_somewhere'). */
export const geoHidesSomewhere = (ctx: AppContext, ownerId: string, db: Executor = ctx.db): Promise<boolean> =>
  provision(ctx, 'geoblock.hides_somewhere')(ctx, ownerId, db);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The guard of the public buckets keyed by their owner (`avatars`; `business-logos`, which the business
 * feature gives it: logos, covers, event pictures): a direct /storage URL of the picture of a member hiding from the
 * reader's place answers 404 there, and a member who hides anywhere has their picture kept out of
 * shared caches. A plain URL names no reader: the owner's own profile answer carries URLs signed for the
 * owner, which hold everywhere; a member on the allow list meets the place's rule on this direct URL
 * (the initials instead; features/geoblock/README.md).
 */
export async function ownerPictureGuard(ctx: AppContext, file: { key: string; audience: string | null }): Promise<boolean | 'private'> {
  const ownerId = file.key.split('/')[0] ?? '';
  // Signed for the owner (their own profile's answer, presentOwn): theirs wherever they are.
  if (file.audience === 'owner') return 'private';
  if (!UUID.test(ownerId) || !(await geoHidesSomewhere(ctx, ownerId))) return true;
  return (await geoHiddenOwners(ctx, null)).has(ownerId) ? false : 'private';
}
