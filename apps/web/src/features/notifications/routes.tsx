import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const notificationRoutes: FeatureRoutes = {
  // An e-mail's unsubscribe link works without signing in.
  public: [{ path: '/unsubscribe', lazy: page(() => import('./unsubscribe-page')) }],
};
