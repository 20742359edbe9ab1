// Messages (issue 13, README.md). Every read and write names a conversation the caller is
// in; anyone else gets the same 404 as for one that does not exist, so a conversation's existence is
// never revealed. A block between two members ends their direct conversation both ways.

// What other features and this feature's routes call, gathered from the use-case files beside it:
// conversations.ts (settings, the inbox, starting, accepting, blocking), groups.ts, thread.ts (a
// conversation's messages), attachments.ts, realtime.ts, reports.ts and jobs.ts.

export { attachmentGuard, uploadAttachment } from './attachments.ts';
export {
  acceptRequest,
  blockFrom,
  conversationPath,
  createConversation,
  getConversation,
  getSettings,
  ignoreRequest,
  listConversations,
  unread,
  updateSettings,
} from './conversations.ts';
export { addMembers, leave, removeMember, rename } from './groups.ts';
export { defineMessagingJobs, fillLinkPreview, LINK_PREVIEW_JOB, PRUNE_PRESENCE_JOB } from './jobs.ts';
export { blockChanged, conversationTopic } from './realtime.ts';
export { conversationReportSubject, reportConversation } from './reports.ts';
export { deleteMessage, editMessage, listMessages, markRead, sendMessage, typing } from './thread.ts';
