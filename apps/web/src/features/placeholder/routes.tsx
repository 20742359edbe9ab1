import type { PageAccess } from '@mb/contract/app-routes';
import { PLACEHOLDER_TABLE } from '@mb/contract/placeholder-table';
import type { RouteObject } from 'react-router';
import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

const lazy = page(() => import('./placeholder-page'));

// The generated table (paths and access only), not app-routes.ts: the router is part of the first page,
// and the page reads its title and sentence from the page table when it opens.
type Row = (typeof PLACEHOLDER_TABLE)[number];
const toRoute = (p: Row): RouteObject => ({ path: p.path, lazy, handle: { placeholder: p.path } });
const pick = (access: PageAccess, layout: 'app' | 'bare' = 'app') =>
  PLACEHOLDER_TABLE.filter((p) => p.access === access && (p.layout ?? 'app') === layout).map(toRoute);

/** The 'coming soon' pages of later issues, each behind the guard its access names. */
export const placeholderRoutes: FeatureRoutes = {
  public: pick('public'),
  member: pick('member'),
  complete: pick('complete'),
  staff: pick('staff'),
  admin: pick('admin'),
  'admin-moderation': pick('admin-moderation'),
  bare: pick('member', 'bare'),
};
