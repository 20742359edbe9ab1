import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

const authPage = page(() => import('./auth-page'));

/** Sign-in, sign-up (the same page, on its Join tab) and password reset. */
export const authRoutes: FeatureRoutes = {
  public: [
    { path: '/auth', lazy: authPage },
    { path: '/signup', lazy: authPage },
    { path: '/auth/reset-password', lazy: page(() => import('./reset-password-page')) },
  ],
};
