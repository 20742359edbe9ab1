import { createBrowserRouter } from 'react-router';
import { profilePublicRoutes, profileSignedInRoutes } from '../features/profiles/routes';
import { publicRoutes } from '../features/public/routes';
import { NotFoundPage, RootErrorPage } from './error-pages';
import { RequireAuth } from './guards';
import { RootLayout } from './layout';
import { page } from './lazy-page';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    children: [
      ...publicRoutes,
      { path: '/auth', lazy: page(() => import('../features/auth/auth-page')) },
      { path: '/signup', lazy: page(() => import('../features/auth/auth-page')) },
      { path: '/auth/reset-password', lazy: page(() => import('../features/auth/reset-password-page')) },
      { element: <RequireAuth />, children: [...profileSignedInRoutes] },
      ...profilePublicRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
