import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const analyticsRoutes: FeatureRoutes = {
  // Profile analytics (issue 35): every signed-in member's own figures.
  member: [{ path: '/analytics', lazy: page(() => import('./analytics-page')) }],
};
