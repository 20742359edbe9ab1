import { randomUUID } from 'node:crypto';
import {
  type Conversation,
  type ConversationList,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGING_LIMITS,
  MESSAGING_MESSAGES,
  type Message,
  type MessageAttachment,
  type MessageList,
  type MessagingSettings,
  type MessagingUnread,
  type WhoMayMessage,
} from '@mb/contract/messaging';
import type { ReportCategory } from '@mb/contract/moderation';
import { MESSAGES } from '@mb/contract/ui-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { randomKey } from '../../platform/storage/storage.ts';
import { stripMetadata, undecodable } from '../../platform/storage/strip-metadata.ts';
import * as moderation from '../moderation/service.ts';
import * as network from '../network/service.ts';
import * as notifications from '../notifications/service.ts';
import * as portfolio from '../portfolio/service.ts';
import * as profiles from '../profiles/service.ts';
import * as storage from '../storage/service.ts';
import { fetchPreview, firstLink, type PreviewOptions } from './link-preview.ts';
import { type Card, nameOf, presentAttachment, presentConversation, presentMessage } from './presenter.ts';
import * as repo from './repository.ts';

// Messages (issue 13, ARCHITECTURE "Messages"). Every read and write names a conversation the caller is
// in; anyone else gets the same 404 as for one that does not exist, so a conversation's existence is
// never revealed. A block between two members ends their direct conversation both ways.

const notFound = () => new AppError('not_found', MESSAGING_MESSAGES.notFound);
const DEFAULT_SETTINGS: MessagingSettings = { who_may_message: 'everyone', read_receipts: true };
/** A member away from a conversation hears about it at most this often (one notification, not one per message). */
const NOTIFY_EVERY_MS = 5 * 60_000;
export const LINK_PREVIEW_JOB = 'messages.link_preview';
export const PRUNE_PRESENCE_JOB = 'messages.prune_presence';

/** Where the notification and the list link go. */
export const conversationPath = (id: string) => `/messages?c=${id}`;

async function cardsOf(ctx: AppContext, ids: readonly string[]): Promise<Map<string, Card>> {
  return (await profiles.memberCards(ctx.db, [...new Set(ids)])) as Map<string, Card>;
}

/** The caller's membership, or the 404 everyone outside gets. */
async function memberOrNotFound(db: Executor, userId: string, conversationId: string) {
  const member = await repo.membership(db, conversationId, userId);
  if (!member) throw notFound();
  return member;
}

/** Whether a member may post now: accepted, and in a direct conversation no block either way. */
function canSendIn(c: repo.ConversationRow, viewer: repo.MemberRow, members: repo.MemberRow[], blocked: Set<string>) {
  if (viewer.status !== 'accepted') return false;
  if (c.kind === 'direct') return !members.some((m) => m.user_id !== viewer.user_id && blocked.has(m.user_id));
  return true;
}

async function presentMany(
  ctx: AppContext,
  viewerId: string,
  rows: { conversation: repo.ConversationRow; member: repo.MemberRow }[],
): Promise<Conversation[]> {
  const ids = rows.map((r) => r.conversation.id);
  const members = await repo.membersOf(ctx.db, ids);
  const userIds = [...new Set(members.map((m) => m.user_id))];
  const [cards, settings, blocked] = await Promise.all([
    cardsOf(ctx, userIds),
    repo.settingsOf(ctx.db, userIds),
    profiles.blockedEitherWayIds(ctx, viewerId).then((x) => new Set(x)),
  ]);
  const byConv = new Map<string, repo.MemberRow[]>();
  for (const m of members) byConv.set(m.conversation_id, [...(byConv.get(m.conversation_id) ?? []), m]);
  return rows.map(({ conversation, member }) => {
    const all = byConv.get(conversation.id) ?? [member];
    return presentConversation(conversation, {
      viewer: member,
      members: all,
      cards,
      settings,
      canSend: canSendIn(conversation, member, all, blocked),
    });
  });
}

async function presentOne(ctx: AppContext, viewerId: string, conversationId: string): Promise<Conversation> {
  const [conversation, member] = await Promise.all([
    repo.findConversation(ctx.db, conversationId),
    repo.membership(ctx.db, conversationId, viewerId),
  ]);
  if (!conversation || !member) throw notFound();
  const [one] = await presentMany(ctx, viewerId, [{ conversation, member }]);
  if (!one) throw notFound();
  return one;
}

// ---- settings

export async function getSettings(ctx: AppContext, userId: string): Promise<MessagingSettings> {
  const row = (await repo.settingsOf(ctx.db, [userId])).get(userId);
  return row ? { who_may_message: row.who_may_message, read_receipts: row.read_receipts } : DEFAULT_SETTINGS;
}

export async function updateSettings(ctx: AppContext, userId: string, patch: Partial<MessagingSettings>): Promise<MessagingSettings> {
  if (patch.who_may_message === undefined && patch.read_receipts === undefined) return getSettings(ctx, userId);
  const row = await repo.upsertSettings(ctx.db, userId, patch);
  return row ? { who_may_message: row.who_may_message, read_receipts: row.read_receipts } : DEFAULT_SETTINGS;
}

/** Whether `recipientId`'s "who may message me" admits `senderId` straight into their inbox. */
async function admits(ctx: AppContext, who: WhoMayMessage, recipientId: string, senderId: string, senderVerified: boolean) {
  if (who === 'everyone') return true;
  if (who === 'verified') return senderVerified;
  const rel = (await network.relationsFor(ctx, recipientId, [senderId])).get(senderId);
  return rel?.connection === 'connected';
}

// ---- conversations

const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');
function decodeCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(Date.parse(at))) throw new AppError('bad_request', 'Invalid cursor.');
  return { at, id };
}

export async function listConversations(
  ctx: AppContext,
  userId: string,
  q: { box?: 'inbox' | 'requests'; cursor?: string },
): Promise<ConversationList> {
  const limit = MESSAGING_LIMITS.listPageSize;
  const rows = await repo.listFor(ctx.db, userId, q.box === 'requests' ? ['request'] : ['accepted'], limit + 1, decodeCursor(q.cursor));
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: await presentMany(ctx, userId, page),
    next_cursor: rows.length > limit && last ? encodeCursor(last.sortText, last.conversation.id) : null,
  };
}

export const unread = (ctx: AppContext, userId: string): Promise<MessagingUnread> => repo.unreadOf(ctx.db, userId);

export async function getConversation(ctx: AppContext, userId: string, id: string): Promise<Conversation> {
  return presentOne(ctx, userId, id);
}

/**
 * Opens a conversation. With one other member (and `group` not asked), the pair's one direct
 * conversation, made if new; otherwise a new group. Nobody blocked either way; each member whose
 * "who may message me" does not admit the starter gets it as a request.
 */
export async function createConversation(
  ctx: AppContext,
  userId: string,
  input: { member_ids: string[]; title?: string; group?: boolean },
): Promise<Conversation> {
  const others = [...new Set(input.member_ids.map((id) => id.toLowerCase()))].filter((id) => id !== userId);
  if (!others.length) throw new AppError('bad_request', MESSAGING_MESSAGES.notYourself, { member_ids: MESSAGING_MESSAGES.notYourself });
  if (others.length + 1 > MESSAGING_LIMITS.groupMax) throw new AppError('bad_request', MESSAGING_MESSAGES.tooManyMembers);
  const cards = await cardsOf(ctx, [userId, ...others]);
  if (others.some((id) => !cards.has(id))) throw new AppError('not_found', MESSAGING_MESSAGES.noSuchMember);
  const blocked = new Set(await profiles.blockedEitherWayIds(ctx, userId));
  if (others.some((id) => blocked.has(id))) throw new AppError('forbidden', MESSAGING_MESSAGES.blocked);
  const direct = others.length === 1 && !input.group;
  if (direct) {
    const existing = await repo.findDirect(ctx.db, userId, others[0] as string);
    if (existing) {
      const mine = await repo.membership(ctx.db, existing.id, userId);
      // Writing to someone whose request you once ignored takes it back into your inbox.
      if (mine && mine.status === 'ignored') await repo.setMemberStatus(ctx.db, existing.id, userId, 'accepted');
      return presentOne(ctx, userId, existing.id);
    }
  }
  const settings = await repo.settingsOf(ctx.db, others);
  const senderVerified = cards.get(userId)?.verified ?? false;
  const statuses = await Promise.all(
    others.map(async (id) => {
      const who = settings.get(id)?.who_may_message ?? 'everyone';
      return (await admits(ctx, who, id, userId, senderVerified)) ? ('accepted' as const) : ('request' as const);
    }),
  );
  const id = await ctx.db.transaction(async (tx) => {
    const conv = await repo.insertConversation(tx, {
      kind: direct ? 'direct' : 'group',
      title: direct ? null : input.title?.trim() || null,
      direct_key: direct ? repo.directKeyOf(userId, others[0] as string) : null,
      created_by: userId,
    });
    // Two members opening their pair's conversation at once: the second finds the first's.
    if (!conv) {
      const found = await repo.findDirect(tx, userId, others[0] as string);
      if (!found) throw new Error('direct conversation neither inserted nor found');
      return found.id;
    }
    await repo.insertMembers(tx, [
      { conversation_id: conv.id, user_id: userId, status: 'accepted' },
      ...others.map((o, i) => ({ conversation_id: conv.id, user_id: o, status: statuses[i] ?? ('request' as const) })),
    ]);
    return conv.id;
  });
  return presentOne(ctx, userId, id);
}

async function setStatus(ctx: AppContext, userId: string, id: string, status: repo.MemberStatus): Promise<Conversation> {
  await memberOrNotFound(ctx.db, userId, id);
  await ctx.db.transaction(async (tx) => {
    await repo.setMemberStatus(tx, id, userId, status);
    const c = await repo.findConversation(tx, id);
    await ctx.bus.publish({ type: 'inbox.changed', topic: `user:${userId}`, data: { conversation_id: id, seq: c?.last_seq ?? 0 } }, tx);
  });
  return presentOne(ctx, userId, id);
}

export const acceptRequest = (ctx: AppContext, userId: string, id: string) => setStatus(ctx, userId, id, 'accepted');
export const ignoreRequest = (ctx: AppContext, userId: string, id: string) => setStatus(ctx, userId, id, 'ignored');

/** Blocks the other member of a direct conversation, or a request's starter in a group, and ignores the conversation. */
export async function blockFrom(ctx: AppContext, userId: string, id: string): Promise<Conversation> {
  await memberOrNotFound(ctx.db, userId, id);
  const c = await repo.findConversation(ctx.db, id);
  if (!c) throw notFound();
  const members = await repo.membersOf(ctx.db, [id]);
  const other =
    c.kind === 'direct'
      ? members.find((m) => m.user_id !== userId)?.user_id
      : (c.created_by ?? undefined) !== userId
        ? c.created_by
        : undefined;
  if (!other) throw new AppError('bad_request', MESSAGING_MESSAGES.blocked);
  await profiles.setRelation(ctx, userId, other, 'block', true);
  return setStatus(ctx, userId, id, 'ignored');
}

// ---- groups: any accepted member adds and renames, the creator removes, anyone leaves

/** The caller's accepted membership in a group, or the error that says why not. */
async function groupMember(db: Executor, userId: string, id: string) {
  const member = await memberOrNotFound(db, userId, id);
  const c = await repo.findConversation(db, id);
  if (!c) throw notFound();
  if (c.kind !== 'group') throw new AppError('bad_request', MESSAGING_MESSAGES.onlyGroups);
  return { member, conversation: c };
}

/** Tells the group's open pages and every member's list; `removed` names a member whose socket hears nothing more. */
async function publishMembers(
  ctx: AppContext,
  tx: Executor,
  id: string,
  removed: string | null,
  alsoTell: string[] = [],
  line?: repo.MessageRow,
) {
  await ctx.bus.publish({ type: 'conversation.members', topic: `conversation:${id}`, data: { conversation_id: id, removed } }, tx);
  if (line) {
    const data = { conversation_id: id, seq: line.seq, message_id: line.id, sender_id: line.sender_id };
    await ctx.bus.publish({ type: 'message.created', topic: `conversation:${id}`, data }, tx);
  }
  const c = await repo.findConversation(tx, id);
  const members = await repo.membersOf(tx, [id]);
  const tell = new Set([...members.filter((m) => m.status !== 'ignored').map((m) => m.user_id), ...alsoTell]);
  for (const u of tell)
    await ctx.bus.publish({ type: 'inbox.changed', topic: `user:${u}`, data: { conversation_id: id, seq: c?.last_seq ?? 0 } }, tx);
}

/**
 * Adds members to a group (up to MESSAGING_LIMITS.groupMax in all). Any accepted member may add; the
 * rules of starting a conversation hold for the one adding: nobody blocked either way, and each new
 * member whose "who may message me" does not admit the adder gets the group as a request.
 */
export async function addMembers(ctx: AppContext, userId: string, id: string, memberIds: string[]): Promise<Conversation> {
  const { member } = await groupMember(ctx.db, userId, id);
  if (member.status !== 'accepted') throw new AppError('forbidden', MESSAGING_MESSAGES.acceptFirst);
  const current = new Set((await repo.membersOf(ctx.db, [id])).map((m) => m.user_id));
  const wanted = [...new Set(memberIds.map((x) => x.toLowerCase()))].filter((x) => x !== userId && !current.has(x));
  if (!wanted.length) return presentOne(ctx, userId, id);
  if (current.size + wanted.length > MESSAGING_LIMITS.groupMax)
    throw new AppError('bad_request', MESSAGING_MESSAGES.tooManyMembers, { member_ids: MESSAGING_MESSAGES.tooManyMembers });
  const cards = await cardsOf(ctx, [userId, ...wanted]);
  if (wanted.some((x) => !cards.has(x))) throw new AppError('not_found', MESSAGING_MESSAGES.noSuchMember);
  const blocked = new Set(await profiles.blockedEitherWayIds(ctx, userId));
  if (wanted.some((x) => blocked.has(x))) throw new AppError('forbidden', MESSAGING_MESSAGES.blocked);
  const settings = await repo.settingsOf(ctx.db, wanted);
  const verified = cards.get(userId)?.verified ?? false;
  const statuses = await Promise.all(
    wanted.map(async (x) =>
      (await admits(ctx, settings.get(x)?.who_may_message ?? 'everyone', x, userId, verified))
        ? ('accepted' as const)
        : ('request' as const),
    ),
  );
  await ctx.db.transaction(async (tx) => {
    // The row lock makes two additions at once take turns, so the cap holds.
    const conv = await repo.lockConversation(tx, id);
    if (!conv) throw notFound();
    if ((await repo.memberCount(tx, id)) + wanted.length > MESSAGING_LIMITS.groupMax)
      throw new AppError('bad_request', MESSAGING_MESSAGES.tooManyMembers, { member_ids: MESSAGING_MESSAGES.tooManyMembers });
    // A new member starts as having read what was said before they came (no backlog of unread).
    await repo.insertMembers(
      tx,
      wanted.map((x, i) => ({
        conversation_id: id,
        user_id: x,
        status: statuses[i] ?? ('request' as const),
        last_read_seq: conv.last_seq,
      })),
    );
    const line = await writeSystemLine(ctx, tx, id, userId, [userId, ...wanted], (name) =>
      MESSAGING_MESSAGES.systemAdded(name(userId), wanted.map(name)),
    );
    await publishMembers(ctx, tx, id, null, [], line);
  });
  return presentOne(ctx, userId, id);
}

/**
 * A group's own line (kind 'system': added, removed, left, renamed), in the change's transaction with
 * the conversation locked: it takes the next sequence like a message, so a reconnect catches up on it
 * and the list shows it as the latest; `publishMembers` announces it (after the event that stops a
 * removed member's socket, so they do not hear it). It notifies nobody.
 */
async function writeSystemLine(
  _ctx: AppContext,
  tx: Executor,
  id: string,
  actorId: string,
  named: string[],
  sentence: (name: (userId: string) => string) => string,
) {
  // Read inside the transaction (PGlite has one connection: a read beside it would wait for it).
  const cards = (await profiles.memberCards(tx, named)) as Map<string, Card>;
  const body = sentence((u) => nameOf(cards.get(u)));
  const row = await repo.appendMessage(tx, {
    conversation_id: id,
    sender_id: actorId,
    client_id: randomUUID(),
    body,
    preview: body,
    kind: 'system',
  });
  // A line the group writes itself never makes the conversation unread for anyone.
  await repo.readThrough(tx, id, row.seq);
  return row;
}

/** Takes a member out: their presence goes, their socket on the topic stops (the event naming them is its last). */
async function dropMember(ctx: AppContext, id: string, actorId: string, memberId: string) {
  await ctx.db.transaction(async (tx) => {
    await repo.lockConversation(tx, id);
    await repo.deleteMember(tx, id, memberId);
    const line = await writeSystemLine(ctx, tx, id, actorId, [actorId, memberId], (name) =>
      actorId === memberId
        ? MESSAGING_MESSAGES.systemLeft(name(memberId))
        : MESSAGING_MESSAGES.systemRemoved(name(actorId), name(memberId)),
    );
    await publishMembers(ctx, tx, id, memberId, [memberId], line);
  });
}

/** The group's creator removes a member. */
export async function removeMember(ctx: AppContext, userId: string, id: string, memberId: string): Promise<Conversation> {
  const { conversation } = await groupMember(ctx.db, userId, id);
  if (conversation.created_by !== userId) throw new AppError('forbidden', MESSAGING_MESSAGES.onlyCreatorRemoves);
  if (memberId === userId) throw new AppError('bad_request', MESSAGING_MESSAGES.removeYourself);
  if (!(await repo.membership(ctx.db, id, memberId))) throw new AppError('not_found', MESSAGING_MESSAGES.notInGroup);
  await dropMember(ctx, id, userId, memberId);
  return presentOne(ctx, userId, id);
}

/** Any member leaves a group (a request waiting for them too). The creator leaving leaves nobody able to remove. */
export async function leave(ctx: AppContext, userId: string, id: string) {
  await groupMember(ctx.db, userId, id);
  await dropMember(ctx, id, userId, userId);
  return { ok: true as const };
}

export async function rename(ctx: AppContext, userId: string, id: string, title: string): Promise<Conversation> {
  const { member } = await groupMember(ctx.db, userId, id);
  if (member.status !== 'accepted') throw new AppError('forbidden', MESSAGING_MESSAGES.acceptFirst);
  await ctx.db.transaction(async (tx) => {
    const conv = await repo.lockConversation(tx, id);
    if ((conv?.title ?? null) === (title.trim() || null)) return;
    await repo.setTitle(tx, id, title.trim() || null);
    const line = await writeSystemLine(ctx, tx, id, userId, [userId], (name) =>
      MESSAGING_MESSAGES.systemRenamed(name(userId), title.trim() || null),
    );
    await publishMembers(ctx, tx, id, null, [], line);
  });
  return presentOne(ctx, userId, id);
}

// ---- messages

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
        title: MESSAGING_MESSAGES.notificationTitle(nameOf(sender)),
        content: previewOf(body, attachmentIds.length),
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

// ---- attachments

/** A PDF attachment rewritten without its metadata; one that cannot be opened is refused, never stored as it is. */
async function pdfWithoutMetadata(body: Buffer): Promise<Buffer> {
  try {
    return await stripMetadata(body, 'application/pdf');
  } catch {
    const why = `${MESSAGES.uploadRejected} (${undecodable('application/pdf')})`;
    throw new AppError('unprocessable', MESSAGES.uploadRejected, { file: why });
  }
}

export async function uploadAttachment(
  ctx: AppContext,
  userId: string,
  id: string,
  file: { name: string; declaredType?: string; body: Buffer },
  q: { nsfw?: 'true' | 'false' },
): Promise<MessageAttachment> {
  // The file is judged first (spec §5's check says what is wrong with it), then where it goes.
  const { mime, ext } = await storage.acceptUpload(file, {
    allowed: MESSAGE_ATTACHMENT_TYPES,
    maxBytes: MESSAGING_LIMITS.attachmentMaxBytes,
    typeMessage: MESSAGING_MESSAGES.attachmentType,
  });
  const member = await memberOrNotFound(ctx.db, userId, id);
  if (member.status !== 'accepted') throw new AppError('forbidden', MESSAGING_MESSAGES.requestWaiting);
  const isPdf = mime === 'application/pdf';
  // Images are re-encoded without metadata (a phone photo's GPS position stays home) and get a blur
  // preview; a PDF loses its author, creator and XMP (issue 31).
  const image = isPdf ? null : await portfolio.renderImage(file.body);
  const body = image ? image.full : await pdfWithoutMetadata(file.body);
  const contentType = image ? 'image/webp' : mime;
  const key = randomKey(userId, image ? 'webp' : ext);
  await ctx.storage.put('messages', key, body, contentType);
  const name = (file.name || (isPdf ? 'document.pdf' : 'image')).replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'file';
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const row = await repo.insertAttachment(tx, {
        conversation_id: id,
        uploader_id: userId,
        key,
        kind: isPdf ? 'pdf' : 'image',
        name,
        content_type: contentType,
        size: body.length,
        width: image?.width ?? null,
        height: image?.height ?? null,
        blur_data_url: image?.blurDataUrl ?? null,
        nsfw: !isPdf && q.nsfw === 'true',
      });
      await storage.recordStoredObjects(tx, [
        { bucket: 'messages', path: key, owner_id: userId, content_type: contentType, size: body.length },
      ]);
      return row;
    });
    return presentAttachment(ctx, row, userId);
  } catch (e) {
    await ctx.storage.delete('messages', key).catch((err) => ctx.log.warn({ err, key }, 'attachment clean-up failed'));
    throw e;
  }
}

/** `/storage/messages/<key>` answers only a URL signed for a member who is still in the file's conversation. */
export async function attachmentGuard(ctx: AppContext, file: { key: string; audience: string | null }): Promise<boolean> {
  const m = file.audience?.match(/^member:([0-9a-f-]{36})$/);
  if (!m?.[1]) return false;
  return repo.attachmentReadable(ctx.db, file.key, m[1]);
}

// ---- realtime

/**
 * A block between two members, or its lifting (the profiles' block hook, in that transaction): both
 * members' pages read their direct conversation again, so it turns read-only (or writable again) while
 * open, instead of after a send fails.
 */
export async function blockChanged(ctx: AppContext, tx: Executor, a: string, b: string): Promise<void> {
  const c = await repo.findDirect(tx, a, b);
  if (!c) return;
  for (const u of [a, b])
    await ctx.bus.publish({ type: 'inbox.changed', topic: `user:${u}`, data: { conversation_id: c.id, seq: c.last_seq } }, tx);
}

/**
 * `conversation:{id}`: members only (checked on every subscription). A subscribed socket is the
 * conversation open in a tab: its presence row, on whichever instance holds it, keeps message
 * notifications away from that member until the socket leaves or the row expires.
 */
export const conversationTopic = {
  async authorize(ctx: AppContext, actor: Actor, id: string) {
    if (!/^[0-9a-f-]{36}$/.test(id)) return false;
    return Boolean(await repo.membership(ctx.db, id, actor.userId));
  },
  async attach(ctx: AppContext, actor: Actor, id: string, deliver: (json: string) => void) {
    const socketId = randomUUID();
    let open = true;
    const stop = ctx.bus.subscribe(`conversation:${id}`, (event, json) => {
      if (!open) return;
      deliver(json());
      // A member who left or was removed: the event naming them is the last this socket hears.
      if (event.type === 'conversation.members' && event.data.removed === actor.userId) {
        open = false;
        repo.removePresence(ctx.db, socketId, id).catch((err) => ctx.log.warn({ err }, 'presence clean-up failed'));
      }
    });
    await repo.addPresence(ctx.db, { socket_id: socketId, conversation_id: id, user_id: actor.userId, ms: MESSAGING_LIMITS.presenceMs });
    return () => {
      stop();
      repo.removePresence(ctx.db, socketId, id).catch((err) => ctx.log.warn({ err }, 'presence clean-up failed'));
    };
  },
};

// ---- reports

export async function reportConversation(
  ctx: AppContext,
  userId: string,
  id: string,
  input: { category: ReportCategory; details?: string },
): Promise<{ id: string; status: 'open' }> {
  await memberOrNotFound(ctx.db, userId, id);
  const result = await moderation.createReport(ctx, userId, {
    subject_type: 'conversation',
    subject_id: id,
    category: input.category,
    details: input.details ?? '',
  });
  // What the reviewer reads: the last messages as they were when reported (a later delete changes nothing).
  const rows = await repo.messagesBefore(ctx.db, id, null, MESSAGING_LIMITS.reportExcerpt);
  const cards = await cardsOf(
    ctx,
    rows.map((r) => r.sender_id),
  );
  await repo.insertExcerpt(ctx.db, {
    conversation_id: id,
    reporter_id: userId,
    excerpt: rows.map((r) => ({
      seq: r.seq,
      sender: nameOf(cards.get(r.sender_id)),
      body: r.deleted_at ? '(deleted)' : r.body,
      at: r.created_at.toISOString(),
    })),
  });
  return result;
}

export const conversationReportSubject: moderation.ReportSubjectDef = {
  type: 'conversation',
  async resolve(ctx, subjectId, reporterId) {
    await memberOrNotFound(ctx.db, reporterId, subjectId);
    const c = await repo.findConversation(ctx.db, subjectId);
    if (!c) throw notFound();
    const members = await repo.membersOf(ctx.db, [subjectId]);
    const target =
      c.kind === 'direct'
        ? members.find((m) => m.user_id !== reporterId)?.user_id
        : ((await repo.lastSenderOtherThan(ctx.db, subjectId, reporterId)) ?? (c.created_by !== reporterId ? c.created_by : null));
    if (!target) throw new AppError('bad_request', 'There is nobody else in this conversation to report.');
    const card = (await cardsOf(ctx, [target])).get(target);
    return { targetId: target, title: `messages from ${nameOf(card)}`, thumbnail_url: card?.avatar_url ?? null };
  },
  async describe(ctx, subjectId) {
    const excerpt = await repo.latestExcerpt(ctx.db, subjectId);
    if (!excerpt) return { title: 'Report about a conversation', images: [], facts: [], exists: false };
    return {
      title: 'Report about a conversation (the last messages when it was reported)',
      images: [],
      facts: excerpt.excerpt.map((m) => ({
        label: `${m.sender} · ${m.at.slice(0, 16).replace('T', ' ')} UTC`,
        value: m.body || '(attachment)',
      })),
      exists: true,
    };
  },
};

// ---- jobs

/** Fetches a message's link preview (strict limits: link-preview.ts) and tells the conversation. */
export async function fillLinkPreview(ctx: AppContext, payload: { message_id: string; url: string }, opts?: PreviewOptions) {
  const m = await repo.findMessageById(ctx.db, payload.message_id);
  if (!m || m.deleted_at || firstLink(m.body) !== payload.url) return;
  const preview = await fetchPreview(payload.url, opts);
  if (!preview) return;
  await ctx.db.transaction(async (tx) => {
    await repo.updateMessage(tx, m.id, { link_preview: preview });
    await ctx.bus.publish(
      {
        type: 'message.updated',
        topic: `conversation:${m.conversation_id}`,
        data: { conversation_id: m.conversation_id, seq: m.seq, message_id: m.id },
      },
      tx,
    );
  });
}

export function defineMessagingJobs(ctx: AppContext, previewOpts?: PreviewOptions): void {
  // Once per context: tests build several apps on one (defineJob refuses a kind twice).
  if (ctx.jobs.kinds().includes(LINK_PREVIEW_JOB)) return;
  ctx.jobs.defineJob<{ message_id: string; url: string }>(LINK_PREVIEW_JOB, (p) => fillLinkPreview(ctx, p, previewOpts), {
    maxAttempts: 1,
    lockMs: 30_000,
  });
  ctx.jobs.defineJob(PRUNE_PRESENCE_JOB, () => repo.prunePresence(ctx.db));
  ctx.jobs.every(PRUNE_PRESENCE_JOB, 3_600_000);
}
