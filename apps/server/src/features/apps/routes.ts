import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

/** The app store (issue 15): the catalogue written from the manifests at start, then its routes. */
export async function appStoreRoutes(app: FastifyInstance, ctx: AppContext) {
  await service.seedCatalogue(ctx);
  handle(app, ctx, routes.appStoreAccess, ({ actor }) => service.accessOf(ctx, actor.userId));
  handle(app, ctx, routes.appStoreCatalogue, ({ actor }) => service.catalogue(ctx, actor.userId));
  handle(app, ctx, routes.appStoreApp, ({ actor, params }) => service.storeApp(ctx, actor.userId, params.app_id));
  handle(app, ctx, routes.installApp, ({ actor, params }) => service.install(ctx, actor.userId, params.app_id));
  handle(app, ctx, routes.uninstallApp, ({ actor, params }) => service.uninstall(ctx, actor.userId, params.app_id));
  handle(app, ctx, routes.myInstalledApps, ({ actor }) => service.installedApps(ctx, actor.userId));
  handle(app, ctx, routes.launchApp, ({ actor, params }) => service.launch(ctx, actor.userId, params.app_id));
  handle(app, ctx, routes.appSettings, ({ actor, params }) => service.settings(ctx, actor.userId, params.app_id));
  handle(app, ctx, routes.updateAppSettings, ({ actor, params, body }) =>
    service.updateSettings(ctx, actor.userId, params.app_id, body.configuration),
  );
}
