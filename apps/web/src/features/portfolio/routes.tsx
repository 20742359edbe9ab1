import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// Both addresses open the owner's manager (spec §2): /my-portfolio for any member, /portfolio (the
// profile menu's 'My Portfolio') once the profile is complete. One chunk, with @dnd-kit inside it.
const manager = page(() => import('./manager-page'));

export const portfolioRoutes: FeatureRoutes = {
  member: [{ path: '/my-portfolio', lazy: manager }],
  complete: [{ path: '/portfolio', lazy: manager }],
  public: [{ path: '/portfolio/share', lazy: page(() => import('./share-page')) }],
};
