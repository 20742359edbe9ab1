import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { mbAppInstallations, mbApps } from './schema.ts';

export type AppRow = typeof mbApps.$inferSelect;
export type InstallationRow = typeof mbAppInstallations.$inferSelect;
export type CatalogueEntry = Pick<AppRow, 'id' | 'name' | 'description' | 'theme_color' | 'metadata' | 'sort_order'>;

export async function activeInstallation(db: Executor, userId: string, appId: string) {
  const [row] = await db
    .select()
    .from(mbAppInstallations)
    .where(and(eq(mbAppInstallations.user_id, userId), eq(mbAppInstallations.app_id, appId), eq(mbAppInstallations.status, 'active')));
  return row;
}

/**
 * The catalogue written from the contract's manifests in one statement. An upsert is safe when several
 * instances start at once (each waits for the other's row and updates it), and a row that already says
 * the same is left alone (no write, no new row version).
 */
export async function upsertCatalogue(db: Executor, entries: CatalogueEntry[]) {
  if (entries.length === 0) return;
  await db
    .insert(mbApps)
    .values(entries)
    .onConflictDoUpdate({
      target: mbApps.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        theme_color: sql`excluded.theme_color`,
        metadata: sql`excluded.metadata`,
        sort_order: sql`excluded.sort_order`,
      },
      setWhere: sql`(${mbApps.name}, ${mbApps.description}, ${mbApps.theme_color}, ${mbApps.metadata}, ${mbApps.sort_order})
        is distinct from (excluded.name, excluded.description, excluded.theme_color, excluded.metadata, excluded.sort_order)`,
    });
}

export const catalogue = (db: Executor) => db.select().from(mbApps).orderBy(asc(mbApps.sort_order), asc(mbApps.name));

export async function appById(db: Executor, id: string) {
  const [row] = await db.select().from(mbApps).where(eq(mbApps.id, id));
  return row;
}

/** The member's installations of every app, active or not (the catalogue marks what is installed). */
export const installationsOf = (db: Executor, userId: string) =>
  db.select().from(mbAppInstallations).where(eq(mbAppInstallations.user_id, userId));

/** Spec §7: active installations joined with their app, last used first, never used last. */
export const activeInstalledApps = (db: Executor, userId: string) =>
  db
    .select({ installation: mbAppInstallations, app: mbApps })
    .from(mbAppInstallations)
    .innerJoin(mbApps, eq(mbApps.id, mbAppInstallations.app_id))
    .where(and(eq(mbAppInstallations.user_id, userId), eq(mbAppInstallations.status, 'active')))
    .orderBy(sql`${mbAppInstallations.last_used_at} desc nulls last`, desc(mbAppInstallations.installed_at), asc(mbApps.sort_order));

/**
 * Installs (or reinstalls) the app: one row per member and app, so a reinstall makes the old row active
 * again with its settings. Null when it was already active (nothing changed).
 */
export async function install(tx: Executor, userId: string, appId: string) {
  const [row] = await tx
    .insert(mbAppInstallations)
    .values({ user_id: userId, app_id: appId })
    .onConflictDoUpdate({
      target: [mbAppInstallations.user_id, mbAppInstallations.app_id],
      set: { status: 'active', installed_at: sql`now()` },
      setWhere: ne(mbAppInstallations.status, 'active'),
    })
    .returning();
  return row ?? null;
}

/** Null when there was no active installation. */
export async function uninstall(tx: Executor, userId: string, appId: string) {
  const [row] = await tx
    .update(mbAppInstallations)
    .set({ status: 'uninstalled' })
    .where(and(eq(mbAppInstallations.user_id, userId), eq(mbAppInstallations.app_id, appId), eq(mbAppInstallations.status, 'active')))
    .returning();
  return row ?? null;
}

/** Spec §7: PATCH last_used_at by app_id and user_id (an active installation only). */
export async function touchLastUsed(tx: Executor, userId: string, appId: string) {
  const [row] = await tx
    .update(mbAppInstallations)
    .set({ last_used_at: sql`now()` })
    .where(and(eq(mbAppInstallations.user_id, userId), eq(mbAppInstallations.app_id, appId), eq(mbAppInstallations.status, 'active')))
    .returning();
  return row ?? null;
}

export async function setConfiguration(tx: Executor, userId: string, appId: string, configuration: Record<string, unknown>) {
  const [row] = await tx
    .update(mbAppInstallations)
    .set({ configuration })
    .where(and(eq(mbAppInstallations.user_id, userId), eq(mbAppInstallations.app_id, appId), eq(mbAppInstallations.status, 'active')))
    .returning();
  return row ?? null;
}
