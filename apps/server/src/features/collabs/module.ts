import { defineModule } from '../../platform/modules.ts';
import { collabRoutes } from './routes.ts';
import { collabFileGuard, defineCollabJobs, openCollaboration } from './service.ts';

export const collabsModule = defineModule({
  name: 'collabs',
  routes: collabRoutes,
  jobs: defineCollabJobs,
  extend: {
    'storage.bucket_guard': [{ bucket: 'collabs', guard: collabFileGuard }],
  },
  provide: {
    'collabs.open_collaboration': openCollaboration,
  },
});
