import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

/** Company and legal pages and the sitemap. Each page is its own chunk; none reads through TanStack Query (first pages). */
export const publicRoutes: FeatureRoutes = {
  plain: [
    { path: '/about', lazy: page(() => import('./about-page')) },
    { path: '/features', lazy: page(() => import('./features-page')) },
    { path: '/pricing', lazy: page(() => import('./pricing-page')) },
    { path: '/studios', lazy: page(() => import('./studios-page')) },
    { path: '/ambassadors', lazy: page(() => import('./ambassadors-page')) },
    { path: '/careers', lazy: page(() => import('./careers-page')) },
    { path: '/sitemap', lazy: page(() => import('./sitemap-page')) },
    { path: '/legal', lazy: page(() => import('./legal/legal-index-page')) },
    { path: '/terms', lazy: page(() => import('./legal/terms-page')) },
    { path: '/privacy', lazy: page(() => import('./legal/privacy-page')) },
    { path: '/cookie-policy', lazy: page(() => import('./legal/cookie-policy-page')) },
    { path: '/2257-statement', lazy: page(() => import('./legal/statement-2257-page')) },
    { path: '/dmca', lazy: page(() => import('./legal/dmca-page')) },
    { path: '/rse-policy', lazy: page(() => import('./legal/rse-policy-page')) },
  ],
};
