import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// Casting (issue 13): /casting (calls and applications), /casting-forms and /studio-news (studios; others
// see a refusal), /casting-proposals (complete profile, spec §2).
export const castingRoutes: FeatureRoutes = {
  member: [
    { path: '/casting', lazy: page(() => import('./casting-page')) },
    { path: '/casting-forms', lazy: page(() => import('./casting-forms-page')) },
    { path: '/studio-news', lazy: page(() => import('./studio-news-page')) },
  ],
  complete: [{ path: '/casting-proposals', lazy: page(() => import('./casting-proposals-page')) }],
  // A casting alert e-mail's unsubscribe link works without signing in.
  public: [{ path: '/casting-alerts/unsubscribe', lazy: page(() => import('./alert-unsubscribe-page')) }],
};
