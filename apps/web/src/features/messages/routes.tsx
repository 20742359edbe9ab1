import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// /messages (issue 13): signed-in members, no app layout (spec §2).
export const messagesRoutes: FeatureRoutes = {
  bare: [{ path: '/messages', lazy: page(() => import('./messages-page')) }],
};
