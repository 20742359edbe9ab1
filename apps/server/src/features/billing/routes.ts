import { routes } from '@mb/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

/** Where a provider POSTs its notifications: /api/v1/billing/webhook/builtin, /webhook/<processor>. */
export const BILLING_WEBHOOK_PATH = '/api/v1/billing/webhook';

export async function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.billingPlans, () => service.planList(ctx));
  handle(app, ctx, routes.startCheckout, ({ actor, body }) => service.startCheckout(ctx, actor, body));
  handle(app, ctx, routes.checkoutStatus, ({ actor, params }) => service.checkoutStatus(ctx, actor.userId, params.id));
  handle(app, ctx, routes.myBilling, ({ actor }) => service.myBilling(ctx, actor.userId));
  handle(app, ctx, routes.cancelSubscription, ({ actor, body }) => service.cancel(ctx, actor.userId, body.audience));
  handle(app, ctx, routes.resumeSubscription, ({ actor, body }) => service.resume(ctx, actor.userId, body.audience));
  handle(app, ctx, routes.billingPortal, ({ actor }) => service.portalLink(ctx, actor.userId));
  handle(app, ctx, routes.adminWebhookEvents, () => service.adminEvents(ctx));
  handle(app, ctx, routes.adminReplayWebhookEvent, ({ actor, params }) => service.replayEvent(ctx, actor, params.id));

  // Providers' notifications are not member routes (no session; the provider signs them) and their
  // signatures cover the bytes as sent: every body is kept raw in this scope (JSON and form posts).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    // POST for most processors; GET for those that send their signed parameters in the query (Verotel's
    // postbacks). A repeated query parameter arrives as a list and is left out, so its signature fails.
    const receive = async (req: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
      const query = Object.fromEntries(
        Object.entries((req.query ?? {}) as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      const out = await service.handleWebhook(ctx, req.params.provider.slice(0, 40), {
        headers: req.headers,
        rawBody: typeof req.body === 'string' ? req.body : '',
        query,
      });
      if (!out.ack) return { received: out.received, new_events: out.new_events };
      return reply.type(out.ack.contentType).send(out.ack.body);
    };
    scope.post<{ Params: { provider: string } }>(`${BILLING_WEBHOOK_PATH}/:provider`, receive);
    scope.get<{ Params: { provider: string } }>(`${BILLING_WEBHOOK_PATH}/:provider`, receive);
  });
}
