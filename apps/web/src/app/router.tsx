import { createBrowserRouter } from 'react-router';
import { placeholderBareRoutes, placeholderMemberRoutes, placeholderPublicRoutes } from '../features/placeholder/routes';
import { profilePublicRoutes, profileSignedInRoutes } from '../features/profiles/routes';
import { publicRoutes } from '../features/public/routes';
import { NotFoundPage, PageErrorPage, RootErrorPage } from './error-pages';
import { RequireAuth } from './guards';
import { AppLayout } from './layout';
import { page } from '../components/page/lazy-page';
import { PageSkeleton } from './page-skeleton';
import { RootShell } from './root-shell';

// Route lists come from each feature (public site, profiles, placeholders for later issues); this file
// only arranges them: which sit in the app layout, which need a session.
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
              ...publicRoutes,
              { path: '/auth', lazy: page(() => import('../features/auth/auth-page')) },
              { path: '/signup', lazy: page(() => import('../features/auth/auth-page')) },
              { path: '/auth/reset-password', lazy: page(() => import('../features/auth/reset-password-page')) },
              ...placeholderPublicRoutes,
              { element: <RequireAuth />, children: [...profileSignedInRoutes, ...placeholderMemberRoutes] },
              ...profilePublicRoutes,
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
        children: placeholderBareRoutes,
      },
    ],
  },
]);
