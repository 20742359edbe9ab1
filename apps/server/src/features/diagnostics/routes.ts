import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/i18n.ts';
import * as service from './service.ts';

/** The connection check of /cloudflare-test (issue 31): members only; the storage probe is rate limited. */
export function diagnosticsRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.diagnosticsEcho, async ({ req, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.echo(ctx, {
      ip: req.ip,
      peerIp: req.socket.remoteAddress ?? null,
      protocol: req.protocol,
      headers: req.headers,
      locale: requestLocale(req.headers),
    });
  });
  handle(app, ctx, routes.diagnosticsStorage, async ({ actor, body, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.storageRoundTrip(ctx, actor.userId, Buffer.from(body.data, 'base64'));
  });
}
