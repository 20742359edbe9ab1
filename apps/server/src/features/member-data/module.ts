import { defineModule } from '../../platform/modules.ts';
import { memberDataRoutes } from './routes.ts';
import { cancelOnSignIn, defineMemberDataJobs } from './service.ts';

export const memberDataModule = defineModule({
  name: 'member-data',
  routes: memberDataRoutes,
  jobs: defineMemberDataJobs,
  on: {
    'auth.signed_in': (ctx, e) => cancelOnSignIn(ctx, e.userId),
  },
});
