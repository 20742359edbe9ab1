import { LIMITS } from '@mb/contract/limits';
import { lazy, Suspense, useState } from 'react';
import { Tooltip, TooltipProvider } from '../../components/ui/tooltip';
import { AppIcon } from './app-icon';
import { useInstalledApps, useLaunchApp } from './live';
import { MyAppsButton } from './my-apps-button';

// The menu (popover on desktop, bottom sheet on phones) is its own chunk, fetched when the pointer or
// focus reaches the button, like the notification panel: every member page does not pay for it.
const AppsMenu = lazy(() => import('./apps-menu'));
const preload = () => void import('./apps-menu');

/**
 * The header's installed-apps launcher (spec §2 'My Apps'): on wide screens up to 5 shortcuts, most
 * recently used first, each named by a tooltip (700 ms, skip 300 ms: the TooltipProvider); then the
 * My Apps button and its menu.
 */
export function AppsLauncher() {
  const installed = useInstalledApps();
  const launch = useLaunchApp();
  const [wanted, setWanted] = useState(false);
  const shortcuts = (installed.data?.items ?? []).slice(0, LIMITS.desktopAppShortcuts);
  return (
    <div className="flex items-center">
      {shortcuts.length > 0 ? (
        <TooltipProvider>
          <ul aria-label="App shortcuts" className="mr-1 hidden items-center gap-1 lg:flex" data-testid="app-shortcuts">
            {shortcuts.map((a) => (
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
      ) : null}
      {wanted ? (
        <Suspense fallback={<MyAppsButton aria-busy="true" />}>
          <AppsMenu installed={installed} launch={launch} />
        </Suspense>
      ) : (
        <MyAppsButton onPointerEnter={preload} onFocus={preload} onClick={() => setWanted(true)} />
      )}
    </div>
  );
}
