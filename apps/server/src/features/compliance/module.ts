import { defineModule } from '../../platform/modules.ts';
import { complianceRoutes } from './routes.ts';

export const complianceModule = defineModule({
  name: 'compliance',
  routes: complianceRoutes,
});
