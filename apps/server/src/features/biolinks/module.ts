import { defineModule } from '../../platform/modules.ts';
import { bioLinkRoutes } from './routes.ts';

export const biolinksModule = defineModule({
  name: 'biolinks',
  routes: bioLinkRoutes,
});
