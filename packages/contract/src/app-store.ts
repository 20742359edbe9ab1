import { z } from 'zod';
import { APP_STORE_MESSAGES } from './app-store-access.ts';
import { type AppSettingField, miniApp } from './mini-apps.ts';
import type { RouteDef } from './route-def.ts';

// The app store (issue 15, spec §2 /app-store, /apps/{app_id}, the 'My Apps' menu; §3 mb_apps and
// mb_app_installations; §4 'Installed apps' and 'App store access'; §7 the installations call).
// Apps are registered in mini-apps.ts; the access rule is app-store-access.ts (no zod, the chrome reads it).

export const APP_ICONS = ['calendar-check', 'video', 'trophy', 'calendar-days', 'file-badge'] as const;

export const appStoreAccessSchema = z.object({
  can_view: z.boolean(),
  can_install: z.boolean(),
  plan: z.enum(['free', 'pro']),
  refusal: z.enum(['no_profile', 'view_only_type', 'business_needs_pro', 'studio_needs_pro']).nullable(),
  reason: z.string().nullable(),
  upgrade_path: z.string().nullable(),
  upgrade_label: z.string().nullable(),
});

const settingValue = z.union([z.boolean(), z.string(), z.number()]);
export const appConfigurationSchema = z.record(z.string(), settingValue);
export type AppConfiguration = z.infer<typeof appConfigurationSchema>;

/** A member's active installation, joined with its catalogue row (spec §3, §7). */
export const installedAppSchema = z.object({
  app_id: z.string(),
  name: z.string(),
  tagline: z.string(),
  icon: z.enum(APP_ICONS),
  icon_url: z.string().nullable(),
  theme_color: z.string(),
  /** Where launching goes: the app's own route, or /apps/{app_id}. */
  launch_path: z.string(),
  installed_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type InstalledApp = z.infer<typeof installedAppSchema>;

export const installedAppListSchema = z.object({ items: z.array(installedAppSchema) });
export type InstalledAppList = z.infer<typeof installedAppListSchema>;

/** A catalogue entry, with the caller's installation when they have one. */
export const storeAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  icon: z.enum(APP_ICONS),
  icon_url: z.string().nullable(),
  theme_color: z.string(),
  launch_path: z.string(),
  screenshots: z.array(z.string()),
  installed: z.boolean(),
  installation: installedAppSchema.nullable(),
});
export type StoreApp = z.infer<typeof storeAppSchema>;

export const appStoreCatalogueSchema = z.object({ access: appStoreAccessSchema, apps: z.array(storeAppSchema) });
export type AppStoreCatalogue = z.infer<typeof appStoreCatalogueSchema>;
export const appStoreAppSchema = z.object({ access: appStoreAccessSchema, app: storeAppSchema });
export type AppStoreApp = z.infer<typeof appStoreAppSchema>;

export const appSettingsSchema = z.object({ app_id: z.string(), configuration: appConfigurationSchema });
export type AppSettings = z.infer<typeof appSettingsSchema>;

export const launchAppResponse = z.object({ app: installedAppSchema });

export const appIdParams = z.object({ app_id: z.string().regex(/^[a-z0-9-]{1,40}$/, APP_STORE_MESSAGES.noSuchApp) });

/** The settings body: checked against the app's own fields by the server (appSettingsInput). */
export const appConfigurationInput = z.object({ configuration: z.record(z.string().max(60), settingValue) }).strict();

function fieldSchema(f: AppSettingField) {
  if (f.kind === 'switch') return z.boolean({ message: `${f.label}: choose on or off.` });
  if (f.kind === 'number')
    return z
      .number({ message: `${f.label}: enter a number.` })
      .int(`${f.label}: whole numbers only.`)
      .min(f.min, `${f.label}: at least ${f.min} ${f.unit}.`)
      .max(f.max, `${f.label}: at most ${f.max} ${f.unit}.`);
  const values = f.options.map((o) => o.value);
  return z.string().refine((v) => values.includes(v), `${f.label}: choose one of the options.`);
}

/**
 * One app's settings as a strict object of its fields, every field required (the form sends them all):
 * the server validates a save with it, the form shows its messages under each field.
 */
export function appSettingsInput(appId: string) {
  const app = miniApp(appId);
  return z.object(Object.fromEntries((app?.settings ?? []).map((f) => [f.key, fieldSchema(f)]))).strict();
}

export const appStoreRoutes = {
  appStoreAccess: {
    method: 'GET',
    path: '/api/v1/app-store/access',
    summary: 'Whether you may view the App Store and install apps (spec §4), why not, and the plan that allows it',
    tag: 'apps',
    access: 'user',
    delegated: 'viewer',
    response: appStoreAccessSchema,
  },
  appStoreCatalogue: {
    method: 'GET',
    path: '/api/v1/app-store/apps',
    summary: 'The catalogue of mini apps with your installations and your access (403 without a profile)',
    tag: 'apps',
    access: 'user',
    delegated: 'viewer',
    response: appStoreCatalogueSchema,
  },
  appStoreApp: {
    method: 'GET',
    path: '/api/v1/app-store/apps/:app_id',
    summary: 'One app of the catalogue with your installation and your access',
    tag: 'apps',
    access: 'user',
    delegated: 'viewer',
    params: appIdParams,
    response: appStoreAppSchema,
  },
  installApp: {
    method: 'POST',
    path: '/api/v1/app-store/apps/:app_id/install',
    summary: 'Install an app (403 with the reason when your account may not install); installing again is a no-op',
    tag: 'apps',
    access: 'user',
    delegated: 'manager',
    params: appIdParams,
    response: launchAppResponse,
  },
  uninstallApp: {
    method: 'DELETE',
    path: '/api/v1/app-store/apps/:app_id/install',
    summary: 'Uninstall an app (its settings are kept for a reinstall)',
    tag: 'apps',
    access: 'user',
    delegated: 'manager',
    params: appIdParams,
    response: z.object({ ok: z.literal(true) }),
  },
  myInstalledApps: {
    method: 'GET',
    path: '/api/v1/apps/installed',
    summary: 'Your installed apps (active only), most recently used first, never used last (spec §7)',
    tag: 'apps',
    access: 'user',
    delegated: 'viewer',
    response: installedAppListSchema,
  },
  launchApp: {
    method: 'POST',
    path: '/api/v1/apps/:app_id/launch',
    summary: 'Launch an installed app: sets last_used_at to now and answers where to go',
    tag: 'apps',
    access: 'user',
    delegated: 'manager',
    params: appIdParams,
    response: launchAppResponse,
  },
  appSettings: {
    method: 'GET',
    path: '/api/v1/apps/:app_id/configuration',
    summary: "Your installation's settings (every field, defaults for those never saved)",
    tag: 'apps',
    access: 'user',
    delegated: 'viewer',
    params: appIdParams,
    response: appSettingsSchema,
  },
  updateAppSettings: {
    method: 'PUT',
    path: '/api/v1/apps/:app_id/configuration',
    summary: "Save your installation's settings (checked against the app's own fields)",
    tag: 'apps',
    access: 'user',
    delegated: 'manager',
    params: appIdParams,
    body: appConfigurationInput,
    response: appSettingsSchema,
  },
} as const satisfies Record<string, RouteDef>;
