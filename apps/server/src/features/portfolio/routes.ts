import { PORTFOLIO_LIMITS } from '@mb/contract/portfolio';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

export function portfolioRoutes(app: FastifyInstance, ctx: AppContext) {
  // The owner's portfolio: every write goes to /me, so a request reaches only the caller's items.
  handle(app, ctx, routes.myPortfolio, ({ actor }) => service.myPortfolio(ctx, actor.userId));
  handle(app, ctx, routes.uploadPortfolioItem, async ({ actor, req, query }) => {
    assertContentLength(req, PORTFOLIO_LIMITS.uploadMaxBytes, MESSAGES.uploadTooLarge);
    const file = await readSingleFile(req, PORTFOLIO_LIMITS.uploadMaxBytes, {
      tooLarge: MESSAGES.uploadTooLarge,
      noFile: MESSAGES.avatar.noFile,
    });
    return service.uploadItem(ctx, actor.userId, file, query);
  });
  handle(app, ctx, routes.updatePortfolioItem, ({ actor, params, body }) => service.updateItem(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.deletePortfolioItem, ({ actor, params }) => service.deleteItem(ctx, actor.userId, params.id));
  handle(app, ctx, routes.restorePortfolioItem, ({ actor, params }) => service.restoreItem(ctx, actor.userId, params.id));
  handle(app, ctx, routes.reorderPortfolio, ({ actor, body }) => service.reorderItems(ctx, actor.userId, body));
  handle(app, ctx, routes.createPortfolioAlbum, ({ actor, body }) => service.createAlbum(ctx, actor.userId, body));
  handle(app, ctx, routes.updatePortfolioAlbum, ({ actor, params, body }) => service.updateAlbum(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.deletePortfolioAlbum, ({ actor, params }) => service.deleteAlbum(ctx, actor.userId, params.id));
  handle(app, ctx, routes.myWatermark, ({ actor }) => service.myWatermark(ctx, actor.userId));
  handle(app, ctx, routes.setWatermark, ({ actor, body }) => service.setWatermark(ctx, actor.userId, body));
  handle(app, ctx, routes.reorderPortfolioAlbums, ({ actor, body }) => service.reorderAlbums(ctx, actor.userId, body.album_ids));

  // What others see: public items of visible profiles; the owner and staff also their private ones by id.
  handle(app, ctx, routes.memberPortfolio, ({ actor, params, query }) => service.memberPortfolio(ctx, params.identifier, actor, query));
  handle(app, ctx, routes.portfolioItem, ({ actor, params, query }) => service.portfolioItem(ctx, params.id, actor, query));
  handle(app, ctx, routes.likePortfolioItem, ({ actor, params }) => service.likeItem(ctx, actor.userId, params.id));
  handle(app, ctx, routes.unlikePortfolioItem, ({ actor, params }) => service.unlikeItem(ctx, actor.userId, params.id));
  handle(app, ctx, routes.viewPortfolioItem, ({ actor, params, req }) =>
    service.viewItem(ctx, actor, params.id, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') }),
  );
}
