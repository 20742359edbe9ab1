import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/i18n.ts';
import * as shell from './app-shell.ts';
import * as service from './service.ts';

export async function pushRoutes(app: FastifyInstance, ctx: AppContext) {
  // Every route acts on the actor's own devices: no request can name another member's (the renewal below
  // names one by what only its browser holds).
  handle(app, ctx, routes.pushConfig, () => service.publicKey(ctx));
  handle(app, ctx, routes.pushDevices, ({ actor }) => service.listDevices(ctx, actor.userId));
  handle(app, ctx, routes.addPushDevice, ({ actor, body, req }) => service.addDevice(ctx, actor.userId, body, req.headers['user-agent']));
  handle(app, ctx, routes.removePushDevice, ({ actor, params }) => service.removeDevice(ctx, actor.userId, params.id));
  handle(app, ctx, routes.sendTestPush, ({ actor, req }) => service.sendTest(ctx, actor.userId, requestLocale(req.headers)));
  // The service worker has no session: the old subscription's endpoint and secret name the device.
  handle(app, ctx, routes.renewPushDevice, ({ body }) => service.renewDevice(ctx, body));
  handle(app, ctx, routes.pushPresence, ({ actor, body }) => service.setPresence(ctx, actor.userId, body.focused));
  appShellRoutes(app, ctx);
}

/** The installable app's files (app-shell.ts): not API routes, no session, the same for everyone. */
export function appShellRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/manifest.webmanifest', async (_req, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(shell.manifest(ctx))),
  );
  // no-cache: the browser asks for the worker on every check anyway; the release is in its text.
  app.get('/sw.js', async (_req, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .type('text/javascript; charset=utf-8')
      .send(shell.serviceWorker(ctx)),
  );
  app.get('/offline.html', async (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell.offlinePage(ctx)),
  );
  app.get<{ Params: { name: string } }>('/icons/:name', async (req, reply) => {
    const name = req.params.name;
    if (!Object.hasOwn(shell.ICONS, name)) return reply.code(404).type('text/plain').send('Not found');
    const png = await shell.iconPng(ctx, name as shell.IconName);
    return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(png);
  });
}
