import { defineModule } from '../../platform/modules.ts';
import { contactRoutes } from './routes.ts';

export const contactModule = defineModule({
  name: 'contact',
  routes: contactRoutes,
});
