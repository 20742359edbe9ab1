import { defineModule } from '../../platform/modules.ts';
import { platformSettingsRoutes, staffRoutes } from './routes.ts';

export const staffModule = defineModule({
  name: 'staff',
  routes(app, ctx) {
    staffRoutes(app, ctx);
    platformSettingsRoutes(app, ctx);
  },
});
