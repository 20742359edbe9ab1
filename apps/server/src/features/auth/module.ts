import { defineModule } from '../../platform/modules.ts';
import { authRoutes } from './routes.ts';
import { defineAuthJobs } from './service.ts';

export const authModule = defineModule({
  name: 'auth',
  routes: authRoutes,
  jobs: defineAuthJobs,
  need: ['twofactor.sign_in_challenge'],
});
