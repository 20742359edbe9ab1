import { defineModule } from '../../platform/modules.ts';
import { seoRoutes } from './routes.ts';

export const seoModule = defineModule({
  name: 'seo',
  routes: seoRoutes,
});
