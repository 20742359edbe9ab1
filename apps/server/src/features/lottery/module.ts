import { defineModule } from '../../platform/modules.ts';
import { lotteryRoutes } from './routes.ts';
import { defineLotteryJobs } from './service.ts';

export const lotteryModule = defineModule({
  name: 'lottery',
  routes: lotteryRoutes,
  jobs: defineLotteryJobs,
});
