import { defineModule } from '../../platform/modules.ts';
import { adminRoutes, bootstrapRoutes } from './routes.ts';

/**
 * The admin desk: the Admin Dashboard, Accounts management and the first-admin set-up. It sits above the
 * features it reads and changes (auth, profiles, moderation, security, staff), so staff's role lookups
 * stay low enough for every feature to use.
 */
export const adminModule = defineModule({
  name: 'admin',
  routes(app, ctx) {
    bootstrapRoutes(app, ctx);
    adminRoutes(app, ctx);
  },
});
