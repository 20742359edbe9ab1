import { defineModule } from '../../platform/modules.ts';
import { portfolioRoutes } from './routes.ts';
import { definePortfolioJobs, portfolioFileGuard, portfolioModerationType } from './service.ts';

export const portfolioModule = defineModule({
  name: 'portfolio',
  routes: portfolioRoutes,
  jobs: definePortfolioJobs,
  extend: {
    'storage.bucket_guard': [{ bucket: 'portfolio', guard: portfolioFileGuard }],
    'moderation.kind': [portfolioModerationType],
  },
});
