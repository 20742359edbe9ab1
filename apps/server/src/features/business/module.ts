import { defineModule } from '../../platform/modules.ts';
import { businessRoutes } from './routes.ts';

export const businessModule = defineModule({
  name: 'business',
  routes: businessRoutes,
});
