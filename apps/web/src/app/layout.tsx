import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { HydrateLater } from '../components/page/hydrate-later';
import { useSession } from '../lib/auth';
import { t } from '../lib/i18n';
import { getSession } from '../lib/session';
import { cn } from '../lib/utils';
import { Footer } from './shell/footer';
import { Header, preloadMemberChrome } from './shell/header';

const Sidebar = lazy(() => import('./shell/sidebar'));

// A member returning with a stored session gets their chrome fetched alongside the first page.
if (typeof window !== 'undefined' && getSession()) preloadMemberChrome();

/** The app layout (spec §2): header, sidebar (members, md and up), the page, footer. */
export function AppLayout() {
  const session = useSession();
  const [expanded, setExpanded] = useState(false);
  const signedIn = Boolean(session);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        {t('shell.skip', 'Skip to main content')}
      </a>
      <Header signedIn={signedIn} sidebarExpanded={signedIn && expanded} />
      {signedIn ? (
        <Suspense fallback={<div aria-hidden="true" className="fixed inset-y-0 left-0 hidden w-20 border-r bg-background md:block" />}>
          <Sidebar expanded={expanded} onExpandedChange={setExpanded} />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className={cn('flex min-h-dvh flex-1 flex-col pt-16 outline-none', signedIn && 'md:pl-20')}>
        {/* Member banners (the grace period's, features/pro) portal in here: under the header, sticky. */}
        {signedIn ? <div id="member-banners" className="sticky top-16 z-30 empty:hidden" /> : null}
        <Outlet />
      </main>
      {/* Links below every page: hydrated after the page itself. */}
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </div>
  );
}
