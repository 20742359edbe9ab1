import { defineModule } from '../../platform/modules.ts';
import { complianceRoutes } from './routes.ts';
import { domainModerationType, hubHealth } from './service.ts';

export const complianceModule = defineModule({
  name: 'compliance',
  routes: complianceRoutes,
  extend: {
    'moderation.kind': [domainModerationType],
    'system.part_probe': [{ part: 'hub', probe: hubHealth }],
  },
});
