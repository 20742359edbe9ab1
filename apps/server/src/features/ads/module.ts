import { defineModule } from '../../platform/modules.ts';
import { adCreativeModerationType } from './moderation.ts';
import { adsRoutes } from './routes.ts';
import { defineAdJobs } from './service.ts';

export const adsModule = defineModule({
  name: 'ads',
  routes: adsRoutes,
  jobs: defineAdJobs,
  extend: {
    'moderation.kind': [adCreativeModerationType],
  },
});
