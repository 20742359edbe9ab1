import { defineModule } from '../../platform/modules.ts';
import { businessListingModerationType } from './moderation.ts';
import { businessRoutes } from './routes.ts';
import { businessState } from './service.ts';

export const businessModule = defineModule({
  name: 'business',
  routes: businessRoutes,
  extend: {
    'moderation.kind': [businessListingModerationType],
  },
  provide: {
    'business.profile_state': businessState,
  },
});
