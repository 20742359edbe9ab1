import { randomUUID } from 'node:crypto';
import { type Conversation, MESSAGING_LIMITS, MESSAGING_MESSAGES } from '@mb/contract/messaging';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as profiles from '../profiles/index.ts';
import { admits, cardsOf, memberOrNotFound, notFound, presentOne } from './conversations.ts';
import { type Card, nameOf } from './presenter.ts';
import * as repo from './repository.ts';

// Groups: any accepted member adds and renames, the creator removes, anyone leaves; each change writes
// the group's own system line.

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
