import { defineModule } from '../../platform/modules.ts';
import { mediaSafetyRoutes } from './routes.ts';

export const mediaSafetyModule = defineModule({
  name: 'media-safety',
  routes: mediaSafetyRoutes,
});
