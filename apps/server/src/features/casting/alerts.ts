import {
  CASTING_ALERT_LIMITS,
  CASTING_ALERT_MESSAGES,
  type CastingAlert,
  type CastingAlertList,
  type castingAlertInput,
  type castingAlertPatch,
} from '@mb/contract/casting';
import type { ContentType } from '@mb/contract/profiles';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as profiles from '../profiles/index.ts';
import { alertKeys, boundingBox, lc } from './alert-keys.ts';
import * as repo from './repository.ts';

// Saved casting searches (issue 35, README "Casting alerts"): list, save (at most 10), rename, choose
// how to be told, delete. Matching a new call against them is alert-match.ts.

export function presentAlert(r: repo.AlertRow): CastingAlert {
  return {
    id: r.id,
    name: r.name,
    q: r.q,
    content_types: r.content_types as ContentType[],
    location: r.location,
    distance_km: r.distance_km,
    min_rate: r.min_rate,
    from: r.from,
    delivery: r.delivery,
    created_at: r.created_at.toISOString(),
  };
}

export async function listAlerts(ctx: AppContext, userId: string): Promise<CastingAlertList> {
  const rows = await repo.alertsOf(ctx.db, userId);
  return { items: rows.map(presentAlert), max: CASTING_ALERT_LIMITS.max };
}

const limitError = () => new AppError('conflict', CASTING_ALERT_MESSAGES.limit);

/** The row a saved search is stored as: its words lowercased, its distance box and its lookup keys. */
export function alertRow(userId: string, input: z.output<typeof castingAlertInput>, origin: { lat: number; lng: number } | null) {
  const q = input.q || null;
  const location = input.location || null;
  const box = input.distance_km !== null && origin ? boundingBox(origin.lat, origin.lng, input.distance_km) : null;
  const q_lc = lc(q);
  const location_lc = lc(location);
  return {
    user_id: userId,
    name: input.name,
    q,
    q_lc,
    content_types: input.content_types,
    location,
    location_lc,
    distance_km: box ? input.distance_km : null,
    latitude: box ? (origin?.lat ?? null) : null,
    longitude: box ? (origin?.lng ?? null) : null,
    lat_min: box?.latMin ?? null,
    lat_max: box?.latMax ?? null,
    lng_min: box?.lngMin ?? null,
    lng_max: box?.lngMax ?? null,
    min_rate: input.min_rate,
    from: input.from,
    delivery: input.delivery,
    match_keys: alertKeys({ q_lc, location_lc, content_types: input.content_types, box }),
  };
}

/** Saves a search; the 11th is refused with the limit's words. A distance needs the member's coordinates (My Location). */
export async function createAlert(ctx: AppContext, userId: string, input: z.output<typeof castingAlertInput>): Promise<CastingAlert> {
  let origin: { lat: number; lng: number } | null = null;
  if (input.distance_km !== null) {
    const p = await profiles.profileRowOf(ctx.db, userId);
    if (p?.latitude == null || p.longitude == null) {
      throw new AppError('validation_failed', CASTING_ALERT_MESSAGES.needsCoordinates, {
        distance_km: CASTING_ALERT_MESSAGES.needsCoordinates,
      });
    }
    origin = { lat: p.latitude, lng: p.longitude };
  }
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockAlertsOf(tx, userId);
    if ((await repo.countAlerts(tx, userId)) >= CASTING_ALERT_LIMITS.max) throw limitError();
    return repo.insertAlert(tx, alertRow(userId, input, origin));
  });
  return presentAlert(row);
}

export async function updateAlert(
  ctx: AppContext,
  userId: string,
  id: string,
  input: z.output<typeof castingAlertPatch>,
): Promise<CastingAlert> {
  const set: Partial<Pick<repo.AlertRow, 'name' | 'delivery'>> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.delivery !== undefined) set.delivery = input.delivery;
  const row =
    Object.keys(set).length > 0
      ? await repo.updateAlert(ctx.db, userId, id, set)
      : (await repo.alertsOf(ctx.db, userId)).find((a) => a.id === id);
  if (!row) throw new AppError('not_found', CASTING_ALERT_MESSAGES.notFound);
  return presentAlert(row);
}

export async function deleteAlert(ctx: AppContext, userId: string, id: string) {
  if (!(await repo.deleteAlert(ctx.db, userId, id))) throw new AppError('not_found', CASTING_ALERT_MESSAGES.notFound);
  return { ok: true as const };
}
