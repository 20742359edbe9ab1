import { defineModule } from '../../platform/modules.ts';
import { developerRoutes } from './routes.ts';

export const developerModule = defineModule({
  name: 'developer',
  routes: developerRoutes,
});
