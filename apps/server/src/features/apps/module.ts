import { defineModule } from '../../platform/modules.ts';
import { appStoreRoutes } from './routes.ts';

export const appsModule = defineModule({
  name: 'apps',
  routes: appStoreRoutes,
});
