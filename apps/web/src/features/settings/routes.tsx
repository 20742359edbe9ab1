import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const settingsRoutes: FeatureRoutes = {
  member: [{ path: '/settings', lazy: page(() => import('./settings-page')) }],
};
