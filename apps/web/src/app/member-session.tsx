import { lazy, Suspense, useEffect } from 'react';
import { useMyProfile } from '../features/profiles/queries';
import { useStaffStatus } from '../features/staff/queries';
import { useSession } from '../lib/auth';
import { activateLocale, currentLocale } from '../lib/i18n';
import { WithQuery } from '../lib/query';
import { BootProgress } from './loader';
import { useSessionLifecycle } from './shell/session-lifecycle';

// The wizard is only for signed-in members who have not finished it: its code loads on demand.
// Signed-in members' live notifications (count, list, toast in every tab): loaded on demand too.
const NotificationLive = lazy(() => import('../features/notifications/live'));
// Pro status upkeep and the grace period banner and dialog (features/pro): on demand as well, and only
// for a member who has had a paid subscription (a grace period needs one; most members never have).
const ProLive = lazy(() => import('../features/pro/pro-live'));
const OnboardingGate = lazy(() => import('../features/onboarding/onboarding-gate').then((m) => ({ default: m.OnboardingGate })));

/**
 * What the root shell mounts while signed in (app/root-shell.tsx loads it on demand): session upkeep,
 * the loader's 'core' phase (it ends once the member's profile and staff status have answered, either
 * way), live notifications, the Pro status and grace banner, and onboarding.
 */
export default function MemberSession() {
  return (
    <WithQuery>
      <MemberUpkeep />
    </WithQuery>
  );
}

/**
 * The language kept on the account (Settings) wins over this browser's (issue 36); a change in another tab
 * follows. The pseudo-language asked for in the address (`?lang=pseudo`, the check for text left
 * untranslated) stays for the page.
 */
function useAccountLocale() {
  const locale = useSession()?.user.locale;
  useEffect(() => {
    if (locale && locale !== currentLocale() && currentLocale() !== 'pseudo') void activateLocale(locale);
  }, [locale]);
}

function MemberUpkeep() {
  useSessionLifecycle();
  useAccountLocale();
  const profile = useMyProfile();
  const staff = useStaffStatus();
  return (
    <>
      <BootProgress coreReady={!profile.isPending && !staff.pending} />
      <Suspense fallback={null}>
        <NotificationLive />
      </Suspense>
      {profile.data?.subscription_status ? (
        <Suspense fallback={null}>
          <ProLive />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <OnboardingGate />
      </Suspense>
    </>
  );
}
