import { PORTFOLIO_LIMITS } from '@mb/contract/portfolio';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

// Co-performer tags and releases on one's own items ('me' routes: the item must be the caller's), the
// tags others put on me, and a member's public credits.
export function creditsRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.tagPortfolioMember, ({ actor, params, body }) => service.tagMember(ctx, actor, params.id, body.member));
  handle(app, ctx, routes.untagPortfolioMember, ({ actor, params }) => service.untagMember(ctx, actor, params.id, params.memberId));
  handle(app, ctx, routes.uploadPortfolioRelease, async ({ req, actor, params }) => {
    assertContentLength(req, PORTFOLIO_LIMITS.uploadMaxBytes, MESSAGES.uploadTooLarge);
    const file = await readSingleFile(req, PORTFOLIO_LIMITS.uploadMaxBytes, {
      tooLarge: MESSAGES.uploadTooLarge,
      noFile: MESSAGES.avatar.noFile,
    });
    return service.uploadRelease(ctx, actor, params.id, file);
  });
  handle(app, ctx, routes.removePortfolioRelease, ({ actor, params }) => service.removeRelease(ctx, actor, params.id));
  handle(app, ctx, routes.myPortfolioTags, ({ actor }) => service.myTags(ctx, actor));
  handle(app, ctx, routes.answerPortfolioTag, ({ actor, params, body }) => service.answerTag(ctx, actor, params.itemId, body.decision));
  handle(app, ctx, routes.memberCredits, ({ actor, params, query }) => service.memberCredits(ctx, actor, params.identifier, query));
}
