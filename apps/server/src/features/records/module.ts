import { defineModule } from '../../platform/modules.ts';
import { recordsRoutes } from './routes.ts';
import { followItemChange, openRecord } from './service.ts';

export const recordsModule = defineModule({
  name: 'records',
  routes: recordsRoutes,
  extend: {
    // The 2257 records stay as they are when a member is erased: the law keeps them, naming the member.
    'member_data.kept_table': ['records_identities', 'records_2257', 'records_2257_performers'],
  },
  on: {
    // Work that depicts people gets its 2257 record in the upload's transaction.
    'portfolio.item_created': async (ctx, e) => {
      if (e.depictsPeople && e.productionDate)
        await openRecord(ctx, e.tx, {
          itemId: e.itemId,
          ownerId: e.ownerId,
          title: e.title,
          kind: e.kind,
          productionDate: e.productionDate,
        });
    },
    'credits.item_changed': (ctx, e) => followItemChange(ctx, e.tx, e.itemId),
  },
});
