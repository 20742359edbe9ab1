import { defineModule } from '../../platform/modules.ts';
import { creditsRoutes } from './routes.ts';
import { defineCreditsJobs, releaseForStaff, stillTagged, tagReader } from './service.ts';

export const creditsModule = defineModule({
  name: 'credits',
  routes: creditsRoutes,
  jobs: defineCreditsJobs,
  provide: {
    'credits.item_tags': tagReader,
    'credits.release_link': releaseForStaff,
    'credits.still_tagged': stillTagged,
  },
});
