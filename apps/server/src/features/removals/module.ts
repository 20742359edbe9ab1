import { defineModule } from '../../platform/modules.ts';
import { removalRoutes } from './routes.ts';
import { defineRemovalJobs } from './service.ts';

export const removalsModule = defineModule({
  name: 'removals',
  routes: removalRoutes,
  jobs: defineRemovalJobs,
});
