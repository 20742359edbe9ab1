import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const feedRoutes: FeatureRoutes = {
  member: [{ path: '/activity-feed', lazy: page(() => import('./feed-page')) }],
};
