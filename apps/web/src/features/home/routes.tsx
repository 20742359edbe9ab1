import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const homeRoutes: FeatureRoutes = {
  plain: [{ path: '/', lazy: page(() => import('./home-page')) }],
};
