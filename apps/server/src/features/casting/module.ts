import { defineModule } from '../../platform/modules.ts';
import { castingRoutes } from './routes.ts';

export const castingModule = defineModule({
  name: 'casting',
  routes: castingRoutes,
  need: ['collabs.open_collaboration'],
});
