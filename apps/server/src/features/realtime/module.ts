import { defineModule } from '../../platform/modules.ts';
import { realtimeRoutes } from './routes.ts';

export const realtimeModule = defineModule({
  name: 'realtime',
  routes: realtimeRoutes,
});
