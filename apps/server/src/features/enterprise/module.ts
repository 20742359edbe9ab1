import { defineModule } from '../../platform/modules.ts';
import { enterpriseRoutes } from './routes.ts';

export const enterpriseModule = defineModule({
  name: 'enterprise',
  routes: enterpriseRoutes,
});
