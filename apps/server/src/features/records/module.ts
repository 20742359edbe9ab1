import { defineModule } from '../../platform/modules.ts';
import { recordsRoutes } from './routes.ts';

export const recordsModule = defineModule({
  name: 'records',
  routes: recordsRoutes,
  extend: {
    // The 2257 records stay as they are when a member is erased: the law keeps them, naming the member.
    'member_data.kept_table': ['records_identities', 'records_2257', 'records_2257_performers'],
  },
});
