import { defineModule } from '../../platform/modules.ts';
import { trophyRoutes } from './routes.ts';
import { defineTrophyJobs } from './service.ts';

export const trophyModule = defineModule({
  name: 'trophy',
  routes: trophyRoutes,
  jobs: defineTrophyJobs,
});
