import { defineModule } from '../../platform/modules.ts';
import { notificationRoutes } from './routes.ts';
import { defineNotificationJobs } from './service.ts';

export const notificationsModule = defineModule({
  name: 'notifications',
  routes: notificationRoutes,
  jobs: defineNotificationJobs,
});
