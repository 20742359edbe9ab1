import { defineModule } from '../../platform/modules.ts';
import { analyticsRoutes } from './routes.ts';

export const analyticsModule = defineModule({
  name: 'analytics',
  routes: analyticsRoutes,
});
