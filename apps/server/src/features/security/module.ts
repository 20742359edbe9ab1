import { defineModule } from '../../platform/modules.ts';
import { securityRoutes } from './routes.ts';
import { alertNewDevice, failedLoginEvent, registerSecurityJobs, securityReporter } from './service.ts';

export const securityModule = defineModule({
  name: 'security',
  routes: securityRoutes,
  jobs: registerSecurityJobs,
  on: {
    'auth.sign_in_failed': (ctx, attempt) => securityReporter(ctx)(failedLoginEvent(attempt)),
    'auth.new_device_sign_in': alertNewDevice,
  },
});
