import { CASTING_LIMITS } from '@mb/contract/casting';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

// Casting (README.md). Every route acts for the signed-in member; the service decides
// who may (studios build forms, calls, proposals and news; creators apply and answer).
export function castingRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.myCastingForms, ({ actor }) => service.myForms(ctx, actor.userId));
  handle(app, ctx, routes.createCastingForm, ({ actor, body }) => service.createForm(ctx, actor.userId, body));
  handle(app, ctx, routes.updateCastingForm, ({ actor, params, body }) => service.updateForm(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.deleteCastingForm, ({ actor, params }) => service.deleteForm(ctx, actor.userId, params.id));
  handle(app, ctx, routes.browseCastingCalls, ({ actor, query }) => service.browseCalls(ctx, actor.userId, query));
  handle(app, ctx, routes.myCastingCalls, ({ actor }) => service.myCalls(ctx, actor.userId));
  handle(app, ctx, routes.createCastingCall, ({ actor, body }) => service.createCall(ctx, actor.userId, body));
  handle(app, ctx, routes.castingCall, ({ actor, params }) => service.callDetail(ctx, actor.userId, params.id));
  handle(app, ctx, routes.updateCastingCall, ({ actor, params, body }) => service.updateCall(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.applyToCastingCall, ({ actor, params, body }) => service.apply(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.castingApplicants, ({ actor, params }) => service.applicants(ctx, actor.userId, params.id));
  handle(app, ctx, routes.myCastingApplications, ({ actor }) => service.myApplications(ctx, actor.userId));
  handle(app, ctx, routes.reviewCastingApplication, ({ actor, params, body }) => service.review(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.answerCastingOffer, ({ actor, params, body }) =>
    service.answerOffer(ctx, actor.userId, params.id, body.decision),
  );
  handle(app, ctx, routes.myCastingProposals, ({ actor }) => service.myProposals(ctx, actor.userId));
  handle(app, ctx, routes.sendCastingProposal, ({ actor, body }) => service.sendProposal(ctx, actor, body));
  handle(app, ctx, routes.answerCastingProposal, ({ actor, params, body }) => service.answerProposal(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.castingAlerts, ({ actor }) => service.listAlerts(ctx, actor.userId));
  handle(app, ctx, routes.createCastingAlert, ({ actor, body }) => service.createAlert(ctx, actor.userId, body));
  handle(app, ctx, routes.updateCastingAlert, ({ actor, params, body }) => service.updateAlert(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.deleteCastingAlert, ({ actor, params }) => service.deleteAlert(ctx, actor.userId, params.id));
  handle(app, ctx, routes.describeCastingAlertUnsubscribe, ({ query }) => service.describeAlertUnsubscribe(ctx, query.token));
  // RFC 8058's one-click POST comes as a form ('List-Unsubscribe=One-Click'); the token is in the URL,
  // so the body is accepted and never read. Scoped to this route alone.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
      done(null, body),
    );
    handle(scope, ctx, routes.castingAlertUnsubscribe, ({ query }) => service.alertUnsubscribe(ctx, query.token));
  });
  handle(app, ctx, routes.myStudioNews, ({ actor }) => service.myNews(ctx, actor.userId));
  handle(app, ctx, routes.createStudioNews, ({ actor, body }) => service.createNews(ctx, actor.userId, body));
  handle(app, ctx, routes.uploadStudioNews, async ({ actor, req, query }) => {
    assertContentLength(req, CASTING_LIMITS.newsImageMaxBytes, MESSAGES.uploadTooLarge);
    const file = await readSingleFile(req, CASTING_LIMITS.newsImageMaxBytes, {
      tooLarge: MESSAGES.uploadTooLarge,
      noFile: MESSAGES.avatar.noFile,
    });
    return service.createImageNews(ctx, actor.userId, file, query);
  });
  handle(app, ctx, routes.deleteStudioNews, ({ actor, params }) => service.deleteNews(ctx, actor.userId, params.id));

  // Browser tests only (TEST_HOOKS=on, refused at start in production): the newest casting alert e-mail
  // to an address, so a test follows its unsubscribe link as the member would.
  if (ctx.config.TEST_HOOKS === 'on') {
    app.get<{ Querystring: { to?: string } }>('/api/v1/test-hooks/casting/alert-mail', async (req, reply) => {
      const mail = await service.testLatestAlertMail(ctx, String(req.query.to ?? ''));
      return mail ?? reply.status(404).send({ error: { code: 'not_found', message: 'No casting alert mail to that address.' } });
    });
  }
}
