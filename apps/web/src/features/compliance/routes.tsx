import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

/** The compliance hub's pages in the app (spec §2): single sign-on, the hub's return, the compliance center. */
export const complianceRoutes: FeatureRoutes = {
  public: [
    { path: '/sso/login', lazy: page(() => import('./sso-login-page')) },
    { path: '/oauth/callback', lazy: page(() => import('./oauth-callback-page')) },
  ],
  member: [{ path: '/compliance', lazy: page(() => import('./compliance-page')) }],
};
