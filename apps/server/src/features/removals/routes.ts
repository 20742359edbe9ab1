import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

/**
 * Removal requests, complaints and DMCA (issue 18): anyone files and follows a request (the mailed
 * token is the key to its page); the uploader reads takedowns of their content and counter-notices.
 * Decisions go through the moderation queue (kind `removal_request`).
 */
export function removalRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.createRemovalRequest, ({ actor, body }) => service.createRequest(ctx, actor, body));
  handle(app, ctx, routes.removalRequestStatus, ({ params, query, reply }) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return service.statusOf(ctx, params.reference, query.token);
  });
  handle(app, ctx, routes.confirmRemovalRequest, ({ params, body }) => service.confirmRequest(ctx, params.reference, body.token));
  handle(app, ctx, routes.reportRemovalSuit, ({ params, body }) =>
    service.reportSuit(ctx, params.reference, body.token, body.court_reference),
  );
  handle(app, ctx, routes.takedownNotice, ({ actor, params }) => service.takedownOf(ctx, actor.userId, params.reference));
  handle(app, ctx, routes.submitCounterNotice, ({ actor, params, body }) =>
    service.submitCounterNotice(ctx, actor.userId, params.reference, body),
  );

  // Browser tests only (TEST_HOOKS=on, refused at start in production): end a counter-notice's waiting
  // period now (the restore job does the rest), and read the newest removal mail to an address.
  if (ctx.config.TEST_HOOKS === 'on') {
    app.post<{ Params: { reference: string } }>('/api/v1/test-hooks/removals/:reference/restore-now', async (req) => {
      await service.testRestoreNow(ctx, req.params.reference);
      return { ok: true };
    });
    app.get<{ Querystring: { to?: string } }>('/api/v1/test-hooks/removals/mail', async (req, reply) => {
      const mail = await service.testLatestMail(ctx, String(req.query.to ?? ''));
      return mail ?? reply.status(404).send({ error: { code: 'not_found', message: 'No removal mail to that address.' } });
    });
  }
}
