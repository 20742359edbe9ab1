import { defineModule } from '../../platform/modules.ts';
import { feedRoutes } from './routes.ts';
import { feedFileGuard } from './service.ts';

export const feedModule = defineModule({
  name: 'feed',
  routes: feedRoutes,
  extend: {
    'storage.bucket_guard': [{ bucket: 'feed', guard: feedFileGuard }],
  },
});
