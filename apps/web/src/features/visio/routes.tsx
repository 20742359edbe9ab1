import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// MB Visio (issue 16): the app's home is the app store's /apps/mb-visio (VisioHome inside it); the
// invite link opens the room page, for the host and the members invited (who need not install the app).
export const visioRoutes: FeatureRoutes = {
  member: [{ path: '/apps/mb-visio/rooms/:id', lazy: page(() => import('./call-page')) }],
};
