import { PLACEHOLDERS, type Placeholder, type PlaceholderAccess } from '@mb/contract/app-routes';
import type { RouteObject } from 'react-router';
import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

const lazy = page(() => import('./placeholder-page'));

const toRoute = (p: Placeholder): RouteObject => ({ path: p.path, lazy, handle: { placeholder: p } });
const pick = (access: PlaceholderAccess, layout: 'app' | 'bare' = 'app') =>
  PLACEHOLDERS.filter((p) => p.access === access && (p.layout ?? 'app') === layout).map(toRoute);

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
