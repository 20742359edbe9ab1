import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

/** The admin area (spec §2: admins only); /moderation belongs to the moderation feature. */
export const staffRoutes: FeatureRoutes = {
  admin: [
    { path: '/admin', lazy: page(() => import('./admin-dashboard-page')) },
    { path: '/accounts-management', lazy: page(() => import('./accounts-page')) },
    { path: '/admin/platforms', lazy: page(() => import('./platforms-page')) },
    { path: '/admin/system', lazy: page(() => import('./system-page')) },
  ],
};
