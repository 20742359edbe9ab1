import type { RouteObject } from 'react-router';
import { page } from '../../components/page/lazy-page';

/** Public website routes (home, company and legal pages, blog, contact, sitemap). Each page is its own chunk. */
export const publicRoutes: RouteObject[] = [
  { path: '/', lazy: page(() => import('../home/home-page')) },
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
  { path: '/contact', lazy: page(() => import('../contact/contact-page')) },
  { path: '/blog', lazy: page(() => import('../blog/blog-list-page')) },
  { path: '/blog/:id', lazy: page(() => import('../blog/blog-post-page')) },
];
