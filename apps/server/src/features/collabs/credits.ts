import { COLLAB_MESSAGES, type Collab, type CollabCredit, type CollabRole } from '@mb/contract/collabs';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as profiles from '../profiles/index.ts';
import { changed, detail, membership, peopleOf } from './collaborations.ts';
import { presentPerson } from './presenter.ts';
import * as repo from './repository.ts';

// Verified credits

export async function confirmCredit(ctx: AppContext, userId: string, collabId: string, memberId: string): Promise<Collab> {
  return ctx.db.transaction(async (tx) => {
    const { collab } = await membership(tx, collabId, userId);
    if (collab.status !== 'completed') throw new AppError('conflict', COLLAB_MESSAGES.creditsNotYet);
    if (memberId === userId) throw new AppError('unprocessable', COLLAB_MESSAGES.creditSelf);
    const target = await repo.findMember(tx, collabId, memberId);
    if (target?.state !== 'joined') throw new AppError('unprocessable', COLLAB_MESSAGES.creditNotMember);
    await repo.insertCredit(tx, { collab_id: collabId, member_id: memberId, confirmed_by: userId });
    await changed(ctx, tx, collabId, 'members');
    return detail(tx, collab, userId);
  });
}

/**
 * A member's verified credits, as visible as their profile (a members-only profile, a block: its 404).
 * A confirmer in a block with the reader, either way, is left out, and with them a credit no one else
 * confirmed: the reader sees only confirmations by people they may see.
 */
export async function memberCredits(ctx: AppContext, userId: string, actor: Actor | null): Promise<{ credits: CollabCredit[] }> {
  await profiles.getPublicProfile(ctx, userId, actor);
  const hidden = new Set(actor ? await profiles.blockedEitherWayIds(ctx, actor.userId) : []);
  const rows = (await repo.confirmedCreditsOfMember(ctx.db, userId)).filter((r) => !hidden.has(r.confirmed_by));
  const people = await peopleOf(
    ctx.db,
    rows.map((r) => r.confirmed_by),
  );
  const byCollab = new Map<string, CollabCredit>();
  for (const r of rows) {
    let c = byCollab.get(r.collab.id);
    if (!c) {
      c = { collab_id: r.collab.id, title: r.collab.title, role: r.role as CollabRole, ends_on: r.collab.ends_on, confirmed_by: [] };
      byCollab.set(r.collab.id, c);
    }
    c.confirmed_by.push(presentPerson(r.confirmed_by, people));
  }
  return { credits: [...byCollab.values()] };
}
