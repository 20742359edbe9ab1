import { defineModule } from '../../platform/modules.ts';
import { recordsRoutes } from './routes.ts';

export const recordsModule = defineModule({
  name: 'records',
  routes: recordsRoutes,
});
