import { defineModule } from '../../platform/modules.ts';
import { twoFactorRoutes } from './routes.ts';
import { defineTwoFactorJobs } from './service.ts';

export const twofactorModule = defineModule({
  name: 'twofactor',
  routes: twoFactorRoutes,
  jobs: defineTwoFactorJobs,
});
