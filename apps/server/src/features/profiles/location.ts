import { DISCOVERY_MESSAGES } from '@mb/contract/discovery';
import { type locationInput, locationText, type MyLocation, roundCoordinate } from '@mb/contract/location';
import { MESSAGES } from '@mb/contract/ui-text';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { validateAndSanitizeInput } from '../../platform/sanitize.ts';
import { unlistedOwners } from './geo.ts';
import { contentTypesOnly, isProRow } from './presenter.ts';
import * as repo from './repository.ts';
import { ensureProfile } from './service.ts';

/** Member-written text stored clean, as the profile's own fields (service.ts memberText). */
const memberText = (v: string | undefined) => (v === undefined ? undefined : validateAndSanitizeInput(v, { maxLength: 10_000 }) || null);

const published = (ctx: AppContext, tx: Executor, userId: string) =>
  ctx.bus.publish({ type: 'profile.updated', topic: `user:${userId}`, data: { id: userId } }, tx);

// ---------------------------------------------------------------------------------------------------
// Location (issue 12, /location) and discovery's search (the discovery feature composes the cards).

function presentLocation(r: NonNullable<Awaited<ReturnType<typeof repo.findLocation>>>): MyLocation {
  return {
    city: r.city,
    region: r.region,
    country: r.country,
    latitude: r.latitude,
    longitude: r.longitude,
    location: r.location,
    updated_at: r.location_updated_at ? r.location_updated_at.toISOString() : null,
  };
}

export async function getMyLocation(ctx: AppContext, userId: string): Promise<MyLocation> {
  await ensureProfile(ctx.db, userId);
  const r = await repo.findLocation(ctx.db, userId);
  if (!r) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  return presentLocation(r);
}

/**
 * Sets the three parts and the coordinates at once (the contract checked ranges and the pair). The
 * profile's public `location` becomes 'City, Region, Country'; coordinates are stored rounded.
 */
export async function updateMyLocation(ctx: AppContext, userId: string, input: z.output<typeof locationInput>): Promise<MyLocation> {
  const city = memberText(input.city) ?? null;
  const region = memberText(input.region) ?? null;
  const country = memberText(input.country) ?? null;
  const patch: repo.ProfilePatch = {
    city,
    region,
    country,
    location: locationText({ city, region, country }),
    latitude: input.latitude === null ? null : roundCoordinate(input.latitude),
    longitude: input.longitude === null ? null : roundCoordinate(input.longitude),
    location_updated_at: new Date(),
  };
  return ctx.db.transaction(async (tx) => {
    await ensureProfile(tx, userId);
    await repo.updateProfile(tx, userId, patch);
    await published(ctx, tx, userId);
    const r = await repo.findLocation(tx, userId);
    if (!r) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
    return presentLocation(r);
  });
}

export type DiscoverFilters = Omit<repo.DiscoverFilters, 'origin' | 'tsquery' | 'exact'> & {
  /** The search box as typed. */
  text?: string;
};
export interface DiscoveredMember extends repo.DiscoverRow {
  pro: boolean;
}

/**
 * Discovery's search over profiles (the SQL is this feature's: it owns the table). The viewer's own
 * coordinates are read here, never taken from the request, so nobody can probe a member's position
 * from made-up origins. Distance needs them: a distance filter or 'nearest' without them is refused.
 */
export async function discoverMembers(ctx: AppContext, f: DiscoverFilters) {
  const viewer = f.viewerId ? await repo.findLocation(ctx.db, f.viewerId) : undefined;
  const origin =
    viewer && viewer.latitude !== null && viewer.longitude !== null ? { lat: viewer.latitude, lng: viewer.longitude } : undefined;
  if ((f.radiusKm || f.sort === 'nearest') && !origin) {
    const field = f.radiusKm ? 'distance_km' : 'sort';
    throw new AppError('validation_failed', DISCOVERY_MESSAGES.needsCoordinates, { [field]: DISCOVERY_MESSAGES.needsCoordinates });
  }
  // Typos: each word also matches its close spellings from the names' vocabulary (one statement).
  const words = f.text ? repo.nameWords(f.text) : [];
  // Text with no letters or digits in it ('%', '...') matches no name.
  if (f.text?.trim() && !words.length) return { members: [] as DiscoveredMember[], viewerHasCoordinates: Boolean(origin) };
  const tsquery = words.length ? repo.buildNameQuery(words, await repo.similarNameWords(ctx.db, words)) : undefined;
  const { text, ...filters } = f;
  // Members hiding from the viewer's place (issue 35) and suspended accounts are left out in the
  // statement, so pages stay full.
  const hiddenIds = [...(await unlistedOwners(ctx, f.viewerId))];
  const rows = await repo.discoverMembers(ctx.db, { ...filters, origin, tsquery, exact: text?.trim().toLowerCase(), hiddenIds });
  return {
    members: rows.map((r): DiscoveredMember => ({ ...r, content_types: contentTypesOnly(r.content_types), pro: isProRow(r) })),
    viewerHasCoordinates: Boolean(origin),
  };
}
