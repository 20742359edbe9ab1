import { defineModule } from '../../platform/modules.ts';
import { collabRoutes } from './routes.ts';
import { collabFileGuard, collabTopic, defineCollabJobs } from './service.ts';

export const collabsModule = defineModule({
  name: 'collabs',
  routes: collabRoutes,
  jobs: defineCollabJobs,
  extend: {
    'storage.bucket_guard': [{ bucket: 'collabs', guard: collabFileGuard }],
    'realtime.topic': [{ kind: 'collab', def: collabTopic }],
  },
});
