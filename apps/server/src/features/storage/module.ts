import { defineModule } from '../../platform/modules.ts';
import { storageRoutes } from './routes.ts';

export const storageModule = defineModule({
  name: 'storage',
  routes: storageRoutes,
});
