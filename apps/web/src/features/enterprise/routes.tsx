import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// Enterprise accounts and their studios (issue 17): enterprise settings, the studio and enterprise
// dashboards and the public company page.
export const enterpriseRoutes: FeatureRoutes = {
  public: [{ path: '/enterprise/:id', lazy: page(() => import('./public-enterprise-page')) }],
  member: [
    { path: '/enterprise-profile', lazy: page(() => import('./enterprise-profile-page')) },
    { path: '/studio-dashboard', lazy: page(() => import('./studio-dashboard-page')) },
    { path: '/enterprise-invitation', lazy: page(() => import('./enterprise-invitation-page')) },
    { path: '/enterprise-dashboard', lazy: page(() => import('./dashboard-page')) },
  ],
};
