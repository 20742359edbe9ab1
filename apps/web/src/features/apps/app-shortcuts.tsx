import type { InstalledApp } from '@mb/contract/app-store';
import { LIMITS } from '@mb/contract/limits';
import { Tooltip, TooltipProvider } from '../../components/ui/tooltip';
import { t } from '../../lib/i18n';
import { AppIcon } from './app-icon';
import { useLaunchApp } from './launch';

/**
 * Spec §2 'Desktop: up to 5 shortcut icons ordered by most recent use, app name as tooltip (delay 700
 * ms, skip-delay 300 ms)': the TooltipProvider carries the two delays. Its own chunk, loaded once the
 * member has an app installed (a member without apps does not download the apps' icons).
 */
export default function AppShortcuts({ items }: { items: InstalledApp[] }) {
  const launch = useLaunchApp();
  return (
    <TooltipProvider>
      <ul aria-label={t('apps.shortcuts', 'App shortcuts')} className="mr-1 hidden items-center gap-1 lg:flex" data-testid="app-shortcuts">
        {items.slice(0, LIMITS.desktopAppShortcuts).map((a) => (
          <li key={a.app_id}>
            <Tooltip label={a.name}>
              <button
                type="button"
                aria-label={a.name}
                onClick={() => void launch(a)}
                className="inline-flex rounded-md p-0.5 transition-opacity hover:opacity-85 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <AppIcon icon={a.icon} color={a.theme_color} size="sm" />
              </button>
            </Tooltip>
          </li>
        ))}
      </ul>
    </TooltipProvider>
  );
}
