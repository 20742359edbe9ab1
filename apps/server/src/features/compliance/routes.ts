import { routes } from '@mb/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

/** Where the hub POSTs (signed, platform/hub-protocol.ts) when a member's state changed there. */
export const COMPLIANCE_WEBHOOK_PATH = '/api/v1/compliance/webhook';

export async function complianceRoutes(app: FastifyInstance, ctx: AppContext) {
  // Every member route acts on the caller's own verification: none takes a member id.
  handle(app, ctx, routes.complianceSsoToken, ({ actor, body }) => service.createSsoSession(ctx, actor, body));
  handle(app, ctx, routes.complianceSsoLogin, ({ actor, body }) => service.ssoLogin(ctx, actor, body));
  handle(app, ctx, routes.complianceSsoExchange, ({ body }) => service.ssoExchange(ctx, body));
  handle(app, ctx, routes.complianceMe, ({ actor }) => service.complianceMe(ctx, actor.userId));
  handle(app, ctx, routes.complianceSelectDomain, ({ actor, body }) => service.selectDomain(ctx, actor.userId, body.domain_id));
  handle(app, ctx, routes.complianceManualDomain, ({ actor, body }) => service.requestManualDomain(ctx, actor.userId, body.domain));
  handle(app, ctx, routes.complianceOperatorLink, ({ actor }) => service.operatorLink(ctx, actor));

  // The hub's webhook is not a member route (no session; the hub signs it), so it is not in the
  // contract: its signature covers the body as sent, which needs the raw bytes (this scope only).
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
    scope.post(COMPLIANCE_WEBHOOK_PATH, async (req: FastifyRequest) =>
      service.handleWebhook(ctx, { headers: req.headers, url: req.url, rawBody: typeof req.body === 'string' ? req.body : '' }),
    );
  });
}
