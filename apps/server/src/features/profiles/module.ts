import { defineModule } from '../../platform/modules.ts';
import { profileRoutes } from './routes.ts';
import { createProfile } from './service.ts';

export const profilesModule = defineModule({
  name: 'profiles',
  routes: profileRoutes,
  need: ['business.profile_state'],
  on: {
    'auth.member_created': (_ctx, e) => createProfile(e.tx, e.userId, e.profileType),
  },
});
