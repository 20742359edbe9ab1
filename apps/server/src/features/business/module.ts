import { defineModule } from '../../platform/modules.ts';
import * as profiles from '../profiles/index.ts';
import { businessListingModerationType } from './moderation.ts';
import { businessRoutes } from './routes.ts';
import { businessState } from './service.ts';

export const businessModule = defineModule({
  name: 'business',
  routes: businessRoutes,
  extend: {
    'moderation.kind': [businessListingModerationType],
    // Logos, covers and event pictures are keyed by their owner: refused where the owner hides from (geo-blocking).
    'storage.bucket_guard': [{ bucket: 'business-logos', guard: profiles.ownerPictureGuard }],
  },
  provide: {
    'business.profile_state': businessState,
  },
});
