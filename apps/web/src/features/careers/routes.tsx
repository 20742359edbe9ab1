import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const careersRoutes: FeatureRoutes = {
  // The careers desk (issue 31): staff holding the content permission (the API enforces the same rule).
  // The public /careers page itself is the public feature's.
  content: [{ path: '/admin/careers', lazy: page(() => import('./desk-page')) }],
};
