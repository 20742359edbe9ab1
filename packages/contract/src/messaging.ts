import { z } from 'zod';
import { idParam, okSchema } from './common.ts';
import { enNumber } from './en-number';
import { REPORT_CATEGORY_KEYS, reportResultSchema } from './moderation.ts';
import type { RouteDef } from './route-def.ts';

// Messages (issue 13; spec §2 /messages with no app layout, §3 notification type 'message' and the
// 'messages' preference). One-to-one and group conversations, realtime, unread counts, read receipts,
// attachments, link previews, search, and messaging controls (who may message me, requests). The spec
// names the page and the notification; the limits and words below are ours.

export const MESSAGING_LIMITS = {
  /** Members in one conversation, the starter included. */
  groupMax: 20,
  /** One message's text, in characters. */
  bodyMax: 4_000,
  /** A group's optional name. */
  titleMax: 80,
  /** Messages per page (older pages, catch-up after a reconnect). */
  pageSize: 50,
  /** Conversations per page of the list. */
  listPageSize: 30,
  /** Search hits shown at once. */
  searchMax: 50,
  /** Attachments on one message. */
  attachmentsMax: 10,
  /** An attachment: spec §5's upload limit. */
  attachmentMaxBytes: 10 * 1024 * 1024,
  /** Messages a report copies into the moderation queue (the last ones before the report). */
  reportExcerpt: 20,
  /** A typing indicator disappears this long after the last keystroke event. */
  typingShowMs: 6_000,
  /** The browser sends at most one typing event this often. */
  typingEveryMs: 3_000,
  /** A conversation counts as open in a tab while its presence is fresher than this (no message notification). */
  presenceMs: 90_000,
  /** An open conversation's tab says it is still there this often (well under presenceMs). */
  presenceEveryMs: 30_000,
  /** Link preview fetch: time and size caps, redirects followed. */
  previewTimeoutMs: 4_000,
  previewMaxBytes: 256 * 1024,
  previewMaxRedirects: 3,
} as const;

export const MESSAGE_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;

export const WHO_MAY_MESSAGE = ['everyone', 'connections', 'verified'] as const;
export const whoMayMessageSchema = z.enum(WHO_MAY_MESSAGE);
export type WhoMayMessage = z.infer<typeof whoMayMessageSchema>;
export const WHO_MAY_MESSAGE_LABELS: Record<WhoMayMessage, string> = {
  everyone: 'Everyone',
  connections: 'My connections',
  verified: 'Verified members',
};

/** "A", "A and B", "A, B and C". */
const listOf = (names: string[]) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

export const MESSAGING_MESSAGES = {
  title: 'Messages',
  inbox: 'Inbox',
  requests: 'Requests',
  empty: 'No conversations yet',
  emptyHint: 'Start one from a member’s profile, or with New message.',
  requestsEmpty: 'No message requests',
  requestsHint: 'Messages from people outside your settings wait here until you accept them.',
  pick: 'Choose a conversation',
  loadFailed: 'We could not load your messages.',
  retry: 'Try again',
  newMessage: 'New message',
  placeholder: 'Write a message…',
  send: 'Send',
  sending: 'Sending…',
  sendFailed: 'Could not send your message. Please try again.',
  bodyEmpty: 'Write a message or add an attachment.',
  bodyTooLong: `Messages can be up to ${enNumber(MESSAGING_LIMITS.bodyMax)} characters.`,
  titleTooLong: `A group name can be at most ${MESSAGING_LIMITS.titleMax} characters.`,
  membersNeeded: 'Choose at least one member.',
  tooManyMembers: `A conversation can have up to ${MESSAGING_LIMITS.groupMax} members.`,
  notYourself: 'You cannot message yourself.',
  noSuchMember: 'There is no such member.',
  blocked: 'You cannot message this member.',
  notFound: 'This conversation is not available.',
  messageNotFound: 'This message is no longer available.',
  notYours: 'You can only change your own messages.',
  deleted: 'This message was deleted.',
  edited: 'edited',
  requestWaiting: 'Accept this request to reply.',
  requestFrom: (name: string) => `${name} wants to send you a message.`,
  accept: 'Accept',
  ignore: 'Ignore',
  block: 'Block',
  report: 'Report',
  accepted: 'Request accepted.',
  ignored: 'Request ignored.',
  blockedDone: 'Member blocked. They can no longer message you.',
  reported: 'Thanks. Our moderators will review this conversation.',
  attachmentType: 'Attachments must be images (JPEG, PNG, WebP, GIF) or PDF files.',
  attachmentMissing: 'An attachment is no longer available. Add it again.',
  tooManyAttachments: `You can attach up to ${MESSAGING_LIMITS.attachmentsMax} files to one message.`,
  nsfwNeedsVerification: 'Verify your identity to send images marked NSFW.',
  nsfwShow: 'NSFW: click to show',
  search: 'Search in conversation',
  searchEmpty: 'No messages match.',
  typing: (names: string[]) => (names.length === 1 ? `${names[0]} is typing…` : `${names.length} people are typing…`),
  seen: 'Seen',
  seenBy: (n: number) => `Seen by ${n}`,
  back: 'Back to conversations',
  settingsTitle: 'Messaging',
  whoMayMessage: 'Who may message me',
  whoMayMessageHint: 'Messages from anyone else arrive as requests you can accept, ignore, block or report.',
  readReceipts: 'Read receipts',
  readReceiptsHint: 'When off, others do not see when you have read their messages.',
  saved: 'Saved.',
  saveFailed: 'Could not save your messaging settings. Please try again.',
  /** A group's own lines (kind 'system'), written when it happens with the names as they are then. */
  systemAdded: (actor: string, names: string[]) => `${actor} added ${listOf(names)}`,
  systemRemoved: (actor: string, name: string) => `${actor} removed ${name}`,
  systemLeft: (name: string) => `${name} left the group`,
  systemRenamed: (actor: string, title: string | null) =>
    title ? `${actor} renamed the group to “${title}”` : `${actor} removed the group’s name`,
  systemLineFixed: 'Lines the group writes itself cannot be changed.',
  // Group membership (issue 13 gaps): any accepted member adds members and renames; the creator removes.
  onlyGroups: 'Only a group conversation has members to add, remove or rename.',
  onlyCreatorRemoves: 'Only the member who started this group can remove members.',
  acceptFirst: 'Accept this conversation first.',
  notInGroup: 'This member is not in this conversation.',
  removeYourself: 'To leave the group, use Leave group.',
  membersTitle: 'Members',
  addMembers: 'Add members',
  add: 'Add',
  added: (n: number) => (n === 1 ? 'Member added.' : `${n} members added.`),
  remove: 'Remove',
  removed: 'Member removed.',
  leave: 'Leave group',
  leaveConfirm: 'Leave this group? You will no longer see its messages or files.',
  left: 'You left the group.',
  rename: 'Rename',
  groupName: 'Group name',
  groupNamePlaceholder: 'A name everyone sees',
  renamed: 'Group renamed.',
  startedBy: 'Started the group',
  changeFailed: 'Could not change this group. Please try again.',
} as const;

/** A member as a conversation shows them. `last_read_seq` is null when they turned read receipts off. */
export const conversationMemberSchema = z.object({
  user_id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  verified: z.boolean(),
  last_read_seq: z.number().int().nullable(),
});
export type ConversationMember = z.infer<typeof conversationMemberSchema>;

/** accepted: in the inbox; request: waiting for the member to accept; ignored: out of sight, never notified. */
export const conversationStatusSchema = z.enum(['accepted', 'request', 'ignored']);

export const conversationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['direct', 'group']),
  title: z.string().nullable(),
  /** Everyone in it, the reader included. */
  members: z.array(conversationMemberSchema),
  /** The server's sequence of the newest message (0: none yet). */
  last_seq: z.number().int(),
  last_message: z
    .object({ seq: z.number().int(), sender_id: z.uuid(), preview: z.string(), created_at: z.string(), kind: z.enum(['text', 'system']) })
    .nullable(),
  unread: z.number().int().min(0),
  status: conversationStatusSchema,
  /** Whether the reader may post now (not a request waiting for them, no block in a direct conversation). */
  can_send: z.boolean(),
  updated_at: z.string(),
  /** Who started it (in a group: the one member who may remove others, while they are in it); null once their account is gone. */
  created_by: z.uuid().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({
  items: z.array(conversationSchema),
  next_cursor: z.string().nullable(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationListQuery = z.object({
  box: z.enum(['inbox', 'requests']).optional(),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor.')
    .optional(),
});

export const createConversationInput = z.object({
  member_ids: z
    .array(z.uuid('Invalid member id.'))
    .min(1, MESSAGING_MESSAGES.membersNeeded)
    .max(MESSAGING_LIMITS.groupMax - 1, MESSAGING_MESSAGES.tooManyMembers),
  /** A group's name (ignored for a direct conversation). */
  title: z.string().trim().max(MESSAGING_LIMITS.titleMax, MESSAGING_MESSAGES.titleTooLong).optional(),
  /** Always a new group even with one other member (otherwise one direct conversation per pair). */
  group: z.boolean().optional(),
});

export const conversationParams = z.object({ id: idParam('Invalid conversation id.') });
export const messageParams = z.object({ id: idParam('Invalid conversation id.'), messageId: idParam('Invalid message id.') });

export const unreadSchema = z.object({
  /** Unread messages across accepted conversations (the sidebar's badge). */
  total: z.number().int().min(0),
  /** Conversations waiting in requests. */
  requests: z.number().int().min(0),
});
export type MessagingUnread = z.infer<typeof unreadSchema>;

export const attachmentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['image', 'pdf']),
  name: z.string(),
  size: z.number().int(),
  /** Signed for the reader, checked again on every download (only members). */
  url: z.string(),
  blur_data_url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  nsfw: z.boolean(),
});
export type MessageAttachment = z.infer<typeof attachmentSchema>;

export const linkPreviewSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  site_name: z.string().nullable(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  /** The server's order within the conversation: 1, 2, 3... without gaps. */
  seq: z.number().int().min(1),
  sender_id: z.uuid(),
  /** The sender's idempotency key: a resend with the same one answers the message already stored. */
  client_id: z.uuid(),
  /** Empty once deleted. */
  body: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  deleted: z.boolean(),
  attachments: z.array(attachmentSchema),
  link_preview: linkPreviewSchema.nullable(),
  /**
   * `system`: a line the group wrote itself when someone added, removed, left or renamed it; `body`
   * is its sentence (names as they were then) and `sender_id` the one who did it. Never edited or
   * deleted; the browser shows it centred, without a bubble.
   */
  kind: z.enum(['text', 'system']),
});
export type Message = z.infer<typeof messageSchema>;

/**
 * Messages of one conversation, oldest first. `after`: those with seq > after (catch-up after a
 * reconnect, live arrivals); `before`: the page just older than seq; neither: the newest page.
 * `q`: search (newest matches first).
 */
export const messageListQuery = z.object({
  after: z.coerce.number().int().min(0).optional(),
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGING_LIMITS.pageSize).optional(),
  q: z.string().trim().min(1).max(100).optional(),
});
export const messageListSchema = z.object({
  items: z.array(messageSchema),
  /** More in the direction asked (older for a page, newer for `after`). */
  has_more: z.boolean(),
});
export type MessageList = z.infer<typeof messageListSchema>;

export const sendMessageInput = z
  .object({
    client_id: z.uuid('Invalid client id.'),
    body: z.string().max(MESSAGING_LIMITS.bodyMax, MESSAGING_MESSAGES.bodyTooLong),
    attachment_ids: z.array(z.uuid()).max(MESSAGING_LIMITS.attachmentsMax, MESSAGING_MESSAGES.tooManyAttachments).optional(),
  })
  .refine((m) => m.body.trim().length > 0 || (m.attachment_ids?.length ?? 0) > 0, {
    message: MESSAGING_MESSAGES.bodyEmpty,
    path: ['body'],
  });

export const editMessageInput = z.object({
  body: z.string().trim().min(1, MESSAGING_MESSAGES.bodyEmpty).max(MESSAGING_LIMITS.bodyMax, MESSAGING_MESSAGES.bodyTooLong),
});

export const markReadInput = z.object({ seq: z.number().int().min(0) });
export const readStateSchema = z.object({ last_read_seq: z.number().int(), unread: unreadSchema });

/** Multipart: the file in field "file"; NSFW marking in the query. */
export const attachmentQuery = z.object({ nsfw: z.enum(['true', 'false']).optional() });
export const uploadedAttachmentSchema = attachmentSchema;

export const conversationReportInput = z.object({
  category: z.enum(REPORT_CATEGORY_KEYS),
  details: z.string().trim().max(1000).optional(),
});

export const messagingSettingsSchema = z.object({
  who_may_message: whoMayMessageSchema,
  read_receipts: z.boolean(),
});
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;
export const messagingSettingsPatch = messagingSettingsSchema.partial();

/** Adding members to a group: the group may hold at most MESSAGING_LIMITS.groupMax members in all. */
export const addConversationMembersInput = z.object({
  member_ids: z
    .array(z.uuid('Invalid member id.'))
    .min(1, MESSAGING_MESSAGES.membersNeeded)
    .max(MESSAGING_LIMITS.groupMax - 1, MESSAGING_MESSAGES.tooManyMembers),
});
/** A group's new name (empty: no name, the members' names show). */
export const renameConversationInput = z.object({
  title: z.string().trim().max(MESSAGING_LIMITS.titleMax, MESSAGING_MESSAGES.titleTooLong),
});
export const conversationMemberParams = z.object({ id: idParam('Invalid conversation id.'), userId: idParam('Invalid member id.') });

/** Messaging (features/messages): conversations the signed-in member is in; anyone else's is 404. */
export const messagingRoutes = {
  conversations: {
    method: 'GET',
    path: '/api/v1/conversations',
    summary: 'Your conversations, latest activity first: the inbox, or message requests waiting for you (keyset cursor)',
    tag: 'messages',
    access: 'user',
    delegated: 'viewer',
    query: conversationListQuery,
    response: conversationListSchema,
  },
  messagingUnread: {
    method: 'GET',
    path: '/api/v1/conversations/unread',
    summary: 'Unread messages across your accepted conversations, and requests waiting',
    tag: 'messages',
    access: 'user',
    delegated: 'viewer',
    response: unreadSchema,
  },
  createConversation: {
    method: 'POST',
    path: '/api/v1/conversations',
    summary:
      'Open a conversation: with one member, the direct conversation you share (made if new); with more, a group of up to 20. Members whose settings do not admit you get it as a request',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['messageWrites'],
    body: createConversationInput,
    response: conversationSchema,
  },
  conversation: {
    method: 'GET',
    path: '/api/v1/conversations/:id',
    summary: 'One of your conversations with its members, read positions (where receipts are on) and unread count',
    tag: 'messages',
    access: 'user',
    delegated: 'viewer',
    params: conversationParams,
    response: conversationSchema,
  },
  conversationMessages: {
    method: 'GET',
    path: '/api/v1/conversations/:id/messages',
    summary: 'Messages in order of the server sequence: the newest page, an older page (before), what you missed (after), or a search (q)',
    tag: 'messages',
    access: 'user',
    delegated: 'viewer',
    params: conversationParams,
    query: messageListQuery,
    response: messageListSchema,
  },
  sendMessage: {
    method: 'POST',
    path: '/api/v1/conversations/:id/messages',
    summary: 'Send a message; the client id makes a resend (after a reconnect) answer the stored message instead of a second one',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['messageWrites'],
    params: conversationParams,
    body: sendMessageInput,
    response: messageSchema,
  },
  editMessage: {
    method: 'PATCH',
    path: '/api/v1/conversations/:id/messages/:messageId',
    summary: 'Edit your own message',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['messageWrites'],
    params: messageParams,
    body: editMessageInput,
    response: messageSchema,
  },
  deleteMessage: {
    method: 'DELETE',
    path: '/api/v1/conversations/:id/messages/:messageId',
    summary: 'Delete your own message (its text and attachments go; the others see it was deleted)',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['messageWrites'],
    params: messageParams,
    response: messageSchema,
  },
  markConversationRead: {
    method: 'POST',
    path: '/api/v1/conversations/:id/read',
    summary: 'Mark read up to a sequence (never backwards); also says the conversation is still open in this tab',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['messageWrites'],
    params: conversationParams,
    body: markReadInput,
    response: readStateSchema,
  },
  conversationTyping: {
    method: 'POST',
    path: '/api/v1/conversations/:id/typing',
    summary: 'Tell the other members you are typing (a live event only; nothing is stored)',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['messageWrites'],
    params: conversationParams,
    response: okSchema,
  },
  uploadMessageAttachment: {
    method: 'POST',
    path: '/api/v1/conversations/:id/attachments',
    summary: 'Upload an image or PDF (multipart field "file", up to 10 MB) to attach to your next message in this conversation',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    status: 201,
    multipart: true,
    rateLimit: ['messageWrites'],
    params: conversationParams,
    query: attachmentQuery,
    response: uploadedAttachmentSchema,
  },
  acceptMessageRequest: {
    method: 'POST',
    path: '/api/v1/conversations/:id/accept',
    summary: 'Accept a message request (or bring back an ignored one): it moves to your inbox and you can reply',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    params: conversationParams,
    response: conversationSchema,
  },
  ignoreMessageRequest: {
    method: 'POST',
    path: '/api/v1/conversations/:id/ignore',
    summary: 'Ignore a message request: it leaves your requests and never notifies you; the sender is not told',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    params: conversationParams,
    response: conversationSchema,
  },
  blockFromConversation: {
    method: 'POST',
    path: '/api/v1/conversations/:id/block',
    summary: 'Block the other member of a direct conversation (or a request’s sender) and ignore the conversation',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['relationWrites'],
    params: conversationParams,
    response: conversationSchema,
  },
  reportConversation: {
    method: 'POST',
    path: '/api/v1/conversations/:id/report',
    summary: 'Report a conversation: its last 20 messages go to the moderation queue with your report',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    status: 201,
    rateLimit: ['reportPerAccount'],
    params: conversationParams,
    body: conversationReportInput,
    response: reportResultSchema,
  },
  messagingSettings: {
    method: 'GET',
    path: '/api/v1/messaging/settings',
    summary: 'Who may message you and whether others see your read receipts',
    tag: 'messages',
    access: 'user',
    delegated: 'viewer',
    response: messagingSettingsSchema,
  },
  updateMessagingSettings: {
    method: 'PATCH',
    path: '/api/v1/messaging/settings',
    summary: 'Change who may message you (everyone, your connections, verified members) or your read receipts',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    body: messagingSettingsPatch,
    response: messagingSettingsSchema,
  },
  // Groups: any accepted member adds and renames; the creator removes; anyone leaves.
  addConversationMembers: {
    method: 'POST',
    path: '/api/v1/conversations/:id/members',
    summary: 'Add members to a group you are in (up to 20 in all); those whose settings do not admit you get it as a request',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['messageWrites'],
    params: conversationParams,
    body: addConversationMembersInput,
    response: conversationSchema,
  },
  removeConversationMember: {
    method: 'DELETE',
    path: '/api/v1/conversations/:id/members/:userId',
    summary: 'Remove a member from a group you started: their live events stop and they can no longer read or download',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['messageWrites'],
    params: conversationMemberParams,
    response: conversationSchema,
  },
  leaveConversation: {
    method: 'POST',
    path: '/api/v1/conversations/:id/leave',
    summary: 'Leave a group: it leaves your list, and its messages and files are no longer yours to read',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['messageWrites'],
    params: conversationParams,
    response: okSchema,
  },
  renameConversation: {
    method: 'PATCH',
    path: '/api/v1/conversations/:id',
    summary: 'Rename a group you are in (an empty name shows the members instead)',
    tag: 'messages',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['messageWrites'],
    params: conversationParams,
    body: renameConversationInput,
    response: conversationSchema,
  },
} as const satisfies Record<string, RouteDef>;
