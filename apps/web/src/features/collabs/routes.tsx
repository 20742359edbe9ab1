import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// /collabs, /collab/{id}, /collab/{id}/{tab} need a complete profile (spec §2); /editor-queue is for
// post-production editors and admins (the page checks the staff role; the API enforces it).
export const collabRoutes: FeatureRoutes = {
  complete: [
    { path: '/collabs', lazy: page(() => import('./collabs-page')) },
    { path: '/collab/:id', lazy: page(() => import('./collab-page')) },
    { path: '/collab/:id/:tab', lazy: page(() => import('./collab-page')) },
  ],
  member: [{ path: '/editor-queue', lazy: page(() => import('./editor-queue-page')) }],
};
