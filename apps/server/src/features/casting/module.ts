import { defineModule } from '../../platform/modules.ts';
import { castingRoutes } from './routes.ts';
import { defineAlertJobs } from './service.ts';

export const castingModule = defineModule({
  name: 'casting',
  routes: castingRoutes,
  jobs: defineAlertJobs,
  need: ['collabs.open_collaboration'],
});
