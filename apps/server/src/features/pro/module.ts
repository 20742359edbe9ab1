import { defineModule } from '../../platform/modules.ts';
import { proRoutes } from './routes.ts';
import { defineProJobs } from './service.ts';

export const proModule = defineModule({
  name: 'pro',
  routes: proRoutes,
  jobs: defineProJobs,
  need: ['billing.subscription_summary'],
});
