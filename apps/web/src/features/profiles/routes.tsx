import { Outlet, type RouteObject } from 'react-router';
import { page } from '../../app/lazy-page';
import { OnboardingGate } from '../onboarding/onboarding-gate';

/**
 * TEMPORARY until the shell's signed-in layout mounts <OnboardingGate /> itself: this wrapper
 * mounts it around the profile pages. Then delete GateUntilShell and list the routes directly.
 */
function GateUntilShell() {
  return (
    <>
      <OnboardingGate />
      <Outlet />
    </>
  );
}

const publicProfilePage = page(() => import('./public-profile-page'));

/** Signed-in routes owned by profiles and onboarding (mounted inside the auth guard). */
export const profileSignedInRoutes: RouteObject[] = [
  {
    element: <GateUntilShell />,
    children: [
      { path: '/dashboard', lazy: page(() => import('../dashboard/dashboard-page')) },
      { path: '/settings', lazy: page(() => import('../settings/settings-page')) },
      { path: '/profile', lazy: page(() => import('./own-profile-page')) },
      { path: '/profile/edit', lazy: page(() => import('./profile-edit-page')) },
      { path: '/profile/:id', lazy: publicProfilePage },
      { path: '/model/:identifier', lazy: publicProfilePage },
    ],
  },
];

/** Public routes owned by profiles: the /{slug} catch-all (mounted last, before 404). */
export const profilePublicRoutes: RouteObject[] = [{ path: '/:slug', lazy: publicProfilePage }];
