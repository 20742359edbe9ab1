import {
  type Conversation,
  type ConversationList,
  MESSAGING_LIMITS,
  MESSAGING_MESSAGES,
  type MessagingSettings,
  type MessagingUnread,
  type WhoMayMessage,
} from '@mb/contract/messaging';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as network from '../network/index.ts';
import * as profiles from '../profiles/index.ts';
import { type Card, presentConversation } from './presenter.ts';
import * as repo from './repository.ts';

// Conversations: the caller's settings, the inbox and requests, starting one, accepting, ignoring and blocking;
// with the helpers every use case shares (membership or 404, presenting a conversation).

export const notFound = () => new AppError('not_found', MESSAGING_MESSAGES.notFound);
const DEFAULT_SETTINGS: MessagingSettings = { who_may_message: 'everyone', read_receipts: true };

/** Where the notification and the list link go. */
export const conversationPath = (id: string) => `/messages?c=${id}`;

export async function cardsOf(ctx: AppContext, ids: readonly string[]): Promise<Map<string, Card>> {
  return (await profiles.memberCards(ctx.db, [...new Set(ids)])) as Map<string, Card>;
}

/** The caller's membership, or the 404 everyone outside gets. */
export async function memberOrNotFound(db: Executor, userId: string, conversationId: string) {
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

export async function presentOne(ctx: AppContext, viewerId: string, conversationId: string): Promise<Conversation> {
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
export async function admits(ctx: AppContext, who: WhoMayMessage, recipientId: string, senderId: string, senderVerified: boolean) {
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
