import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const directoryRoutes: FeatureRoutes = {
  public: [
    { path: '/business-directory', lazy: page(() => import('./directory-page')) },
    { path: '/business/:id', lazy: page(() => import('./listing-page')) },
  ],
};
