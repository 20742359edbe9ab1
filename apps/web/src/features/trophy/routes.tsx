import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// MB Trophy (issue 16): the app's home is the app store's /apps/mb-trophy (TrophyHome inside it, for
// organizers); these are its other pages. An award's page and the list of awards are public (published
// results are for everyone); nominating and voting need a session, and no installation.
export const trophyRoutes: FeatureRoutes = {
  public: [
    { path: '/apps/mb-trophy/awards', lazy: page(() => import('./awards-page')) },
    { path: '/apps/mb-trophy/awards/:awardId', lazy: page(() => import('./award-page')) },
  ],
  member: [
    { path: '/apps/mb-trophy/manage/:awardId', lazy: page(() => import('./manage-page')) },
    { path: '/apps/mb-trophy/nominations', lazy: page(() => import('./nominations-page')) },
    { path: '/apps/mb-trophy/trophies', lazy: page(() => import('./trophies-page')) },
  ],
};
