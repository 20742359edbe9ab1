import { defineModule } from '../../platform/modules.ts';
import { adminRoutes, staffRoutes } from './routes.ts';

export const staffModule = defineModule({
  name: 'staff',
  routes(app, ctx) {
    staffRoutes(app, ctx);
    adminRoutes(app, ctx);
  },
});
