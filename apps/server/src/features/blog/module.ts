import { defineModule } from '../../platform/modules.ts';
import { blogRoutes } from './routes.ts';

export const blogModule = defineModule({
  name: 'blog',
  routes: blogRoutes,
});
