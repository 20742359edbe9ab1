import { createHash } from 'node:crypto';
import { GEOBLOCK_MESSAGES, type GeoBlockSettings, type geoBlockInput } from '@mb/contract/geoblock';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { placeOf } from '../../platform/geoip.ts';
import { words } from '../../platform/i18n.ts';
import { emit } from '../../platform/modules.ts';
import { perViewer, viewerAddress } from '../../platform/viewer.ts';
import * as profiles from '../profiles/index.ts';
import * as repo from './repository.ts';

declare module '../../platform/modules.ts' {
  interface FeatureEvents {
    /** A member saved the places they hide from (inside that transaction): live feeds listing them are read again. */
    'geoblock.places_changed': { tx: Executor; ownerId: string };
  }
}

const EMPTY: ReadonlySet<string> = new Set();

/**
 * Whether any member blocks any place, kept a few seconds per app: while nobody does, no address is
 * looked up (the GeoIP database is not even read into memory). A save on this instance sets it at once;
 * another instance sees a first block within ANY_BLOCK_TTL_MS.
 */
const ANY_BLOCK_TTL_MS = 5000;
const anyBlockSeen = new WeakMap<AppContext, { value: boolean; at: number }>();
async function anyBlock(ctx: AppContext, db: Executor = ctx.db): Promise<boolean> {
  const kept = anyBlockSeen.get(ctx);
  if (kept && (kept.value || Date.now() - kept.at < ANY_BLOCK_TTL_MS)) return kept.value;
  const value = await repo.anyBlock(db);
  anyBlockSeen.set(ctx, { value, at: Date.now() });
  return value;
}

/**
 * 'geoblock.hidden_owners': the members hiding from the current request's place who did not let
 * `viewerId` through; worked out once per request. Outside a request, with no address, or an address
 * the database does not place: nobody (a rule we cannot apply shows the profile, as a VPN would).
 */
export async function hiddenOwners(ctx: AppContext, viewerId: string | null): Promise<ReadonlySet<string>> {
  const ip = viewerAddress();
  if (!ip) return EMPTY;
  return perViewer(`geoblock:${viewerId ?? ''}`, async () => {
    if (!(await anyBlock(ctx))) return EMPTY;
    const place = await placeOf(ctx.config, ip, ctx.log);
    if (!place) return EMPTY;
    const ids = await repo.ownersHidingFrom(ctx.db, place, viewerId);
    return ids.length ? new Set(ids) : EMPTY;
  });
}

/** 'geoblock.hides_somewhere': whether the member hides from any place (one look-up, none while nobody blocks). */
export async function hidesSomewhere(ctx: AppContext, ownerId: string, db: Executor = ctx.db): Promise<boolean> {
  if (!(await anyBlock(ctx, db))) return false;
  const row = await repo.findBlock(db, ownerId);
  return !!row && (row.countries.length > 0 || row.regions.length > 0);
}

async function present(ctx: AppContext, ownerId: string): Promise<GeoBlockSettings> {
  const [row, allowed] = await Promise.all([repo.findBlock(ctx.db, ownerId), repo.allowedIds(ctx.db, ownerId)]);
  const cards = await profiles.memberCards(ctx.db, allowed);
  return {
    countries: row?.countries ?? [],
    regions: row?.regions ?? [],
    allowed: allowed
      .map((id) => cards.get(id))
      .filter((c) => c?.username)
      .map((c) => ({ id: c?.id ?? '', username: c?.username ?? '', display_name: c?.display_name ?? null }))
      .sort((a, b) => a.username.localeCompare(b.username)),
  };
}

export const mySettings = (ctx: AppContext, userId: string) => present(ctx, userId);

/** Replaces the member's blocked places and allow list; usernames that name nobody are refused by name. */
export async function updateMySettings(ctx: AppContext, userId: string, input: z.output<typeof geoBlockInput>): Promise<GeoBlockSettings> {
  const ids: string[] = [];
  for (const name of input.allowed) {
    const row = await profiles.profileByIdentifier(ctx.db, name);
    if (!row?.username) {
      const unknown = words(GEOBLOCK_MESSAGES.unknownMember, { name });
      throw new AppError('validation_failed', unknown, { allowed: unknown });
    }
    if (row.id === userId)
      throw new AppError('validation_failed', GEOBLOCK_MESSAGES.notYourself, { allowed: GEOBLOCK_MESSAGES.notYourself });
    ids.push(row.id);
  }
  await ctx.db.transaction(async (tx) => {
    await repo.saveBlock(tx, userId, { countries: input.countries, regions: input.regions, allowed: ids });
    await emit(ctx, 'geoblock.places_changed', { tx, ownerId: userId });
  });
  if (input.countries.length || input.regions.length) anyBlockSeen.set(ctx, { value: true, at: Date.now() });
  return present(ctx, userId);
}

/**
 * The server-rendered pages' variant for the current request (HttpWiring.pageVariant): a short key of
 * the profiles hidden from a visitor in its place, '' when none is, so kept pages are shared only
 * between places that see the same profiles.
 */
export async function pageVariant(ctx: AppContext): Promise<string> {
  const hidden = await hiddenOwners(ctx, null);
  if (!hidden.size) return '';
  return createHash('sha256')
    .update([...hidden].sort().join(','))
    .digest('base64url')
    .slice(0, 22);
}
