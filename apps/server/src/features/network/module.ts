import { defineModule } from '../../platform/modules.ts';
import { networkRoutes } from './routes.ts';
import { endRelationsBetween } from './service.ts';

export const networkModule = defineModule({
  name: 'network',
  routes: networkRoutes,
  on: {
    'profiles.block_changed': async (ctx, e) => {
      if (e.change === 'block') await endRelationsBetween(ctx, e.tx, e.blockerId, e.blockedId);
    },
  },
});
