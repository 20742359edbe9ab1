import { defineModule } from '../../platform/modules.ts';
import { billingRoutes } from './routes.ts';
import { paymentsHealth, subscriptionSummary } from './service.ts';

export const billingModule = defineModule({
  name: 'billing',
  routes: billingRoutes,
  extend: {
    'system.part_probe': [{ part: 'payments', probe: paymentsHealth }],
  },
  provide: {
    'billing.subscription_summary': subscriptionSummary,
  },
});
