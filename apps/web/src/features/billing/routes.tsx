import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// Billing (issue 14): the member's subscriptions and invoices, the return pages after checkout, the
// business plans, and the admins' webhook events.
export const billingRoutes: FeatureRoutes = {
  member: [
    { path: '/subscription-management', lazy: page(() => import('./subscription-page')) },
    { path: '/subscription-management/success', lazy: page(() => import('./checkout-return-page')) },
    { path: '/subscription-management/cancelled', lazy: page(() => import('./checkout-return-page')) },
    { path: '/business-pricing', lazy: page(() => import('./business-pricing-page')) },
  ],
  admin: [{ path: '/admin/billing', lazy: page(() => import('./admin-billing-page')) }],
};
