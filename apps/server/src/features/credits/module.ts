import { defineModule } from '../../platform/modules.ts';
import { creditsRoutes } from './routes.ts';
import { defineCreditsJobs } from './service.ts';

export const creditsModule = defineModule({
  name: 'credits',
  routes: creditsRoutes,
  jobs: defineCreditsJobs,
});
