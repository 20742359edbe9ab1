import { defineModule } from '../../platform/modules.ts';
import { directoryRoutes } from './routes.ts';

export const directoryModule = defineModule({
  name: 'directory',
  routes: directoryRoutes,
});
