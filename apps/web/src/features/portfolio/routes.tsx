import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const portfolioRoutes: FeatureRoutes = {
  public: [{ path: '/portfolio/share', lazy: page(() => import('./share-page')) }],
};
