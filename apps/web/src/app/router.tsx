import type { StaffRule } from '@mb/contract/staff-rule';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/page/not-found-page';
import type { FeatureRoutes } from '../lib/feature-routes';
import { PageErrorPage, RootErrorPage } from './error-pages';
import { FEATURE_ROUTES } from './feature-routes';
import { RequireAuth, RequireCompleteProfile, RequireStaff } from './guards';
import { AppLayout } from './layout';
import { PageSkeleton } from './page-skeleton';
import { RootShell } from './root-shell';

// Each feature registers its own routes (see ./feature-routes.ts), grouped by who may open them; this file
// only arranges the groups: which sit in the app layout, and which guard stands in front of each.
const all = (group: keyof FeatureRoutes): RouteObject[] => FEATURE_ROUTES.flatMap((f) => f[group] ?? []);

// Which staff may open what (spec §2, §6). Moderation is open to every staff role: the header button and
// sidebar item are shown to all staff, so an editor is not sent to a page that turns them away.
const STAFF_RULES: Record<'staff' | 'admin' | 'admin-moderation', StaffRule> = {
  staff: {},
  admin: { admin: true },
  'admin-moderation': { admin: true, permissions: ['content_moderation'] },
};

export const router = createBrowserRouter([
  {
    element: <RootShell />,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      {
        element: <AppLayout />,
        children: [
          {
            // Pages fail and load inside the layout, so the header and footer stay put.
            errorElement: <PageErrorPage />,
            hydrateFallbackElement: <PageSkeleton />,
            children: [
              ...all('public'),
              {
                element: <RequireAuth />,
                children: [
                  ...all('member'),
                  { element: <RequireCompleteProfile />, children: all('complete') },
                  ...(['staff', 'admin', 'admin-moderation'] as const).map((access) => ({
                    element: <RequireStaff rule={STAFF_RULES[access]} />,
                    children: all(access),
                  })),
                ],
              },
              ...all('last'),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        // Spec §2: /messages has no app layout.
        element: <RequireAuth />,
        errorElement: <PageErrorPage />,
        hydrateFallbackElement: <PageSkeleton />,
        children: all('bare'),
      },
    ],
  },
]);
