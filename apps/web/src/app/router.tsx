import { createBrowserRouter } from 'react-router';
import { NotFoundPage, RootErrorPage } from './error-pages';
import { RequireAuth } from './guards';
import { RootLayout } from './layout';

// Every page is lazy-loaded so the first page ships little JavaScript (issue: initial JS budget).
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    children: [
      { path: '/', lazy: page(() => import('../features/home/home-page')) },
      { path: '/auth', lazy: page(() => import('../features/auth/auth-page')) },
      { path: '/signup', lazy: page(() => import('../features/auth/auth-page')) },
      { path: '/auth/reset-password', lazy: page(() => import('../features/auth/reset-password-page')) },
      {
        element: <RequireAuth />,
        children: [{ path: '/dashboard', lazy: page(() => import('../features/dashboard/dashboard-page')) }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
