import { defineModule } from '../../platform/modules.ts';
import { healthRoutes } from './routes.ts';

export const healthModule = defineModule({
  name: 'health',
  routes: healthRoutes,
});
