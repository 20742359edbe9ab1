import { ADMIN_RULE, CONTENT_RULE, LOTTERY_RULE, MODERATION_RULE, RECORDS_RULE, type StaffRule } from '@mb/contract/staff-rule';
import type { ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { importWithRetry } from '../components/page/lazy-page';
import { NotFoundPage } from '../components/page/not-found-page';
import type { FeatureRoutes } from '../lib/feature-routes';
import { PageErrorPage, RootErrorPage } from './error-pages';
import { FEATURE_ROUTES } from './feature-routes';
import { AppLayout } from './layout';
import { PageSkeleton } from './page-skeleton';
import { RequireAuth } from './require-auth';
import { RootShell } from './root-shell';

// Each feature registers its own routes (see ./feature-routes.ts), grouped by who may open them; this file
// only arranges the groups: which sit in the app layout, and which guard stands in front of each.
const all = (group: keyof FeatureRoutes): RouteObject[] => FEATURE_ROUTES.flatMap((f) => f[group] ?? []);

// Which staff may open what (spec §2, §6). The 'staff' group is /moderation: by default roles admin and
// moderator, with content_moderation checked on its own; the header button and sidebar item follow the
// same rule. The server's moderation routes enforce it again.
const STAFF_RULES: Record<'staff' | 'admin' | 'admin-moderation' | 'records' | 'content', StaffRule> = {
  staff: MODERATION_RULE,
  admin: ADMIN_RULE,
  // /lottery-redeem and the lottery's staff page (spec §2: admins with content_moderation).
  'admin-moderation': LOTTERY_RULE,
  // The 2257 records (issue 18): the `records` permission alone.
  records: RECORDS_RULE,
  // The blog's writing desk (issue 31): the `content` permission alone.
  content: CONTENT_RULE,
};

// TanStack Query is not part of the first page (docs/ARCHITECTURE.md "First page"): the routes whose
// pages read through it sit below a route that loads the library and provides the client, and the
// guards that read the member's profile or staff status load with the routes they guard. A route's
// lazy is resolved before the route renders, so a guarded page never shows without its guard.
const queryRoutes = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await importWithRetry(() => import('../lib/query'))).QueryOutlet }),
  children,
});
type Guards = typeof import('./guards');
const guarded = (guard: (g: Guards) => ReactElement, children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ element: guard(await importWithRetry(() => import('./guards'))) }),
  children,
});

/** The app's route tree: the browser's router (createAppRouter) and the build's prerender (entry-server.tsx) share it. */
export const routes: RouteObject[] = [
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
              ...all('plain'),
              queryRoutes([
                ...all('public'),
                {
                  element: <RequireAuth />,
                  children: [
                    ...all('member'),
                    guarded((g) => <g.RequireCompleteProfile />, all('complete')),
                    // The first-admin setup is offered on the first two groups only (staff, admin).
                    ...(['staff', 'admin', 'admin-moderation', 'records', 'content'] as const).map((access, i) =>
                      guarded((g) => <g.RequireStaff rule={STAFF_RULES[access]} bootstrap={i < 2} />, all(access)),
                    ),
                  ],
                },
                ...all('last'),
              ]),
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
        children: [queryRoutes(all('bare'))],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the router has loaded the lazy pages its first location matches (it starts loading them
 * when it is created): a prerendered or server-rendered page then hydrates with its own component
 * instead of the fallback skeleton, which would not match the HTML. The router matches the path against
 * the route table it has already flattened; a second `matchRoutes` here would flatten it again.
 */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
