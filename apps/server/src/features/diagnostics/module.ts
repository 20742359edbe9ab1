import { defineModule } from '../../platform/modules.ts';
import { diagnosticsRoutes } from './routes.ts';

export const diagnosticsModule = defineModule({
  name: 'diagnostics',
  routes: diagnosticsRoutes,
});
