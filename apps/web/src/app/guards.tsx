// The guards of members' routes that read the member's profile or staff status through TanStack
// Query: app/router.tsx loads this module with the routes behind them (a route's lazy), so the first
// page carries neither the guards nor the query library. RequireAuth is in ./require-auth.tsx.
import type { ProfileType } from '@mb/contract/auth';
import { LIMITS } from '@mb/contract/limits';
import { meetsStaffRule, type StaffRule } from '@mb/contract/staff-rule';
import { MESSAGES } from '@mb/contract/ui-text';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { GuardMessage } from '../components/page/guard-message';
import { Button } from '../components/ui/button';
import { StaffSecondFactorGate } from '../features/account-security/staff-gate';
import { askToResumeOnboarding } from '../features/onboarding/resume';
import { useMyProfile } from '../features/profiles/queries';
import { useStaffStatus } from '../features/staff/queries';
import { t, tm } from '../lib/i18n';
import { toast } from '../lib/toast';
import { PageSkeleton } from './page-skeleton';

/** Where an incomplete profile is sent to finish (spec §2 "Routes requiring a complete profile"). */
export function completionPath(profileType: ProfileType | null | undefined): string {
  if (profileType === 'enterprise') return '/enterprise-profile';
  if (profileType === 'business') return '/business/register';
  return '/profile';
}

/** Complete = onboarding finished and a (non-blank) username chosen. */
export const isProfileComplete = (p: { onboarding_completed: boolean; username: string | null }) =>
  p.onboarding_completed && Boolean(p.username?.trim());

/**
 * /portfolio, /location, /network, /collabs, /collab/*, /casting-proposals need a complete profile. An
 * incomplete one goes to spec §2's address for its type, with the onboarding wizard reopened over it at
 * the first step still missing (issue 31: a creator who had left it was sent to their own page with
 * nothing there to finish). Finishing there opens the page that was asked for.
 */
export function RequireCompleteProfile() {
  const profile = useMyProfile();
  const { pathname, search, hash } = useLocation();
  const toasted = useRef(false);
  const incomplete = profile.data ? !isProfileComplete(profile.data) : false;
  useEffect(() => {
    if (incomplete && !toasted.current) {
      toasted.current = true;
      toast.info(tm(MESSAGES.profileSetupTitle), { description: tm(MESSAGES.profileSetupDescription) });
    }
  }, [incomplete]);
  if (profile.isPending) return <PageSkeleton />;
  if (profile.isError || !profile.data) {
    return (
      <GuardMessage title={tm(MESSAGES.profileCheckFailed)} description={tm(MESSAGES.profileLoadFailed)}>
        <Button onClick={() => void profile.refetch()} disabled={profile.isFetching}>
          {profile.isFetching ? t('common.checking', 'Checking...') : t('common.tryAgain', 'Try Again')}
        </Button>
      </GuardMessage>
    );
  }
  if (incomplete) return <FinishFirst to={completionPath(profile.data.profile_type)} returnTo={`${pathname}${search}${hash}`} />;
  return <Outlet />;
}

function FinishFirst({ to, returnTo }: { to: string; returnTo: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    askToResumeOnboarding(returnTo);
    navigate(to, { replace: true });
  }, [navigate, to, returnTo]);
  return <PageSkeleton />;
}

// Loaded only when a non-staff member opens a staff page, so the first page does not carry it.
const FirstAdminSetup = lazy(() => import('../features/staff/first-admin-setup'));

/**
 * Staff-only routes. A failed or negative check shows Access Denied, then /dashboard after 2 s. With
 * `bootstrap` (/admin, /moderation: spec §4), a member who is not staff while no staff exists at all is
 * offered the first-admin setup instead. Staff who must still turn on a second factor are sent to
 * Settings → Security first (StaffSecondFactorGate).
 */
export function RequireStaff({ rule, bootstrap = false }: { rule: StaffRule; bootstrap?: boolean }) {
  const staff = useStaffStatus();
  if (staff.pending) return <PageSkeleton />;
  if (meetsStaffRule(staff.access, rule)) {
    return (
      <StaffSecondFactorGate>
        <Outlet />
      </StaffSecondFactorGate>
    );
  }
  if (bootstrap && !staff.errored && !staff.access.is_staff) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <FirstAdminSetup denied={<AccessDenied />} />
      </Suspense>
    );
  }
  return <AccessDenied />;
}

function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(tm(MESSAGES.accessDenied), { description: tm(MESSAGES.staffDenied), id: 'access-denied' });
    const t = setTimeout(() => navigate('/dashboard', { replace: true }), LIMITS.accessDeniedRedirectMs);
    return () => clearTimeout(t);
  }, [navigate]);
  return (
    <GuardMessage title={tm(MESSAGES.accessDenied)} description={tm(MESSAGES.staffDenied)} icon="refused">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {tm(MESSAGES.accessDeniedRedirect)}
      </p>
      <Button asChild variant="outline">
        <Link to="/dashboard" replace>
          {t('guards.toDashboard', 'Go to Dashboard now')}
        </Link>
      </Button>
    </GuardMessage>
  );
}
