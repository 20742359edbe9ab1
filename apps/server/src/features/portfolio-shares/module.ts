import { defineModule } from '../../platform/modules.ts';
import { portfolioShareRoutes } from './routes.ts';

export const portfolioSharesModule = defineModule({
  name: 'portfolio-shares',
  routes: portfolioShareRoutes,
});
