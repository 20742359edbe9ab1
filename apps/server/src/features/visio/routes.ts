import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

/**
 * MB Visio (issue 16): the host's routes need the app installed; invited members join without it;
 * anyone else is refused (service.ts). Signalling is on the realtime socket (topic `visio:{id}`).
 */
export function visioRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.visioHome, ({ actor }) => service.home(ctx, actor.userId));
  handle(app, ctx, routes.createVisioRoom, ({ actor, body }) => service.createRoom(ctx, actor, body));
  handle(app, ctx, routes.visioRoom, ({ actor, params }) => service.room(ctx, actor.userId, params.id));
  handle(app, ctx, routes.cancelVisioRoom, ({ actor, params }) => service.cancelRoom(ctx, actor.userId, params.id));
  handle(app, ctx, routes.joinVisioRoom, ({ actor, params }) => service.join(ctx, actor.userId, params.id));
  handle(app, ctx, routes.visioCall, ({ actor, params }) => service.call(ctx, actor.userId, params.id));
  handle(app, ctx, routes.decideVisioParticipant, ({ actor, params, body }) =>
    service.decide(ctx, actor.userId, params.id, params.participantId, body.decision),
  );
  handle(app, ctx, routes.leaveVisioRoom, ({ actor, params, body }) => service.leave(ctx, actor.userId, params.id, body.participant_id));
  handle(app, ctx, routes.endVisioRoom, ({ actor, params }) => service.end(ctx, actor.userId, params.id));
}
