import { defineModule } from '../../platform/modules.ts';
import { careersRoutes } from './routes.ts';

export const careersModule = defineModule({
  name: 'careers',
  routes: careersRoutes,
});
