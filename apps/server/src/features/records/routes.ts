import { PORTFOLIO_LIMITS } from '@mb/contract/portfolio';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

export function recordsRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.myRecordsIdentity, ({ actor }) => service.myIdentity(ctx, actor.userId));
  handle(app, ctx, routes.saveRecordsIdentity, async ({ actor, req, query }) => {
    assertContentLength(req, PORTFOLIO_LIMITS.uploadMaxBytes, MESSAGES.uploadTooLarge);
    const file = await readSingleFile(req, PORTFOLIO_LIMITS.uploadMaxBytes, {
      tooLarge: MESSAGES.uploadTooLarge,
      noFile: MESSAGES.avatar.noFile,
    });
    return service.saveIdentity(ctx, actor.userId, file, query);
  });
  handle(app, ctx, routes.records2257, () => service.listRecords(ctx));
  handle(app, ctx, routes.record2257, ({ params }) => service.recordOf(ctx, params.itemId));
  handle(app, ctx, routes.exportRecord2257, async ({ actor, params, reply }) => {
    const file = await service.exportRecord(ctx, actor, params.itemId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
