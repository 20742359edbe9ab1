import { defineModule } from '../../platform/modules.ts';
import { removalRoutes } from './routes.ts';
import { defineRemovalJobs, removalModerationType } from './service.ts';

export const removalsModule = defineModule({
  name: 'removals',
  routes: removalRoutes,
  jobs: defineRemovalJobs,
  extend: {
    'moderation.kind': [removalModerationType],
  },
});
