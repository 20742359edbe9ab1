import { defineModule } from '../../platform/modules.ts';
import { memberDataRoutes } from './routes.ts';
import { defineMemberDataJobs } from './service.ts';

export const memberDataModule = defineModule({
  name: 'member-data',
  routes: memberDataRoutes,
  jobs: defineMemberDataJobs,
});
