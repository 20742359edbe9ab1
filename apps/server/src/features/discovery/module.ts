import { defineModule } from '../../platform/modules.ts';
import { discoveryRoutes } from './routes.ts';

export const discoveryModule = defineModule({
  name: 'discovery',
  routes: discoveryRoutes,
});
