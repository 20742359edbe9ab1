import { type AppSettings, appSettingsInput, type InstalledApp } from '@mb/contract/app-store';
import { type AppStoreAccess, appStoreAccess, APP_STORE_MESSAGES as M } from '@mb/contract/app-store-access';
import { appSettingsWithDefaults, MINI_APPS } from '@mb/contract/mini-apps';
import type { RealtimeEvent } from '@mb/contract/realtime';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as business from '../business/index.ts';
import * as profiles from '../profiles/index.ts';
import * as staff from '../staff/index.ts';
import { presentInstalled, presentStoreApp } from './presenter.ts';
import * as repo from './repository.ts';

/** Whether the member has the app installed (status active): what every app's own routes check first. */
export async function hasActiveInstallation(ctx: AppContext, userId: string, appId: string): Promise<boolean> {
  return (await repo.activeInstallation(ctx.db, userId, appId)) !== undefined;
}

/**
 * For the apps' own routes: refuses a member who has not installed the app (403 naming the app and
 * where to get it). `db` may be the caller's transaction.
 */
export async function requireInstalled(ctx: AppContext, userId: string, appId: string, db: Executor = ctx.db): Promise<void> {
  if (await repo.activeInstallation(db, userId, appId)) return;
  const app = MINI_APPS.find((a) => a.id === appId);
  throw new AppError('forbidden', M.notInstalled(app?.name ?? 'this app'));
}

/**
 * The catalogue from the contract's manifests (mini-apps.ts), written at every start: the migration
 * seeded the rows, this keeps names, descriptions and metadata in step with the code. Idempotent.
 */
export async function seedCatalogue(ctx: AppContext): Promise<void> {
  await repo.upsertCatalogue(
    ctx.db,
    MINI_APPS.map((a, i) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      theme_color: a.theme_color,
      metadata: { tagline: a.tagline, icon: a.icon, route: a.route, screenshots: a.screenshots },
      sort_order: i + 1,
    })),
  );
}

// ---------------------------------------------------------------------------------------------------
// Access (spec §4 'App store access'): the rule is the contract's; the facts are read fresh here from
// the features that own them (profile type and Pro: profiles; plan_type: business; admin: staff).

export async function accessOf(ctx: AppContext, userId: string): Promise<AppStoreAccess> {
  const [profile, isAdmin, pro, plan] = await Promise.all([
    profiles.profileRowOf(ctx.db, userId),
    staff.isUserAdmin(ctx, userId),
    profiles.proStatusOf(ctx, userId),
    business.businessPlanOf(ctx.db, userId),
  ]);
  return appStoreAccess({
    profileType: profile?.profile_type ?? null,
    hasProfile: !!profile,
    isAdmin,
    isPro: pro.is_pro,
    businessPlanType: plan?.plan_type ?? null,
  });
}

async function viewerAccess(ctx: AppContext, userId: string) {
  const access = await accessOf(ctx, userId);
  if (!access.can_view) throw new AppError('forbidden', access.reason ?? M.noProfile);
  return access;
}

async function appOr404(db: Executor, appId: string) {
  const app = await repo.appById(db, appId);
  if (!app) throw new AppError('not_found', M.noSuchApp);
  return app;
}

export async function catalogue(ctx: AppContext, userId: string) {
  const access = await viewerAccess(ctx, userId);
  const [apps, installs] = await Promise.all([repo.catalogue(ctx.db), repo.installationsOf(ctx.db, userId)]);
  const byApp = new Map(installs.map((i) => [i.app_id, i]));
  return { access, apps: apps.map((a) => presentStoreApp(a, byApp.get(a.id))) };
}

export async function storeApp(ctx: AppContext, userId: string, appId: string) {
  const access = await viewerAccess(ctx, userId);
  const app = await appOr404(ctx.db, appId);
  const installation = (await repo.installationsOf(ctx.db, userId)).find((i) => i.app_id === appId);
  return { access, app: presentStoreApp(app, installation) };
}

// ---------------------------------------------------------------------------------------------------
// Installations. Every change is told to the member's other tabs on `user:{id}`, sent in the writing
// transaction (so only once it commits).

const changed = (
  ctx: AppContext,
  tx: Executor,
  userId: string,
  app_id: string,
  change: 'installed' | 'uninstalled' | 'launched' | 'configured',
) => ctx.bus.publish({ type: 'apps.installations_changed', topic: `user:${userId}`, data: { app_id, change } } satisfies RealtimeEvent, tx);

export async function install(ctx: AppContext, userId: string, appId: string): Promise<{ app: InstalledApp }> {
  const app = await appOr404(ctx.db, appId);
  const access = await accessOf(ctx, userId);
  if (!access.can_install) throw new AppError('forbidden', access.reason ?? M.noProfile);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.install(tx, userId, appId);
    if (row) {
      await changed(ctx, tx, userId, appId, 'installed');
      return { app: presentInstalled(row, app) };
    }
    // Already installed: nothing changed, nothing to tell.
    const current = await repo.activeInstallation(tx, userId, appId);
    if (!current) throw new AppError('conflict', M.installFailed);
    return { app: presentInstalled(current, app) };
  });
}

export async function uninstall(ctx: AppContext, userId: string, appId: string) {
  await appOr404(ctx.db, appId);
  await ctx.db.transaction(async (tx) => {
    if (await repo.uninstall(tx, userId, appId)) await changed(ctx, tx, userId, appId, 'uninstalled');
  });
  return { ok: true as const };
}

/** Spec §7: the member's active installations, last used first and never used last. */
export async function installedApps(ctx: AppContext, userId: string) {
  const rows = await repo.activeInstalledApps(ctx.db, userId);
  return { items: rows.map((r) => presentInstalled(r.installation, r.app)) };
}

/** Spec §4 'Launch sets last_used_at to now'. */
export async function launch(ctx: AppContext, userId: string, appId: string): Promise<{ app: InstalledApp }> {
  const app = await appOr404(ctx.db, appId);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.touchLastUsed(tx, userId, appId);
    if (!row) throw new AppError('forbidden', M.notInstalled(app.name));
    await changed(ctx, tx, userId, appId, 'launched');
    return { app: presentInstalled(row, app) };
  });
}

export async function settings(ctx: AppContext, userId: string, appId: string): Promise<AppSettings> {
  const app = await appOr404(ctx.db, appId);
  const row = await repo.activeInstallation(ctx.db, userId, appId);
  if (!row) throw new AppError('forbidden', M.notInstalled(app.name));
  return { app_id: appId, configuration: appSettingsWithDefaults(appId, row.configuration) };
}

export async function updateSettings(ctx: AppContext, userId: string, appId: string, input: Record<string, unknown>): Promise<AppSettings> {
  const app = await appOr404(ctx.db, appId);
  const parsed = appSettingsInput(appId).safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.length > 0 ? `configuration.${issue.path.join('.')}` : 'configuration';
      fields[key] ??= issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}.` : issue.message;
    }
    throw new AppError('validation_failed', Object.values(fields)[0] ?? M.settingsFailed, fields);
  }
  return ctx.db.transaction(async (tx) => {
    const row = await repo.setConfiguration(tx, userId, appId, parsed.data);
    if (!row) throw new AppError('forbidden', M.notInstalled(app.name));
    await changed(ctx, tx, userId, appId, 'configured');
    return { app_id: appId, configuration: appSettingsWithDefaults(appId, row.configuration) };
  });
}
