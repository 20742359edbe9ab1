import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// Signed outgoing webhooks (issue 17, developer settings part 2): enterprise accounts only (the page says so to anyone else).
export const webhookRoutes: FeatureRoutes = {
  member: [{ path: '/enterprise/developer-settings/webhooks', lazy: page(() => import('./webhooks-page')) }],
};
