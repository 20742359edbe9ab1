import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

/**
 * MB Licensing (issue 16). The licensor's routes (offers, answers, revocation) need only ownership; the
 * licensee's (catalogue, requests, payment, their licenses) need the app installed (service.ts); the
 * verification is public.
 */
export function licensingRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.licensorDashboard, ({ actor }) => service.licensorDashboard(ctx, actor.userId));
  handle(app, ctx, routes.createLicenseOffer, ({ actor, body }) => service.createOffer(ctx, actor.userId, body));
  handle(app, ctx, routes.updateLicenseOffer, ({ actor, params, body }) => service.updateOffer(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.withdrawLicenseOffer, ({ actor, params }) => service.withdrawOffer(ctx, actor.userId, params.id));
  handle(app, ctx, routes.acceptLicenseRequest, ({ actor, params }) => service.accept(ctx, actor.userId, params.id));
  handle(app, ctx, routes.declineLicenseRequest, ({ actor, params, body }) => service.decline(ctx, actor.userId, params.id, body.reason));
  handle(app, ctx, routes.counterLicenseRequest, ({ actor, params, body }) => service.counter(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.revokeLicense, ({ actor, params, body }) => service.revoke(ctx, actor.userId, params.id, body.reason));
  handle(app, ctx, routes.licensingCatalogue, ({ actor, query }) => service.catalogue(ctx, actor.userId, query));
  handle(app, ctx, routes.requestLicense, ({ actor, params, body }) => service.requestLicense(ctx, actor, params.id, body));
  handle(app, ctx, routes.licenseeDashboard, ({ actor }) => service.licenseeDashboard(ctx, actor.userId));
  handle(app, ctx, routes.withdrawLicenseRequest, ({ actor, params }) => service.withdraw(ctx, actor.userId, params.id));
  handle(app, ctx, routes.payLicenseRequest, ({ actor, params }) => service.pay(ctx, actor.userId, params.id));
  handle(app, ctx, routes.licenseDetail, ({ actor, params }) => service.licenseDetail(ctx, actor.userId, params.id));
  handle(app, ctx, routes.licenseCertificate, async ({ actor, params, reply }) => {
    const file = await service.certificate(ctx, actor.userId, params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
  handle(app, ctx, routes.verifyLicense, async ({ params, reply }) => {
    // A code's answer is for whoever holds the code: not cached by shared caches, not indexed.
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return service.verify(ctx, params.code);
  });
}
