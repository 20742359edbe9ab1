import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page';

/** Signed-in routes owned by profiles and onboarding (mounted inside the auth guard). */
export const profileSignedInRoutes: RouteObject[] = [{ path: '/dashboard', lazy: page(() => import('../dashboard/dashboard-page')) }];

/** Public routes owned by profiles: the /{slug} catch-all and friends (mounted last, before 404). */
export const profilePublicRoutes: RouteObject[] = [];
