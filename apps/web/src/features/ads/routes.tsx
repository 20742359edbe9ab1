import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// Ads (issue 14): /ads, the advertiser's campaigns (others see how to become one; the API enforces it).
export const adsRoutes: FeatureRoutes = {
  member: [{ path: '/ads', lazy: page(() => import('./ads-page')) }],
};
