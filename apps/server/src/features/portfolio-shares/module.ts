import { defineModule } from '../../platform/modules.ts';
import { portfolioShareRoutes } from './routes.ts';
import { isShareLive } from './service.ts';

export const portfolioSharesModule = defineModule({
  name: 'portfolio-shares',
  routes: portfolioShareRoutes,
  provide: {
    'portfolio-shares.share_live': isShareLive,
  },
});
