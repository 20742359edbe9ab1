import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

const publicProfilePage = page(() => import('./public-profile-page'));

export const profileRoutes: FeatureRoutes = {
  member: [
    { path: '/profile', lazy: page(() => import('./own-profile-page')) },
    { path: '/profile/edit', lazy: page(() => import('./profile-edit-page')) },
    { path: '/profile/:id', lazy: publicProfilePage },
    { path: '/model/:identifier', lazy: publicProfilePage },
  ],
  // /location (spec §2: needs a complete profile).
  complete: [{ path: '/location', lazy: page(() => import('./location-page')) }],
  // The /{slug} catch-all, matched after every other route (before 404).
  last: [{ path: '/:slug', lazy: publicProfilePage }],
};
