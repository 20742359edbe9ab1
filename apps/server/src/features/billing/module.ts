import { defineModule } from '../../platform/modules.ts';
import { billingRoutes } from './routes.ts';
import { subscriptionSummary } from './service.ts';

export const billingModule = defineModule({
  name: 'billing',
  routes: billingRoutes,
  provide: {
    'billing.subscription_summary': subscriptionSummary,
  },
});
