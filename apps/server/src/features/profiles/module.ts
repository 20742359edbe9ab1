import { defineModule } from '../../platform/modules.ts';
import { avatarModerationType } from './avatar-moderation.ts';
import { profilePageStatus } from './routes.ts';
import { memberCards } from './service.ts';

// Its routes are still given in app.ts (they take the business feature's answer as an option) until that answer is a provision.
export const profilesModule = defineModule({
  name: 'profiles',
  provide: { 'profiles.member_cards': memberCards },
  extend: {
    'moderation.kind': [avatarModerationType],
    'http.page_status': profilePageStatus,
  },
});
