import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const dashboardRoutes: FeatureRoutes = {
  member: [{ path: '/dashboard', lazy: page(() => import('./dashboard-page')) }],
};
