import { MESSAGING_LIMITS } from '@mb/contract/messaging';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

// Messages (README.md): every route acts for the signed-in member inside a conversation
// they are in; anyone else's conversation is 404.
export function messagesRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.conversations, ({ actor, query }) => service.listConversations(ctx, actor.userId, query));
  handle(app, ctx, routes.messagingUnread, ({ actor }) => service.unread(ctx, actor.userId));
  handle(app, ctx, routes.createConversation, ({ actor, body }) => service.createConversation(ctx, actor.userId, body));
  handle(app, ctx, routes.conversation, ({ actor, params }) => service.getConversation(ctx, actor.userId, params.id));
  handle(app, ctx, routes.conversationMessages, ({ actor, params, query }) => service.listMessages(ctx, actor.userId, params.id, query));
  handle(app, ctx, routes.sendMessage, ({ actor, params, body }) => service.sendMessage(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.editMessage, ({ actor, params, body }) =>
    service.editMessage(ctx, actor.userId, params.id, params.messageId, body.body),
  );
  handle(app, ctx, routes.deleteMessage, ({ actor, params }) => service.deleteMessage(ctx, actor.userId, params.id, params.messageId));
  handle(app, ctx, routes.markConversationRead, ({ actor, params, body }) => service.markRead(ctx, actor.userId, params.id, body.seq));
  handle(app, ctx, routes.conversationTyping, ({ actor, params }) => service.typing(ctx, actor.userId, params.id));
  handle(app, ctx, routes.uploadMessageAttachment, async ({ actor, params, req, query }) => {
    assertContentLength(req, MESSAGING_LIMITS.attachmentMaxBytes, MESSAGES.uploadTooLarge);
    const file = await readSingleFile(req, MESSAGING_LIMITS.attachmentMaxBytes, {
      tooLarge: MESSAGES.uploadTooLarge,
      noFile: MESSAGES.avatar.noFile,
    });
    return service.uploadAttachment(ctx, actor.userId, params.id, file, query);
  });
  handle(app, ctx, routes.acceptMessageRequest, ({ actor, params }) => service.acceptRequest(ctx, actor.userId, params.id));
  handle(app, ctx, routes.ignoreMessageRequest, ({ actor, params }) => service.ignoreRequest(ctx, actor.userId, params.id));
  handle(app, ctx, routes.blockFromConversation, ({ actor, params }) => service.blockFrom(ctx, actor.userId, params.id));
  handle(app, ctx, routes.reportConversation, ({ actor, params, body }) => service.reportConversation(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.addConversationMembers, ({ actor, params, body }) =>
    service.addMembers(ctx, actor.userId, params.id, body.member_ids),
  );
  handle(app, ctx, routes.removeConversationMember, ({ actor, params }) =>
    service.removeMember(ctx, actor.userId, params.id, params.userId),
  );
  handle(app, ctx, routes.leaveConversation, ({ actor, params }) => service.leave(ctx, actor.userId, params.id));
  handle(app, ctx, routes.renameConversation, ({ actor, params, body }) => service.rename(ctx, actor.userId, params.id, body.title));
  handle(app, ctx, routes.messagingSettings, ({ actor }) => service.getSettings(ctx, actor.userId));
  handle(app, ctx, routes.updateMessagingSettings, ({ actor, body }) => service.updateSettings(ctx, actor.userId, body));
}
