import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// /my-network: requests, connections, following and followers of the signed-in member (issue 12).
export const networkRoutes: FeatureRoutes = {
  member: [{ path: '/my-network', lazy: page(() => import('./my-network-page')) }],
};
