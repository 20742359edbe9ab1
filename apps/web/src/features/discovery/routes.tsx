import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const discoveryRoutes: FeatureRoutes = {
  member: [{ path: '/models', lazy: page(() => import('./models-page')) }],
  // Spec §2: /network needs a complete profile.
  complete: [{ path: '/network', lazy: page(() => import('./discover-page')) }],
};
