import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// The 2257 records (issue 18): staff holding the `records` permission only (the API enforces the same
// rule). The member's own legal identity card lives on /compliance (RecordsIdentityCard, index.ts).
export const recordsRoutes: FeatureRoutes = {
  records: [
    { path: '/admin/records', lazy: page(() => import('./records-page')) },
    { path: '/admin/records/:itemId', lazy: page(() => import('./record-page')) },
  ],
};
