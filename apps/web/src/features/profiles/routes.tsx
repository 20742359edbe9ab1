import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const profileRoutes: FeatureRoutes = {
  member: [
    { path: '/profile', lazy: page(() => import('./own-profile-page')) },
    { path: '/profile/edit', lazy: page(() => import('./profile-edit-page')) },
  ],
  // /location (spec §2: needs a complete profile).
  complete: [{ path: '/location', lazy: page(() => import('./location-page')) }],
};
