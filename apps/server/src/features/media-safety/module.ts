import { defineModule } from '../../platform/modules.ts';
import { mediaSafetyRoutes } from './routes.ts';
import { mediaBlockModerationType } from './service.ts';

export const mediaSafetyModule = defineModule({
  name: 'media-safety',
  routes: mediaSafetyRoutes,
  extend: {
    'moderation.kind': [mediaBlockModerationType],
  },
});
