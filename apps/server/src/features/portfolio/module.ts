import { defineModule } from '../../platform/modules.ts';
import { portfolioRoutes } from './routes.ts';
import { definePortfolioJobs, portfolioFileGuard, portfolioModerationType } from './service.ts';
import { markedCopiesOf } from './watermark.ts';

export const portfolioModule = defineModule({
  name: 'portfolio',
  routes: portfolioRoutes,
  jobs: definePortfolioJobs,
  need: ['credits.item_tags', 'credits.release_link', 'credits.still_tagged', 'portfolio-shares.share_live'],
  extend: {
    'storage.bucket_guard': [{ bucket: 'portfolio', guard: portfolioFileGuard }],
    'moderation.kind': [portfolioModerationType],
    'member_data.derived_files': [{ bucket: 'portfolio', keysOf: markedCopiesOf }],
  },
});
