import { MESSAGING_LIMITS, MESSAGING_MESSAGES, type Message, type MessageList } from '@mb/contract/messaging';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import * as notifications from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import * as storage from '../storage/index.ts';
import { conversationPath, getSettings, memberOrNotFound, notFound, unread } from './conversations.ts';
import { LINK_PREVIEW_JOB } from './jobs.ts';
import { firstLink } from './link-preview.ts';
import { type Card, nameOf, presentMessage } from './presenter.ts';
import * as repo from './repository.ts';

// A conversation's messages: reading, sending, editing and deleting, read marks and typing.

/** A member away from a conversation hears about it at most this often (one notification, not one per message). */
const NOTIFY_EVERY_MS = 5 * 60_000;

async function attachmentsFor(ctx: AppContext, messageIds: string[]) {
  const rows = messageIds.length ? await repo.attachmentsOf(ctx.db, messageIds) : [];
  const by = new Map<string, repo.AttachmentRow[]>();
  for (const a of rows) if (a.message_id) by.set(a.message_id, [...(by.get(a.message_id) ?? []), a]);
  return by;
}

async function presentMessages(ctx: AppContext, viewerId: string, c: repo.ConversationRow, rows: repo.MessageRow[]) {
  const [att, blocked] = await Promise.all([
    attachmentsFor(
      ctx,
      rows.map((r) => r.id),
    ),
    c.kind === 'group' ? profiles.blockedEitherWayIds(ctx, viewerId).then((x) => new Set(x)) : Promise.resolve(new Set<string>()),
  ]);
  return rows.map((m) => presentMessage(ctx, m, { viewerId, attachments: att.get(m.id) ?? [], hidden: blocked.has(m.sender_id) }));
}

export async function listMessages(
  ctx: AppContext,
  userId: string,
  id: string,
  q: { after?: number; before?: number; limit?: number; q?: string },
): Promise<MessageList> {
  await memberOrNotFound(ctx.db, userId, id);
  const c = await repo.findConversation(ctx.db, id);
  if (!c) throw notFound();
  const limit = q.limit ?? MESSAGING_LIMITS.pageSize;
  let rows: repo.MessageRow[];
  let hasMore: boolean;
  if (q.q) {
    rows = await repo.searchMessages(ctx.db, id, q.q, MESSAGING_LIMITS.searchMax + 1);
    hasMore = rows.length > MESSAGING_LIMITS.searchMax;
    rows = rows.slice(0, MESSAGING_LIMITS.searchMax);
  } else if (q.after !== undefined) {
    rows = await repo.messagesAfter(ctx.db, id, q.after, limit + 1);
    hasMore = rows.length > limit;
    rows = rows.slice(0, limit);
  } else {
    rows = await repo.messagesBefore(ctx.db, id, q.before ?? null, limit + 1);
    hasMore = rows.length > limit;
    if (hasMore) rows = rows.slice(1);
  }
  return { items: await presentMessages(ctx, userId, c, rows), has_more: hasMore };
}

const previewOf = (body: string, attachments: number) => {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text) return text.length > 140 ? `${text.slice(0, 139)}…` : text;
  return attachments === 1 ? 'Sent an attachment' : `Sent ${attachments} attachments`;
};

/**
 * Sends a message. The conversation's row is locked, so sends take turns and each gets the next
 * sequence; a client id already used by this sender in this conversation answers the stored message
 * (a resend after a reconnect never makes a second one). Members away from the conversation hear it
 * through notify() (type message, their preference decides), at most once in 5 minutes per conversation.
 */
export async function sendMessage(
  ctx: AppContext,
  userId: string,
  id: string,
  input: { client_id: string; body: string; attachment_ids?: string[] },
): Promise<Message> {
  const body = input.body.trim();
  const attachmentIds = [...new Set(input.attachment_ids ?? [])];
  const members = await repo.membersOf(ctx.db, [id]);
  const me = members.find((m) => m.user_id === userId);
  if (!me) throw notFound();
  const conv0 = await repo.findConversation(ctx.db, id);
  if (!conv0) throw notFound();
  if (me.status !== 'accepted') {
    const already = await repo.findMessageByClientId(ctx.db, id, userId, input.client_id);
    if (!already) throw new AppError('forbidden', MESSAGING_MESSAGES.requestWaiting);
  }
  if (conv0.kind === 'direct') {
    const other = members.find((m) => m.user_id !== userId);
    if (other && (await profiles.isBlocked(ctx, userId, other.user_id))) throw new AppError('forbidden', MESSAGING_MESSAGES.blocked);
  }
  // The sender's name is read only when someone is to be notified.
  let sender: Card | undefined;
  const { row, fresh } = await ctx.db.transaction(async (tx) => {
    const conv = await repo.lockConversation(tx, id);
    if (!conv) throw notFound();
    const existing = await repo.findMessageByClientId(tx, id, userId, input.client_id);
    if (existing) return { row: existing, fresh: false };
    const row = await repo.appendMessage(tx, {
      conversation_id: id,
      sender_id: userId,
      client_id: input.client_id,
      body,
      preview: previewOf(body, attachmentIds.length),
    });
    if (attachmentIds.length && (await repo.attachTo(tx, id, userId, row.id, attachmentIds)) !== attachmentIds.length)
      throw new AppError('bad_request', MESSAGING_MESSAGES.attachmentMissing, { attachment_ids: MESSAGING_MESSAGES.attachmentMissing });
    const event = { conversation_id: id, seq: row.seq, message_id: row.id, sender_id: userId };
    await ctx.bus.publish({ type: 'message.created', topic: `conversation:${id}`, data: event }, tx);
    const away = members.filter((m) => m.user_id !== userId && m.status === 'accepted');
    const present = away.length ? await repo.presentIn(tx, id) : new Set<string>();
    for (const m of members) {
      if (m.status === 'ignored') continue;
      await ctx.bus.publish({ type: 'inbox.changed', topic: `user:${m.user_id}`, data: { conversation_id: id, seq: row.seq } }, tx);
      if (m.user_id === userId || m.status !== 'accepted' || present.has(m.user_id)) continue;
      const path = conversationPath(id);
      if (await notifications.notifiedRecently(tx, m.user_id, 'message', path, NOTIFY_EVERY_MS)) continue;
      // Read inside the transaction (PGlite has one connection: a read beside it would wait for it).
      sender ??= ((await profiles.memberCards(tx, [userId])) as Map<string, Card>).get(userId);
      await notifications.notify(ctx, tx, m.user_id, {
        type: 'message',
        title: words(NOTICE_TEXT.messages.title, { name: nameOf(sender) }),
        // The text as written; an attachment alone is said in the recipient's language.
        content: body.trim()
          ? previewOf(body, attachmentIds.length)
          : attachmentIds.length === 1
            ? NOTICE_TEXT.messages.attachment
            : words(NOTICE_TEXT.messages.attachments, { count: String(attachmentIds.length) }),
        action_url: path,
      });
    }
    const link = firstLink(body);
    if (link) await ctx.jobs.enqueue(tx, { kind: LINK_PREVIEW_JOB, payload: { message_id: row.id, url: link } });
    return { row, fresh: true };
  });
  // A new message's attachments are the ones it just claimed; a resend reads them again.
  if (fresh && !attachmentIds.length) return presentMessage(ctx, row, { viewerId: userId, attachments: [] });
  const [one] = await presentMessages(ctx, userId, conv0, [row]);
  if (!one) throw new Error('message vanished');
  return one;
}

async function ownMessage(ctx: AppContext, userId: string, id: string, messageId: string) {
  await memberOrNotFound(ctx.db, userId, id);
  const m = await repo.findMessage(ctx.db, id, messageId);
  if (!m || m.deleted_at) throw new AppError('not_found', MESSAGING_MESSAGES.messageNotFound);
  if (m.sender_id !== userId) throw new AppError('forbidden', MESSAGING_MESSAGES.notYours);
  if (m.kind === 'system') throw new AppError('forbidden', MESSAGING_MESSAGES.systemLineFixed);
  return m;
}

async function presentSingle(ctx: AppContext, userId: string, id: string, row: repo.MessageRow) {
  const c = await repo.findConversation(ctx.db, id);
  if (!c) throw notFound();
  const [one] = await presentMessages(ctx, userId, c, [row]);
  if (!one) throw new Error('message vanished');
  return one;
}

export async function editMessage(ctx: AppContext, userId: string, id: string, messageId: string, body: string): Promise<Message> {
  const m = await ownMessage(ctx, userId, id, messageId);
  const row = await ctx.db.transaction(async (tx) => {
    const text = body.trim();
    const updated = await repo.updateMessage(tx, m.id, { body: text, edited_at: new Date(), link_preview: null });
    if (!updated) throw new AppError('not_found', MESSAGING_MESSAGES.messageNotFound);
    await repo.setLastPreview(tx, id, m.seq, previewOf(text, 0));
    await ctx.bus.publish(
      { type: 'message.updated', topic: `conversation:${id}`, data: { conversation_id: id, seq: m.seq, message_id: m.id } },
      tx,
    );
    const link = firstLink(text);
    if (link) await ctx.jobs.enqueue(tx, { kind: LINK_PREVIEW_JOB, payload: { message_id: m.id, url: link } });
    return updated;
  });
  return presentSingle(ctx, userId, id, row);
}

export async function deleteMessage(ctx: AppContext, userId: string, id: string, messageId: string): Promise<Message> {
  const m = await ownMessage(ctx, userId, id, messageId);
  const { row, files } = await ctx.db.transaction(async (tx) => {
    const updated = await repo.updateMessage(tx, m.id, { body: '', deleted_at: new Date(), link_preview: null });
    if (!updated) throw new AppError('not_found', MESSAGING_MESSAGES.messageNotFound);
    const files = await repo.deleteAttachmentsOf(tx, m.id);
    await storage.forgetStoredObjects(
      tx,
      files.map((f) => f.key),
    );
    await repo.setLastPreview(tx, id, m.seq, MESSAGING_MESSAGES.deleted);
    await ctx.bus.publish(
      { type: 'message.updated', topic: `conversation:${id}`, data: { conversation_id: id, seq: m.seq, message_id: m.id } },
      tx,
    );
    return { row: updated, files };
  });
  for (const f of files)
    await ctx.storage.delete('messages', f.key).catch((err) => ctx.log.warn({ err, key: f.key }, 'attachment clean-up failed'));
  return presentSingle(ctx, userId, id, row);
}

/** Marks read up to `seq` (never backwards, never past the newest); also keeps this tab's presence fresh. */
export async function markRead(ctx: AppContext, userId: string, id: string, seq: number) {
  const member = await memberOrNotFound(ctx.db, userId, id);
  const receipts = (await getSettings(ctx, userId)).read_receipts;
  const last = await ctx.db.transaction(async (tx) => {
    const last = (await repo.markRead(tx, id, userId, seq)) ?? member.last_read_seq;
    await repo.refreshPresence(tx, id, userId, MESSAGING_LIMITS.presenceMs);
    if (last > member.last_read_seq) {
      if (receipts)
        await ctx.bus.publish(
          { type: 'conversation.read', topic: `conversation:${id}`, data: { conversation_id: id, user_id: userId, seq: last } },
          tx,
        );
      await ctx.bus.publish({ type: 'inbox.changed', topic: `user:${userId}`, data: { conversation_id: id, seq: last } }, tx);
    }
    return last;
  });
  return { last_read_seq: last, unread: await unread(ctx, userId) };
}

export async function typing(ctx: AppContext, userId: string, id: string) {
  const member = await memberOrNotFound(ctx.db, userId, id);
  if (member.status !== 'accepted') throw new AppError('forbidden', MESSAGING_MESSAGES.requestWaiting);
  await ctx.bus.publish({ type: 'conversation.typing', topic: `conversation:${id}`, data: { conversation_id: id, user_id: userId } });
  return { ok: true as const };
}
