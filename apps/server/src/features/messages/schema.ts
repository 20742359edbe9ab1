import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A conversation (README.md): direct (two members, one per pair: `direct_key` is the two
 * ids in uuid order) or a group of up to 20. `last_seq` is the sequence of its newest message, bumped
 * under the row's lock by every send, so messages are numbered 1, 2, 3... without gaps or ties.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['direct', 'group'] }).notNull(),
    title: text('title'),
    direct_key: text('direct_key'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    last_seq: integer('last_seq').notNull().default(0),
    last_message_at: ts('last_message_at'),
    last_sender_id: uuid('last_sender_id'),
    last_preview: text('last_preview'),
    /** The latest message's kind: a group's own line is not shown as the reader's ('You: ') in the list. */
    last_kind: text('last_kind', { enum: ['text', 'system'] })
      .notNull()
      .default('text'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_direct_key').on(t.direct_key),
    check('conversations_kind_check', sql`${t.kind} in ('direct', 'group')`),
  ],
);

/**
 * Who is in a conversation and where they stand: accepted (their inbox), request (waiting for them to
 * accept: the starter is outside their "who may message me"), ignored. `last_read_seq` never goes back.
 * `sort_at` copies the conversation's latest activity so a member's list is one index range.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['accepted', 'request', 'ignored'] })
      .notNull()
      .default('accepted'),
    last_read_seq: integer('last_read_seq').notNull().default(0),
    sort_at: ts('sort_at').notNull().defaultNow(),
    joined_at: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversation_id, t.user_id] }),
    // A member's list: their conversations in one box, latest first (keyset on sort_at, conversation_id).
    index('conversation_members_list_idx').on(t.user_id, t.status, t.sort_at, t.conversation_id),
    check('conversation_members_status_check', sql`${t.status} in ('accepted', 'request', 'ignored')`),
  ],
);

/** A message. `client_id` is the sender's idempotency key: one message per (conversation, sender, client id). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sender_id: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client_id: uuid('client_id').notNull(),
    body: text('body').notNull(),
    /** 'system': a group's own line (added, removed, left, renamed); its body is the sentence. */
    kind: text('kind', { enum: ['text', 'system'] })
      .notNull()
      .default('text'),
    link_preview: jsonb('link_preview').$type<{
      url: string;
      title: string | null;
      description: string | null;
      site_name: string | null;
    }>(),
    created_at: ts('created_at').notNull().defaultNow(),
    edited_at: ts('edited_at'),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('messages_seq_key').on(t.conversation_id, t.seq),
    uniqueIndex('messages_client_key').on(t.conversation_id, t.sender_id, t.client_id),
  ],
);

/** A file sent in a conversation: uploaded first (message_id null), then attached to one message by its sender. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    uploader_id: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message_id: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind', { enum: ['image', 'pdf'] }).notNull(),
    name: text('name').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    blur_data_url: text('blur_data_url'),
    nsfw: boolean('nsfw').notNull().default(false),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_attachments_key').on(t.key), index('message_attachments_message_idx').on(t.message_id)],
);

/** A member's messaging controls (a member without a row: everyone may message them, receipts on). */
export const messagingSettings = pgTable('messaging_settings', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  who_may_message: text('who_may_message', { enum: ['everyone', 'connections', 'verified'] })
    .notNull()
    .default('everyone'),
  read_receipts: boolean('read_receipts').notNull().default(true),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/**
 * "This conversation is open in a tab": one row per subscribed socket, written when the socket
 * subscribes to `conversation:{id}` and deleted when it leaves, on whichever instance holds it;
 * `expires_at` (refreshed by the tab's read marks) covers an instance that died without cleaning up.
 * A message notification is not sent while a fresh row exists for the recipient.
 */
export const conversationPresence = pgTable(
  'conversation_presence',
  {
    socket_id: uuid('socket_id').notNull(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: ts('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.socket_id, t.conversation_id] }),
    index('conversation_presence_member_idx').on(t.conversation_id, t.user_id),
  ],
);

/** What a report copied out of a conversation when it was made (the reviewer sees it even if messages are deleted later). */
export const conversationReportExcerpts = pgTable(
  'conversation_report_excerpts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporter_id: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    excerpt: jsonb('excerpt').$type<{ seq: number; sender: string; body: string; at: string }[]>().notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('conversation_report_excerpts_conv_idx').on(t.conversation_id, t.created_at)],
);
