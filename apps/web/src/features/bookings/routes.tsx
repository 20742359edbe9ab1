import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// MB Bookings (issue 16): the app's home is the app store's /apps/mb-bookings (BookingsHome inside
// it); these are its other pages, each loaded on demand.
export const bookingsRoutes: FeatureRoutes = {
  member: [
    { path: '/apps/mb-bookings/setup', lazy: page(() => import('./setup-page')) },
    { path: '/apps/mb-bookings/my', lazy: page(() => import('./my-bookings-page')) },
    { path: '/apps/mb-bookings/book/:username', lazy: page(() => import('./book-page')) },
  ],
};
