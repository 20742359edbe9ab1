import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// MB Events (issue 15). /events/{eventId} is public (spec §2) and the same page serves members (their
// /events/{id}); /event/{eventId} redirects to it. The organizer's pages need the app; the API enforces it.
export const eventsRoutes: FeatureRoutes = {
  public: [{ path: '/events/:eventId', lazy: page(() => import('./event-page')) }],
  member: [
    { path: '/events', lazy: page(() => import('./events-page')) },
    { path: '/event/:eventId', lazy: page(() => import('./event-redirect')) },
    { path: '/app/mb-events', lazy: page(() => import('./organizer-page')) },
    { path: '/app/mb-events/manage/:eventId', lazy: page(() => import('./manage-page')) },
  ],
};
