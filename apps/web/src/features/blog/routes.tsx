import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

export const blogRoutes: FeatureRoutes = {
  public: [
    { path: '/blog', lazy: page(() => import('./blog-list-page')) },
    { path: '/blog/:id', lazy: page(() => import('./blog-post-page')) },
  ],
  // The writing desk (issue 31): staff holding the content permission (the API enforces the same rule).
  content: [
    { path: '/admin/blog', lazy: page(() => import('./desk-page')) },
    { path: '/admin/blog/new', lazy: page(() => import('./editor-page')) },
    { path: '/admin/blog/:id', lazy: page(() => import('./editor-page')) },
  ],
};
