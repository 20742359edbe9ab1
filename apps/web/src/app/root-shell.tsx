import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../lib/auth';
import { BootProgress } from './loader';
import { CookieConsent } from './shell/cookie-banner';

// Everything tied to being signed in (session upkeep, the member's profile and staff status, live
// notifications, onboarding) loads on demand with TanStack Query: a visitor's first page carries none of it.
const MemberSession = lazy(() => import('./member-session'));

/** Above every page, with or without the app layout: loader bar, cookie consent, session upkeep, onboarding. */
export function RootShell() {
  const session = useSession();
  return (
    <>
      {session ? null : <BootProgress coreReady />}
      <Outlet />
      <CookieConsent />
      {session ? (
        // Until the member's code is in, the loader waits in its 'core' phase.
        <Suspense fallback={<BootProgress coreReady={false} />}>
          <MemberSession />
        </Suspense>
      ) : null}
    </>
  );
}
