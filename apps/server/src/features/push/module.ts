import { defineModule } from '../../platform/modules.ts';
import { pushRoutes } from './routes.ts';
import { definePushJobs } from './service.ts';

export const pushModule = defineModule({
  name: 'push',
  routes: pushRoutes,
  jobs: definePushJobs,
});
