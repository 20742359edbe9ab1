import { defineModule } from '../../platform/modules.ts';
import { businessRoutes } from './routes.ts';
import { businessState } from './service.ts';

export const businessModule = defineModule({
  name: 'business',
  routes: businessRoutes,
  provide: {
    'business.profile_state': businessState,
  },
});
