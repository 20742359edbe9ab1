import { defineModule } from '../../platform/modules.ts';
import { enterpriseRoutes } from './routes.ts';
import { activeEnterpriseIdsOfStudio } from './service.ts';

export const enterpriseModule = defineModule({
  name: 'enterprise',
  routes: enterpriseRoutes,
  provide: {
    'enterprise.enterprises_of_studio': activeEnterpriseIdsOfStudio,
  },
});
