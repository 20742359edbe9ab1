import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { geoBlockAllows, geoBlocks } from './schema.ts';

export type GeoBlockRow = typeof geoBlocks.$inferSelect;

export async function findBlock(db: Executor, ownerId: string): Promise<GeoBlockRow | undefined> {
  const [row] = await db.select().from(geoBlocks).where(eq(geoBlocks.owner_id, ownerId));
  return row;
}

export async function allowedIds(db: Executor, ownerId: string): Promise<string[]> {
  const rows = await db.select({ id: geoBlockAllows.member_id }).from(geoBlockAllows).where(eq(geoBlockAllows.owner_id, ownerId));
  return rows.map((r) => r.id);
}

/** Replaces the owner's places and allow list (in the caller's transaction). */
export async function saveBlock(tx: Executor, ownerId: string, v: { countries: string[]; regions: string[]; allowed: string[] }) {
  if (!v.countries.length && !v.regions.length) await tx.delete(geoBlocks).where(eq(geoBlocks.owner_id, ownerId));
  else
    await tx
      .insert(geoBlocks)
      .values({ owner_id: ownerId, countries: v.countries, regions: v.regions })
      .onConflictDoUpdate({ target: geoBlocks.owner_id, set: { countries: v.countries, regions: v.regions, updated_at: new Date() } });
  await tx.delete(geoBlockAllows).where(eq(geoBlockAllows.owner_id, ownerId));
  if (v.allowed.length) await tx.insert(geoBlockAllows).values(v.allowed.map((member_id) => ({ owner_id: ownerId, member_id })));
}

/**
 * The owners who hide from this place and have not let `viewerId` through: one statement over the GIN
 * indexes (`&&` with a one-element array).
 */
export async function ownersHidingFrom(
  db: Executor,
  place: { country: string; region: string | null },
  viewerId: string | null,
): Promise<string[]> {
  const inPlace = place.region
    ? sql`(${geoBlocks.countries} && ARRAY[${place.country}]::text[] OR ${geoBlocks.regions} && ARRAY[${place.region}]::text[])`
    : sql`${geoBlocks.countries} && ARRAY[${place.country}]::text[]`;
  const notAllowed = viewerId
    ? sql`NOT EXISTS (SELECT 1 FROM ${geoBlockAllows} a WHERE a.owner_id = ${geoBlocks.owner_id} AND a.member_id = ${viewerId})`
    : sql`TRUE`;
  const rows = await db
    .select({ id: geoBlocks.owner_id })
    .from(geoBlocks)
    .where(and(inPlace, notAllowed, viewerId ? sql`${geoBlocks.owner_id} <> ${viewerId}` : undefined));
  return rows.map((r) => r.id);
}

/** Whether any member blocks any place (when none does, no address needs looking up). */
export async function anyBlock(db: Executor): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(geoBlocks).limit(1);
  return Boolean(row);
}
