import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const contactRoutes: FeatureRoutes = {
  public: [{ path: '/contact', lazy: page(() => import('./contact-page')) }],
};
