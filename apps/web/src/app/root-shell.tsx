import { Outlet } from 'react-router';
import { CookieConsent } from '../components/shell/cookie-banner';
import { useSessionLifecycle } from '../components/shell/session-lifecycle';
import { OnboardingGate } from '../features/onboarding/onboarding-gate';
import { useMyProfile } from '../features/profiles/queries';
import { useStaffStatus } from '../features/staff/queries';
import { useSession } from '../lib/auth';
import { BootProgress } from './loader';

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
      {session ? <OnboardingGate /> : null}
    </>
  );
}
