import { defineModule } from '../../platform/modules.ts';
import { businessListingModerationType } from './moderation.ts';
import { businessRoutes } from './routes.ts';

export const businessModule = defineModule({
  name: 'business',
  routes: businessRoutes,
  extend: {
    'moderation.kind': [businessListingModerationType],
  },
});
