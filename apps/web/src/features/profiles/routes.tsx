import { Navigate, type RouteObject } from 'react-router';
import { page } from '../../components/page/lazy-page';

const publicProfilePage = page(() => import('./public-profile-page'));

/** Signed-in routes owned by profiles and onboarding (mounted inside the auth guard). */
// The onboarding dialog itself is mounted once by the shell (app/root-shell.tsx) over every signed-in page.
export const profileSignedInRoutes: RouteObject[] = [
  { path: '/dashboard', lazy: page(() => import('../dashboard/dashboard-page')) },
  { path: '/settings', lazy: page(() => import('../settings/settings-page')) },
  { path: '/profile', lazy: page(() => import('./own-profile-page')) },
  { path: '/profile/edit', lazy: page(() => import('./profile-edit-page')) },
  { path: '/profile/:id', lazy: publicProfilePage },
  { path: '/model/:identifier', lazy: publicProfilePage },
  // Return address after external verification (spec §2): the dialog resumes at the saved step.
  { path: '/onboarding', element: <Navigate to="/dashboard" replace /> },
];

/** Public routes owned by profiles: the /{slug} catch-all (mounted last, before 404). */
export const profilePublicRoutes: RouteObject[] = [{ path: '/:slug', lazy: publicProfilePage }];
