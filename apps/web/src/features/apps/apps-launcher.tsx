import { lazy, Suspense, useState } from 'react';
import { useInstalledApps } from './live';
import { MyAppsButton } from './my-apps-button';

// The shortcuts and the menu (popover on desktop, bottom sheet on phones) are chunks of their own: the
// shortcuts load once the member has an app installed, the menu when the pointer or focus reaches the
// button (like the notification panel). Every member page carries only the button and the live list.
const AppShortcuts = lazy(() => import('./app-shortcuts'));
const loadMenu = () => import('./apps-menu');
const AppsMenu = lazy(loadMenu);
const preload = () => void loadMenu();

/** The header's installed-apps launcher (spec §2 'My Apps'): the shortcuts, then the My Apps button and its menu. */
export function AppsLauncher() {
  const installed = useInstalledApps();
  const [wanted, setWanted] = useState(false);
  const items = installed.data?.items ?? [];
  return (
    <div className="flex items-center">
      {items.length > 0 ? (
        <Suspense fallback={null}>
          <AppShortcuts items={items} />
        </Suspense>
      ) : null}
      {wanted ? (
        <Suspense fallback={<MyAppsButton aria-busy="true" />}>
          <AppsMenu installed={installed} />
        </Suspense>
      ) : (
        <MyAppsButton onPointerEnter={preload} onFocus={preload} onClick={() => setWanted(true)} />
      )}
    </div>
  );
}
