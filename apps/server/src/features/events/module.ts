import { defineModule } from '../../platform/modules.ts';
import { eventsRoutes } from './routes.ts';
import { defineEventJobs, ticketPurchase } from './service.ts';

export const eventsModule = defineModule({
  name: 'events',
  routes: eventsRoutes,
  jobs: defineEventJobs,
  extend: {
    'billing.purchase_purpose': [ticketPurchase],
  },
});
