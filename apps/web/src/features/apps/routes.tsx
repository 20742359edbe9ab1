import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// The app store (issue 15): the catalogue, and each app's page (its store page, then its home and
// settings once installed). MB Events' own pages (/app/mb-events) belong to the events feature.
export const appStoreRoutes: FeatureRoutes = {
  member: [
    { path: '/app-store', lazy: page(() => import('./app-store-page')) },
    { path: '/apps/:app_id', lazy: page(() => import('./app-page')) },
  ],
};
