import { defineModule } from '../../platform/modules.ts';
import { bookingsRoutes } from './routes.ts';
import { defineBookingJobs } from './service.ts';

export const bookingsModule = defineModule({
  name: 'bookings',
  routes: bookingsRoutes,
  jobs: defineBookingJobs,
});
