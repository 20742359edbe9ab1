import { defineModule } from '../../platform/modules.ts';
import { avatarModerationType } from './avatar-moderation.ts';
import { ownerPictureGuard } from './geo.ts';
import { profilePageStatus, profileRoutes } from './routes.ts';
import { createProfile, memberCards } from './service.ts';

export const profilesModule = defineModule({
  name: 'profiles',
  routes: profileRoutes,
  provide: { 'profiles.member_cards': memberCards },
  extend: {
    'moderation.kind': [avatarModerationType],
    'http.page_status': profilePageStatus,
    'storage.bucket_guard': [{ bucket: 'avatars', guard: ownerPictureGuard }],
  },
  need: ['business.profile_state', 'geoblock.hidden_owners', 'geoblock.hides_somewhere'],
  on: {
    'auth.member_created': (_ctx, e) => createProfile(e.tx, e.userId, e.profileType),
  },
});
