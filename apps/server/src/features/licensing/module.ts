import { defineModule } from '../../platform/modules.ts';
import { licensingRoutes } from './routes.ts';
import { defineLicensingJobs, licensePurchase } from './service.ts';

export const licensingModule = defineModule({
  name: 'licensing',
  routes: licensingRoutes,
  jobs: defineLicensingJobs,
  extend: {
    'billing.purchase_purpose': [licensePurchase],
  },
});
