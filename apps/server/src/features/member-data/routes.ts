import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

/** The member's own data (issue 18): exports of everything held about them, and the erasure of the account. */
export function memberDataRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.myDataExports, ({ actor }) => service.listExports(ctx, actor.userId));
  handle(app, ctx, routes.startDataExport, ({ actor }) => service.startExport(ctx, actor));
  handle(app, ctx, routes.downloadDataExport, ({ actor, params }) => service.downloadExport(ctx, actor.userId, params.id));
  handle(app, ctx, routes.myAccountDeletion, ({ actor }) => service.deletionState(ctx, actor.userId));
  handle(app, ctx, routes.scheduleAccountDeletion, ({ actor, body }) => service.scheduleDeletion(ctx, actor, body.password));

  // Browser tests only (TEST_HOOKS=on, refused at start in production): make a scheduled deletion due
  // now (as if 30 days had passed), or a ready export expired; the job mechanism does the rest.
  if (ctx.config.TEST_HOOKS === 'on') {
    app.post<{ Body: { user_id?: string; export_id?: string } }>('/api/v1/test-hooks/member-data/due', async (req, reply) => {
      const { user_id, export_id } = req.body ?? {};
      const uuid = /^[0-9a-f-]{36}$/i;
      if (user_id && uuid.test(user_id)) await service.testMakeDue(ctx, user_id);
      else if (export_id && uuid.test(export_id)) await service.testExpireExport(ctx, export_id);
      else return reply.status(400).send({ error: { code: 'bad_request', message: 'user_id or export_id' } });
      return { ok: true };
    });
  }
}
