import { defineModule } from '../../platform/modules.ts';
import { visioRoutes } from './routes.ts';
import { defineVisioJobs, visioTopic } from './service.ts';

export const visioModule = defineModule({
  name: 'visio',
  routes: visioRoutes,
  jobs: defineVisioJobs,
  extend: {
    'realtime.topic': [{ kind: 'visio', def: visioTopic }],
  },
});
