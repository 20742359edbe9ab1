import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

export function portfolioShareRoutes(app: FastifyInstance, ctx: AppContext) {
  // The owner's share links: always the signed-in member's own (/me); another's share id is 404.
  handle(app, ctx, routes.myPortfolioShares, ({ actor }) => service.myShares(ctx, actor.userId));
  handle(app, ctx, routes.createPortfolioShare, ({ actor, body }) => service.createShare(ctx, actor.userId, body));
  handle(app, ctx, routes.revokePortfolioShare, ({ actor, params }) => service.revokeShare(ctx, actor.userId, params.id));
  // The shared portfolio, signed out too. A prefetch (Purpose / Sec-Purpose) is not a view.
  handle(app, ctx, routes.sharedPortfolio, ({ actor, query, req }) =>
    service.sharedPortfolio(ctx, query.token, {
      adult: query.adult === '1',
      readerId: actor?.userId ?? null,
      countView: !/prefetch/i.test(`${req.headers.purpose ?? ''} ${req.headers['sec-purpose'] ?? ''}`),
    }),
  );
}
