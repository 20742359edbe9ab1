import { PLACEHOLDERS, type Placeholder, type PlaceholderAccess } from '@mb/contract/app-routes';
import type { StaffRule } from '@mb/contract/staff-rule';
import type { RouteObject } from 'react-router';
import { RequireCompleteProfile, RequireStaff } from '../../app/guards';
import { page } from '../../app/lazy-page';

const lazy = page(() => import('./placeholder-page'));

const toRoute = (p: Placeholder): RouteObject => ({ path: p.path, lazy, handle: { placeholder: p } });
const pick = (access: PlaceholderAccess, layout: 'app' | 'bare' = 'app') =>
  PLACEHOLDERS.filter((p) => p.access === access && (p.layout ?? 'app') === layout).map(toRoute);

// Which staff may open what (spec §2, §6). Moderation is open to every staff role: the header button and
// sidebar item are shown to all staff, so an editor is not sent to a page that turns them away.
const STAFF_RULES: Record<'staff' | 'admin' | 'admin-moderation', StaffRule> = {
  staff: {},
  admin: { admin: true },
  'admin-moderation': { admin: true, permissions: ['content_moderation'] },
};

/** Public placeholder pages, inside the app layout. */
export const placeholderPublicRoutes: RouteObject[] = pick('public');

/** Signed-in placeholder pages, inside the app layout (mounted within the auth guard). */
export const placeholderMemberRoutes: RouteObject[] = [
  ...pick('member'),
  { element: <RequireCompleteProfile />, children: pick('complete') },
  ...(['staff', 'admin', 'admin-moderation'] as const).map((access) => ({
    element: <RequireStaff rule={STAFF_RULES[access]} />,
    children: pick(access),
  })),
];

/** Signed-in placeholder pages without the app layout (/messages). */
export const placeholderBareRoutes: RouteObject[] = pick('member', 'bare');
