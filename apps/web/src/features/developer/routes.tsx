import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// Developer settings (issue 17): API keys and the public API's documentation, for enterprise accounts.
// The webhooks page (/enterprise/developer-settings/webhooks) is its own feature's.
export const developerRoutes: FeatureRoutes = {
  member: [
    { path: '/enterprise/developer-settings', lazy: page(() => import('./developer-settings-page')) },
    { path: '/enterprise/developer-settings/docs', lazy: page(() => import('./api-docs-page')) },
  ],
};
