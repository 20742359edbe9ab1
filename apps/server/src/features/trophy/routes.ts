import { routes } from '@mb/contract/routes';
import { TROPHY_APP_ID } from '@mb/contract/trophy';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

/**
 * MB Trophy (issue 16). The organizer's routes need the app installed (service.ts); nominating,
 * answering a nomination, voting and trophies are for every member (creators cannot install apps).
 */
export function trophyRoutes(app: FastifyInstance, ctx: AppContext) {
  // Organizer.
  handle(app, ctx, routes.myTrophyAwards, ({ actor }) => service.myAwards(ctx, actor.userId));
  handle(app, ctx, routes.createTrophyAward, ({ actor, body }) => service.createAward(ctx, actor.userId, body));
  handle(app, ctx, routes.manageTrophyAward, ({ actor, params }) => service.manage(ctx, actor.userId, params.id));
  handle(app, ctx, routes.updateTrophyAward, ({ actor, params, body }) => service.updateAward(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.launchTrophyAward, ({ actor, params }) => service.launch(ctx, actor.userId, params.id));
  handle(app, ctx, routes.publishTrophyAward, ({ actor, params }) => service.publish(ctx, actor.userId, params.id));
  handle(app, ctx, routes.shortlistTrophyNomination, ({ actor, params, body }) =>
    service.shortlist(ctx, actor.userId, params.id, body.finalist),
  );
  // Members and visitors.
  handle(app, ctx, routes.trophyAwards, () => service.publicAwards(ctx));
  handle(app, ctx, routes.trophyAward, ({ actor, params }) => service.awardView(ctx, actor, params.id));
  handle(app, ctx, routes.nominateForTrophy, ({ actor, params, body }) => service.nominate(ctx, actor, params.id, body));
  handle(app, ctx, routes.myTrophyNominations, ({ actor }) => service.myNominations(ctx, actor.userId));
  handle(app, ctx, routes.answerTrophyNomination, ({ actor, params, body }) => service.answer(ctx, actor.userId, params.id, body.accept));
  handle(app, ctx, routes.voteForTrophy, ({ actor, params, body, req }) => service.vote(ctx, actor, req.ip, params.id, body.nomination_id));
  handle(app, ctx, routes.memberTrophies, ({ actor, params }) => service.memberTrophies(ctx, params.userId, actor));
  handle(app, ctx, routes.myTrophies, ({ actor }) => service.myTrophies(ctx, actor.userId));
  handle(app, ctx, routes.updateMyTrophy, ({ actor, params, body }) => service.setTrophyHidden(ctx, actor.userId, params.id, body.hidden));

  // Browser tests only (TEST_HOOKS=on, refused at start in production): MB Trophy installed for a
  // member as the app store's install would, and an award's windows moved so a phase begins now.
  if (ctx.config.TEST_HOOKS === 'on') {
    app.post<{ Body: { user_id?: string } }>('/api/v1/test-hooks/mb-trophy/install', async (req, reply) => {
      const userId = req.body?.user_id ?? '';
      if (!/^[0-9a-f-]{36}$/i.test(userId)) return reply.status(400).send({ error: { code: 'bad_request', message: 'user_id' } });
      await ctx.database.query(
        `insert into mb_app_installations (user_id, app_id, status) values ($1, $2, 'active')
         on conflict (user_id, app_id) do update set status = 'active'`,
        [userId, TROPHY_APP_ID],
      );
      return { ok: true };
    });
    app.post<{ Params: { id: string }; Body: { phase?: string } }>('/api/v1/test-hooks/mb-trophy/awards/:id/phase', async (req, reply) => {
      const phase = req.body?.phase;
      if (phase !== 'nominations' && phase !== 'shortlisting' && phase !== 'voting' && phase !== 'closed')
        return reply.status(400).send({ error: { code: 'bad_request', message: 'phase' } });
      if (!/^[0-9a-f-]{36}$/i.test(req.params.id)) return reply.status(400).send({ error: { code: 'bad_request', message: 'id' } });
      await service.moveClockForTest(ctx, req.params.id, phase);
      return { ok: true };
    });
  }
}
