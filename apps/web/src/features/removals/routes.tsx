import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// Removal requests, complaints and DMCA (issue 18): one address for everyone (the member's first page
// carries every route, so there is one): /removal-requests/new is the form; /removal-requests/{reference}
// is the requester's page with the mailed token, or the uploader's takedown page when signed in.
export const removalRoutes: FeatureRoutes = {
  public: [{ path: '/removal-requests/:reference', lazy: page(() => import('./removal-page')) }],
};
