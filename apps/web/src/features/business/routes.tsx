import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// The three pages come from one module (the feature's index, which the dashboard and onboarding use
// too), so the business feature is one chunk: every chunk a lazy page may need is named in the first
// page's preload map, and many small ones cost visitors bytes they never use.
const business = () => import('./index');

export const businessRoutes: FeatureRoutes = {
  member: [
    { path: '/business/register', lazy: page(() => business().then((m) => ({ default: m.RegisterPage }))) },
    { path: '/business-profile', lazy: page(() => business().then((m) => ({ default: m.BusinessProfilePage }))) },
    { path: '/business-management', lazy: page(() => business().then((m) => ({ default: m.BusinessHubPage }))) },
  ],
};
