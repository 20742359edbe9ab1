import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

/** The digital lottery (issue 17): public draws and proofs, members' entries, staff tools, redemption. */
export function lotteryRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.lotteryDraws, ({ actor }) => service.listDraws(ctx, actor));
  handle(app, ctx, routes.lotteryDraw, ({ actor, params }) => service.drawView(ctx, actor, params.id));
  handle(app, ctx, routes.lotteryProof, ({ params }) => service.drawProof(ctx, params.id));
  handle(app, ctx, routes.enterLottery, ({ actor, params }) => service.enter(ctx, actor.userId, params.id));

  // Staff (LOTTERY_RULE: admins with content_moderation), checked by handle() on every request.
  handle(app, ctx, routes.staffLotteryDraws, () => service.staffDraws(ctx));
  handle(app, ctx, routes.createLotteryDraw, ({ actor, body }) => service.createDraw(ctx, actor, body));
  handle(app, ctx, routes.updateLotteryDraw, ({ actor, params, body }) => service.updateDraw(ctx, actor, params.id, body));
  handle(app, ctx, routes.publishLotteryDraw, ({ actor, params }) => service.publishDraw(ctx, actor, params.id));
  handle(app, ctx, routes.cancelLotteryDraw, ({ actor, params }) => service.cancelDraw(ctx, actor, params.id));
  handle(app, ctx, routes.lookupRedemption, ({ body }) => service.lookupRedemption(ctx, body.code));
  handle(app, ctx, routes.redeemLotteryPrize, ({ actor, body }) => service.redeemPrize(ctx, actor, body.code));

  // Browser tests only (TEST_HOOKS=on, refused at start in production): move a draw's window so its
  // next phase (open, or close and draw) is due now; the job mechanism does the rest.
  if (ctx.config.TEST_HOOKS === 'on') {
    app.post<{ Params: { id: string }; Body: { phase?: string } }>('/api/v1/test-hooks/lottery/draws/:id/phase', async (req, reply) => {
      const phase = req.body?.phase;
      if (!/^[0-9a-f-]{36}$/i.test(req.params.id) || (phase !== 'open' && phase !== 'close'))
        return reply.status(400).send({ error: { code: 'bad_request', message: 'id and phase (open | close)' } });
      await service.testMoveWindow(ctx, req.params.id, phase);
      return { ok: true };
    });
  }
}
