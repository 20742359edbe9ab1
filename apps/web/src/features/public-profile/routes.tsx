import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

const publicProfilePage = page(() => import('./public-profile-page'));

export const publicProfileRoutes: FeatureRoutes = {
  member: [
    { path: '/profile/:id', lazy: publicProfilePage },
    { path: '/model/:identifier', lazy: publicProfilePage },
  ],
  // The /{slug} catch-all, matched after every other route (before 404).
  last: [{ path: '/:slug', lazy: publicProfilePage }],
};
