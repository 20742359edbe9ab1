import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page';

/** Public website routes (home, company and legal pages, blog, contact, sitemap). */
export const publicRoutes: RouteObject[] = [{ path: '/', lazy: page(() => import('../home/home-page')) }];
