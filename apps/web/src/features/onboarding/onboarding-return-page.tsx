import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { useCheckCompliance } from '../compliance';
import { useMyProfile } from '../profiles';
import { askToResumeOnboarding } from './resume';

/**
 * /onboarding: the address the compliance hub returns to after an external verification (spec §2, §7).
 * It reads the verification status again (which refreshes the profile everywhere) and then shows the
 * dashboard, over which the onboarding dialog reopens at the saved step, its card showing the new
 * status. A member who has finished onboarding lands on the compliance center instead.
 */
export default function OnboardingReturnPage() {
  const check = useCheckCompliance();
  const me = useMyProfile();
  const [checked, setChecked] = useState(false);
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    // A failure is shown by the step itself (its card and status screen read the status again).
    check()
      .catch(() => undefined)
      .finally(() => setChecked(true));
  }, [check]);
  const resume = checked && me.data?.onboarding_completed === false;
  useEffect(() => {
    if (resume) askToResumeOnboarding();
  }, [resume]);
  if (!checked || !me.data) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-8" role="status" aria-busy="true">
        <span className="sr-only">{t('onboarding.refreshing', 'Refreshing your verification status...')}</span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  return <Navigate to={me.data.onboarding_completed ? '/compliance' : '/dashboard'} replace />;
}
