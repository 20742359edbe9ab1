import { defineModule } from '../../platform/modules.ts';
import { billingRoutes } from './routes.ts';

export const billingModule = defineModule({
  name: 'billing',
  routes: billingRoutes,
});
