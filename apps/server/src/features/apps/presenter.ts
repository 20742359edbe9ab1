import { APP_ICONS, type InstalledApp, type StoreApp } from '@mb/contract/app-store';
import { appLaunchPath } from '@mb/contract/mini-apps';
import type { AppRow, InstallationRow } from './repository.ts';

// Responses built field by field from the catalogue row (name, colour, description) and its metadata
// (tagline, lucide icon, own route, screenshots: written from the contract's manifest at start).

type Icon = (typeof APP_ICONS)[number];

function metadataOf(app: AppRow) {
  const m = app.metadata ?? {};
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const icon = str(m.icon);
  return {
    tagline: str(m.tagline) ?? '',
    icon: (APP_ICONS as readonly string[]).includes(icon ?? '') ? (icon as Icon) : APP_ICONS[0],
    route: str(m.route),
    screenshots: Array.isArray(m.screenshots) ? m.screenshots.filter((s): s is string => typeof s === 'string') : [],
  };
}

export function presentInstalled(installation: InstallationRow, app: AppRow): InstalledApp {
  const m = metadataOf(app);
  return {
    app_id: app.id,
    name: app.name,
    tagline: m.tagline,
    icon: m.icon,
    icon_url: app.icon_url,
    theme_color: app.theme_color,
    launch_path: appLaunchPath(app.id, m.route),
    installed_at: installation.installed_at.toISOString(),
    last_used_at: installation.last_used_at ? installation.last_used_at.toISOString() : null,
  };
}

export function presentStoreApp(app: AppRow, installation: InstallationRow | undefined): StoreApp {
  const m = metadataOf(app);
  const active = installation?.status === 'active' ? installation : undefined;
  return {
    id: app.id,
    name: app.name,
    tagline: m.tagline,
    description: app.description,
    icon: m.icon,
    icon_url: app.icon_url,
    theme_color: app.theme_color,
    launch_path: appLaunchPath(app.id, m.route),
    screenshots: m.screenshots,
    installed: !!active,
    installation: active ? presentInstalled(active, app) : null,
  };
}
