import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// The digital lottery (issue 17). /digital-lottery and a draw's page are public (spec §2): visitors see
// the draws and are asked to sign in to enter. /lottery-redeem and the staff's draw management are for
// admins with content_moderation (spec §2); the API enforces the same rule.
export const lotteryRoutes: FeatureRoutes = {
  public: [
    { path: '/digital-lottery', lazy: page(() => import('./lottery-page')) },
    { path: '/digital-lottery/:drawId', lazy: page(() => import('./draw-page')) },
  ],
  'admin-moderation': [
    { path: '/lottery-redeem', lazy: page(() => import('./redeem-page')) },
    { path: '/admin/lottery', lazy: page(() => import('./manage-page')) },
  ],
};
