import type { InstalledApp } from '@mb/contract/app-store';
import { APP_STORE_MESSAGES as M } from '@mb/contract/app-store-access';
import { LIMITS } from '@mb/contract/limits';
import type { UseQueryResult } from '@tanstack/react-query';
import { LayoutGrid, RefreshCw, Store } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/sheet';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { AppIcon } from './app-icon';
import { lastUsedText, useLaunchApp } from './launch';
import { MyAppsButton } from './my-apps-button';

type Installed = UseQueryResult<{ items: InstalledApp[] }>;

// Phones get the bottom sheet (spec §2: 70% of the viewport, 4 columns); wider screens a popover.
const WIDE = '(min-width: 640px)';
const subscribeWide = (cb: () => void) => {
  const m = window.matchMedia(WIDE);
  m.addEventListener('change', cb);
  return () => m.removeEventListener('change', cb);
};
const useWide = () => useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches);

/** Opened by the click that loaded it. */
export default function AppsMenu({ installed }: { installed: Installed }) {
  const [open, setOpen] = useState(true);
  const launch = useLaunchApp();
  const wide = useWide();
  const close = () => setOpen(false);
  const go = async (app: InstalledApp) => {
    if (await launch(app)) close();
  };
  if (wide) {
    return (
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <MyAppsButton aria-expanded={open} />
        </PopoverTrigger>
        <PopoverContent align="end" className="flex w-80 flex-col p-0" aria-label={tm(M.myApps)} data-testid="my-apps-menu">
          <MenuHeader onNavigate={close} />
          <div className="max-h-[60vh] overflow-y-auto p-2">
            <Body installed={installed} onNavigate={close}>
              {(items) => (
                <ul className="grid gap-0.5">
                  {items.map((a) => (
                    <li key={a.app_id}>
                      <button
                        type="button"
                        onClick={() => void go(a)}
                        className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                        data-testid="my-apps-item"
                      >
                        <AppIcon icon={a.icon} color={a.theme_color} size="sm" />
                        <span className="grid min-w-0">
                          <span className="truncate text-sm font-medium">{a.name}</span>
                          <span className="truncate text-xs text-muted-foreground">{lastUsedText(a.last_used_at)}</span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </Body>
          </div>
        </PopoverContent>
      </Popover>
    );
  }
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MyAppsButton aria-expanded={open} />
      </SheetTrigger>
      <SheetContent side="bottom" style={{ height: `${LIMITS.mobileAppSheetVh}vh` }} className="gap-0 p-0" data-testid="my-apps-sheet">
        <SheetDescription className="sr-only">{t('apps.yourInstalled', 'Your installed apps')}</SheetDescription>
        <MenuHeader onNavigate={close} sheet />
        <div className="min-h-0 flex-1 overflow-y-auto p-4">
          <Body installed={installed} onNavigate={close}>
            {(items) => (
              <ul
                className="grid gap-x-2 gap-y-4"
                style={{ gridTemplateColumns: `repeat(${LIMITS.mobileAppSheetColumns}, minmax(0, 1fr))` }}
              >
                {items.map((a) => (
                  <li key={a.app_id}>
                    <button
                      type="button"
                      onClick={() => void go(a)}
                      className="flex w-full flex-col items-center gap-1.5 rounded-md p-1 text-center focus-visible:outline-2 focus-visible:outline-ring"
                      data-testid="my-apps-item"
                    >
                      <AppIcon icon={a.icon} color={a.theme_color} size="md" />
                      <span className="line-clamp-2 text-xs font-medium leading-tight">{a.name}</span>
                      <span className="line-clamp-2 text-[11px] leading-tight text-muted-foreground">{lastUsedText(a.last_used_at)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Body>
        </div>
        <div className="border-t p-4">
          <Button asChild variant="outline" className="w-full">
            <Link to="/app-store" onClick={close}>
              <Store aria-hidden="true" />
              {tm(M.browseStore)}
            </Link>
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}

function MenuHeader({ onNavigate, sheet = false }: { onNavigate: () => void; sheet?: boolean }) {
  const Title = sheet ? SheetTitle : 'h2';
  return (
    <div className={cn('flex items-center gap-2 border-b px-3 py-2', sheet && 'px-4 py-3 pr-12')}>
      <Title className="mr-auto text-sm font-semibold">{tm(M.myApps)}</Title>
      <Button asChild variant="ghost" size="sm">
        <Link to="/app-store" onClick={onNavigate}>
          {tm(M.manage)}
        </Link>
      </Button>
    </div>
  );
}

function Body({
  installed,
  onNavigate,
  children,
}: {
  installed: Installed;
  onNavigate: () => void;
  children: (items: InstalledApp[]) => React.ReactNode;
}) {
  if (installed.isPending) {
    return (
      <div role="status" aria-label={t('apps.loadingYours', 'Loading your apps')} className="grid gap-2 p-1">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (installed.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-6 text-center text-sm">
        <p>{tm(M.installedFailed)}</p>
        <Button variant="outline" size="sm" onClick={() => void installed.refetch()} disabled={installed.isFetching}>
          <RefreshCw aria-hidden="true" className={cn(installed.isFetching && 'animate-spin')} />
          {t('apps.tryAgain', 'Try again')}
        </Button>
      </div>
    );
  }
  const items = installed.data?.items ?? [];
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-6 text-center" data-testid="my-apps-empty">
        <LayoutGrid className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{tm(M.noApps)}</p>
        <p className="text-sm text-muted-foreground">{tm(M.noAppsHint)}</p>
        <Button asChild size="sm">
          <Link to="/app-store" onClick={onNavigate}>
            {tm(M.browseAppStore)}
          </Link>
        </Button>
      </div>
    );
  }
  return <>{children(items)}</>;
}
