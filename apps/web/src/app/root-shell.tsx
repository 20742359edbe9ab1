import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useMyProfile } from '../features/profiles/queries';
import { useStaffStatus } from '../features/staff/queries';
import { useSession } from '../lib/auth';
import { BootProgress } from './loader';
import { CookieConsent } from './shell/cookie-banner';
import { useSessionLifecycle } from './shell/session-lifecycle';

// The wizard is only for signed-in members who have not finished it: its code loads on demand.
// Signed-in members' live notifications (count, list, toast in every tab): loaded on demand too.
const NotificationLive = lazy(() => import('../features/notifications/live'));
const OnboardingGate = lazy(() => import('../features/onboarding/onboarding-gate').then((m) => ({ default: m.OnboardingGate })));

/** Above every page, with or without the app layout: loader bar, cookie consent, session upkeep, onboarding. */
export function RootShell() {
  const session = useSession();
  useSessionLifecycle();
  const profile = useMyProfile();
  const staff = useStaffStatus();
  // The 'core' phase ends once the member's profile and staff status have answered (either way).
  const coreReady = !session || (!profile.isPending && !staff.pending);
  return (
    <>
      <BootProgress coreReady={coreReady} />
      <Outlet />
      <CookieConsent />
      {session ? (
        <>
          <Suspense fallback={null}>
            <NotificationLive />
          </Suspense>
          <Suspense fallback={null}>
            <OnboardingGate />
          </Suspense>
        </>
      ) : null}
    </>
  );
}
