import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const blogRoutes: FeatureRoutes = {
  public: [
    { path: '/blog', lazy: page(() => import('./blog-list-page')) },
    { path: '/blog/:id', lazy: page(() => import('./blog-post-page')) },
  ],
};
