import { lazy, Suspense } from 'react';
import { useGraceStatus, useProLive } from './queries';

// The banner and dialog (icons, dialogs, the downgrade) load only for a member in grace: every other
// member's session carries just the status queries (the member's first-page budget, shell-bundle.spec).
const GraceBanner = lazy(() => import('./grace-banner'));

/**
 * Mounted by the member session (app/member-session.tsx, loaded on demand): the Pro status upkeep
 * (useProLive) and, only while the grace period is active, the banner and its dialog.
 */
export default function ProLive() {
  useProLive();
  const grace = useGraceStatus();
  if (!grace.data?.grace_period_active) return null;
  return (
    <Suspense fallback={null}>
      <GraceBanner grace={grace.data} />
    </Suspense>
  );
}
