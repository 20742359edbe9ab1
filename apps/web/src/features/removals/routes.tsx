import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// Removal requests, complaints and DMCA (issue 18): anyone files a request and follows it on its page
// (the mailed token is the key); the uploader reads a takedown of their content and counter-notices.
export const removalRoutes: FeatureRoutes = {
  public: [
    { path: '/removal-requests/new', lazy: page(() => import('./request-page')) },
    { path: '/removal-requests/:reference', lazy: page(() => import('./status-page')) },
  ],
  member: [{ path: '/takedowns/:reference', lazy: page(() => import('./takedown-page')) }],
};
