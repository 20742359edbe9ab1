import { defineModule } from '../../platform/modules.ts';
import { reportModerationType } from './reports.ts';
import { moderationRoutes } from './routes.ts';

export const moderationModule = defineModule({
  name: 'moderation',
  routes: moderationRoutes,
  need: ['profiles.member_cards'],
  extend: {
    'moderation.kind': [reportModerationType],
  },
});
