import { COLLAB_LIMITS, COLLAB_MESSAGES, type Collab, type InviteInput } from '@mb/contract/collabs';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { notify } from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { assertOwner, changed, detail, field, membership, peopleOf } from './collaborations.ts';
import { nameOf } from './presenter.ts';
import * as repo from './repository.ts';

// Members and invitations

const COLLAB_REQUEST = 'collaboration_request';

async function resolveInvitee(ctx: AppContext, actor: Actor, raw: string) {
  const key = raw
    .trim()
    .replace(/^https?:\/\/[^/]+/i, '')
    .replace(/^\/(model|profile)\//, '')
    .replace(/^\//, '')
    .replace(/^@/, '');
  try {
    return await profiles.getPublicProfile(ctx, key, actor);
  } catch (e) {
    // A member who blocked the inviter is not found, exactly as their profile is not (features/profiles/README.md "Blocks and mutes").
    if (e instanceof AppError && e.code === 'not_found') throw field('unprocessable', 'member', COLLAB_MESSAGES.noSuchMember);
    throw e;
  }
}

export async function invite(ctx: AppContext, actor: Actor, collabId: string, input: InviteInput): Promise<Collab> {
  // Whose collaboration first: a stranger learns nothing about it, nor about the member named.
  assertOwner((await membership(ctx.db, collabId, actor.userId)).me);
  const member = await resolveInvitee(ctx, actor, input.member);
  if (member.id === actor.userId) throw field('unprocessable', 'member', COLLAB_MESSAGES.notYourself);
  if (await profiles.isBlocked(ctx, actor.userId, member.id)) throw field('forbidden', 'member', COLLAB_MESSAGES.blocked);
  return ctx.db.transaction(async (tx) => {
    const { collab, me } = await membership(tx, collabId, actor.userId, { lock: true });
    assertOwner(me);
    if (collab.status === 'completed' || collab.status === 'cancelled') throw field('conflict', 'member', COLLAB_MESSAGES.closedForInvites);
    if (await repo.findMember(tx, collabId, member.id)) throw field('conflict', 'member', COLLAB_MESSAGES.alreadyMember);
    if ((await repo.countMembers(tx, collabId)) >= COLLAB_LIMITS.membersMax)
      throw field('conflict', 'member', COLLAB_MESSAGES.tooManyMembers);
    await repo.insertMembers(tx, [
      { collab_id: collabId, user_id: member.id, role: input.role ?? 'collaborator', state: 'invited', invited_by: actor.userId },
    ]);
    const people = await peopleOf(tx, [actor.userId]);
    await notify(ctx, tx, member.id, {
      type: COLLAB_REQUEST,
      title: words(NOTICE_TEXT.collabs.invited, { name: nameOf(people.get(actor.userId)) }),
      content: words(NOTICE_TEXT.collabs.invitedContent, { title: collab.title }),
      action_url: '/collabs',
    });
    await changed(ctx, tx, collabId, 'members', member.id);
    return detail(tx, collab, actor.userId);
  });
}

export async function accept(ctx: AppContext, userId: string, collabId: string): Promise<Collab> {
  // Asked again: an invitation across a block made since it was sent is not accepted. (Outside the
  // transaction: the profiles service reads on its own connection.)
  const { collab: before } = await membership(ctx.db, collabId, userId, { invited: true });
  if (await profiles.isBlocked(ctx, before.owner_id, userId)) throw new AppError('forbidden', COLLAB_MESSAGES.blocked);
  return ctx.db.transaction(async (tx) => {
    const { collab } = await membership(tx, collabId, userId, { invited: true, lock: true });
    if (collab.status === 'cancelled') throw new AppError('conflict', COLLAB_MESSAGES.noInvitation);
    const row = await repo.joinMember(tx, collabId, userId);
    if (!row) throw new AppError('conflict', COLLAB_MESSAGES.noInvitation);
    await repo.touchCollab(tx, collabId);
    await changed(ctx, tx, collabId, 'members', userId);
    return detail(tx, collab, userId);
  });
}

export async function decline(ctx: AppContext, userId: string, collabId: string) {
  await ctx.db.transaction(async (tx) => {
    await membership(tx, collabId, userId, { invited: true });
    if (!(await repo.deleteMember(tx, collabId, userId, 'invited'))) throw new AppError('conflict', COLLAB_MESSAGES.noInvitation);
    await changed(ctx, tx, collabId, 'members', userId);
  });
  return { ok: true as const };
}

/** The owner removes a member or withdraws an invitation; a member (not the owner) leaves. */
export async function removeMember(ctx: AppContext, userId: string, collabId: string, memberId: string) {
  await ctx.db.transaction(async (tx) => {
    const { me } = await membership(tx, collabId, userId, { lock: true });
    if (memberId === userId) {
      if (me.role === 'owner') throw new AppError('conflict', COLLAB_MESSAGES.ownerCannotLeave);
    } else assertOwner(me);
    if (!(await repo.deleteMember(tx, collabId, memberId))) throw new AppError('not_found', COLLAB_MESSAGES.noSuchMember);
    await repo.unassignTasks(tx, collabId, memberId);
    await changed(ctx, tx, collabId, 'members', memberId);
  });
  return { ok: true as const };
}
