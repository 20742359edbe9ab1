import { defineModule } from '../../platform/modules.ts';
import { systemRoutes } from './routes.ts';

/**
 * The admin System page: each part's health (the platform's own parts here; the compliance hub and the
 * payment provider through 'system.part_probe' from the features that own them), the job queues,
 * recent errors and the last 24 hours of requests from the metrics samples (platform/metrics).
 */
export const systemModule = defineModule({
  name: 'system',
  routes: systemRoutes,
});
