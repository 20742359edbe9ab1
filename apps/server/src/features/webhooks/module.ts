import { defineModule } from '../../platform/modules.ts';
import { webhookRoutes } from './routes.ts';
import { registerWebhookJobs } from './service.ts';

export const webhooksModule = defineModule({
  name: 'webhooks',
  routes: webhookRoutes,
  jobs: registerWebhookJobs,
  need: ['enterprise.enterprises_of_studio'],
});
