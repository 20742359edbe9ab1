import { defineModule } from '../../platform/modules.ts';
import { securityRoutes } from './routes.ts';
import { registerSecurityJobs } from './service.ts';

export const securityModule = defineModule({
  name: 'security',
  routes: securityRoutes,
  jobs: registerSecurityJobs,
});
