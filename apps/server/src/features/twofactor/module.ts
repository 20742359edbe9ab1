import { defineModule } from '../../platform/modules.ts';
import { twoFactorRoutes } from './routes.ts';
import { defineTwoFactorJobs, signInChallenge } from './service.ts';

export const twofactorModule = defineModule({
  name: 'twofactor',
  routes: twoFactorRoutes,
  jobs: defineTwoFactorJobs,
  provide: {
    'twofactor.sign_in_challenge': signInChallenge,
  },
});
