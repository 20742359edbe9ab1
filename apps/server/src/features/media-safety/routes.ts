import { LIMITS } from '@mb/contract/limits';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

export function mediaSafetyRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.mediaSafetyOverview, () => service.overview(ctx));
  handle(app, ctx, routes.addMediaHash, ({ actor, body }) => service.addHashHex(ctx, actor, body));
  handle(app, ctx, routes.addMediaHashFromImage, async ({ actor, req, query }) => {
    assertContentLength(req, LIMITS.uploadMaxBytes, MESSAGES.uploadTooLarge);
    // The list's own intake is the one upload the scanner does not see: the picture may already be
    // listed (a duplicate), and staff adding it is no upload to report.
    const file = await readSingleFile(
      req,
      LIMITS.uploadMaxBytes,
      { tooLarge: MESSAGES.uploadTooLarge, noFile: MESSAGES.avatar.noFile },
      { screen: false },
    );
    return service.addHashFromImage(ctx, actor, file, query);
  });
  handle(app, ctx, routes.removeMediaHash, ({ actor, params }) => service.removeHash(ctx, actor, params.id));
  handle(app, ctx, routes.markScanReported, ({ actor, params, body }) => service.markReported(ctx, actor, params.id, body.reference));
}
