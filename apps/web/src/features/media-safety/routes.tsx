import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// Media safety (issue 18): the hash blocklist and the blocked uploads, for the people who run
// /moderation (content_moderation); the API enforces the same rule.
export const mediaSafetyRoutes: FeatureRoutes = {
  staff: [{ path: '/admin/media-safety', lazy: page(() => import('./media-safety-page')) }],
};
