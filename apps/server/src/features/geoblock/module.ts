import { defineModule } from '../../platform/modules.ts';
import { geoblockRoutes } from './routes.ts';
import { hiddenOwners, hidesSomewhere } from './service.ts';

export const geoblockModule = defineModule({
  name: 'geoblock',
  routes: geoblockRoutes,
  provide: { 'geoblock.hidden_owners': hiddenOwners, 'geoblock.hides_somewhere': hidesSomewhere },
});
