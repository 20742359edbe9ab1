import { defineModule } from '../../platform/modules.ts';
import { networkRoutes } from './routes.ts';

export const networkModule = defineModule({
  name: 'network',
  routes: networkRoutes,
});
