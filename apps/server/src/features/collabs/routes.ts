import { LIMITS } from '@mb/contract/limits';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { handle } from '../../http/route.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

const fileOf = (req: FastifyRequest) => {
  assertContentLength(req, LIMITS.uploadMaxBytes, MESSAGES.uploadTooLarge);
  return readSingleFile(req, LIMITS.uploadMaxBytes, { tooLarge: MESSAGES.uploadTooLarge, noFile: MESSAGES.avatar.noFile });
};

// Collaborations (README.md): every /collabs/:id route is the caller's membership
// of that collaboration (anyone else: 404); the post-production routes are staff-only (editors, admins).
export function collabRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.myCollabs, ({ actor }) => service.listMine(ctx, actor.userId));
  handle(app, ctx, routes.createCollab, ({ actor, body }) => service.create(ctx, actor.userId, body));
  handle(app, ctx, routes.collab, ({ actor, params }) => service.get(ctx, actor.userId, params.id));
  handle(app, ctx, routes.updateCollab, ({ actor, params, body }) => service.update(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.inviteToCollab, ({ actor, params, body }) => service.invite(ctx, actor, params.id, body));
  handle(app, ctx, routes.acceptCollabInvite, ({ actor, params }) => service.accept(ctx, actor.userId, params.id));
  handle(app, ctx, routes.declineCollabInvite, ({ actor, params }) => service.decline(ctx, actor.userId, params.id));
  handle(app, ctx, routes.removeCollabMember, ({ actor, params }) => service.removeMember(ctx, actor.userId, params.id, params.memberId));
  handle(app, ctx, routes.collabTasks, ({ actor, params }) => service.listTasks(ctx, actor.userId, params.id));
  handle(app, ctx, routes.createCollabTask, ({ actor, params, body }) => service.createTask(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.updateCollabTask, ({ actor, params, body }) =>
    service.updateTask(ctx, actor.userId, params.id, params.taskId, body),
  );
  handle(app, ctx, routes.collabFiles, ({ actor, params }) => service.listFiles(ctx, actor.userId, params.id));
  handle(app, ctx, routes.uploadCollabFile, async ({ req, actor, params }) =>
    service.uploadFile(ctx, actor.userId, params.id, await fileOf(req)),
  );
  handle(app, ctx, routes.deleteCollabFile, ({ actor, params }) => service.deleteFile(ctx, actor.userId, params.id, params.fileId));
  handle(app, ctx, routes.collabMessages, ({ actor, params, query }) => service.listMessages(ctx, actor.userId, params.id, query.before));
  handle(app, ctx, routes.postCollabMessage, ({ actor, params, body }) => service.postMessage(ctx, actor.userId, params.id, body.body));
  handle(app, ctx, routes.collabOrders, ({ actor, params }) => service.listOrders(ctx, actor.userId, params.id));
  handle(app, ctx, routes.createCollabOrder, ({ actor, params, body }) => service.createOrder(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.cancelCollabOrder, ({ actor, params }) => service.cancelOrder(ctx, actor.userId, params.id, params.orderId));
  handle(app, ctx, routes.confirmCollabCredit, ({ actor, params }) => service.confirmCredit(ctx, actor.userId, params.id, params.memberId));
  handle(app, ctx, routes.memberCollabCredits, ({ actor, params }) => service.memberCredits(ctx, params.userId, actor));
  handle(app, ctx, routes.editorQueue, () => service.editorQueue(ctx));
  handle(app, ctx, routes.updateOrder, ({ actor, params, body }) =>
    service.updateOrderStatus(ctx, actor.userId, params.orderId, body.status),
  );
  handle(app, ctx, routes.deliverOrderFile, async ({ req, actor, params }) =>
    service.deliverFile(ctx, actor.userId, params.orderId, await fileOf(req)),
  );
}
