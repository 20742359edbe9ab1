import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// The connection check (issue 31): /cloudflare-test is a members' route (spec §2); its API is too.
export const diagnosticsRoutes: FeatureRoutes = {
  member: [{ path: '/cloudflare-test', lazy: page(() => import('./connection-check-page')) }],
};
