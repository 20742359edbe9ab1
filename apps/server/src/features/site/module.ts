import { defineModule } from '../../platform/modules.ts';
import { siteRoutes } from './routes.ts';

export const siteModule = defineModule({
  name: 'site',
  routes: siteRoutes,
});
