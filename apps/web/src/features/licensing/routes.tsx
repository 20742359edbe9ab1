import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// MB Licensing (issue 16): the licensee's home is the app store's /apps/mb-licensing (LicensingHome
// inside it); the creator's offers page and a license's page are members' pages; anyone verifies a code.
export const licensingRoutes: FeatureRoutes = {
  public: [
    { path: '/licenses/verify', lazy: page(() => import('./verify-page')) },
    { path: '/licenses/verify/:code', lazy: page(() => import('./verify-page')) },
  ],
  member: [
    { path: '/apps/mb-licensing/offers', lazy: page(() => import('./offers-page')) },
    { path: '/apps/mb-licensing/licenses/:id', lazy: page(() => import('./license-page')) },
  ],
};
