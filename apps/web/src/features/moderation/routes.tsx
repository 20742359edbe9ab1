import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const moderationRoutes: FeatureRoutes = {
  // The 'staff' group's guard holds /moderation's rule (spec §6: admin or moderator with content_moderation).
  staff: [{ path: '/moderation', lazy: page(() => import('./moderation-page')) }],
};
