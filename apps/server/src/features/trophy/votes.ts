import { TROPHY_MESSAGES as M, type SuspicionReason, TROPHY_LIMITS } from '@mb/contract/trophy';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as compliance from '../compliance/index.ts';
import * as profiles from '../profiles/index.ts';
import { DAY, HOUR, isFinalist, MINUTE, voteRefusal } from './awards.ts';
import { awardOfCategory } from './nominations.ts';
import * as repo from './repository.ts';

// Votes

/**
 * One vote per category per verified identity. The unique indexes on (category, identity) and
 * (category, account) are the last word: two accounts of one vAulth identity, or two requests at the
 * same instant, cannot both count. What looks suspicious is recorded with the vote for the organizer.
 */
export async function vote(ctx: AppContext, actor: Actor, ip: string, categoryId: string, nominationId: string) {
  const userId = actor.userId;
  const { c, a } = await awardOfCategory(ctx, categoryId, userId);
  const voter = await profiles.profileRowOf(ctx.db, userId);
  const refusal = voteRefusal(a, voter ?? undefined);
  if (refusal) throw new AppError(a.phase !== 'voting' ? 'conflict' : 'forbidden', refusal);
  const n = await repo.nominationById(ctx.db, nominationId);
  if (!n || n.category_id !== c.id || !isFinalist(n))
    throw new AppError('validation_failed', M.notFinalist, { nomination_id: M.notFinalist });
  const now = new Date();
  const flags: SuspicionReason[] = [];
  if ((voter as profiles.ProfileRow).created_at.getTime() > a.voting_open_at.getTime() - TROPHY_LIMITS.newAccountDays * DAY)
    flags.push('new_account');
  const verifiedAt = await compliance.identityVerifiedAt(ctx, userId);
  if (verifiedAt && now.getTime() - verifiedAt.getTime() < TROPHY_LIMITS.freshIdentityHours * HOUR) flags.push('fresh_identity');
  const identity = voter?.vaulth_user_id ? `vaulth:${voter.vaulth_user_id}` : `user:${userId}`;
  await ctx.db.transaction(async (tx) => {
    const row = await repo.insertVote(tx, {
      award_id: a.id,
      category_id: c.id,
      nomination_id: n.id,
      voter_id: userId,
      voter_identity: identity,
      ip,
      session_id: actor.sessionId,
      flags,
    });
    if (!row) throw new AppError('conflict', M.alreadyVoted);
    if (ip) {
      const recent = await repo.votesFromIpSince(tx, a.id, ip, new Date(now.getTime() - TROPHY_LIMITS.burstWindowMinutes * MINUTE));
      if (new Set(recent.map((v) => v.voter_id)).size >= TROPHY_LIMITS.burstVoters)
        await repo.addFlag(
          tx,
          recent.map((v) => v.id),
          'ip_burst',
        );
    }
  });
  return { category_id: c.id, nomination_id: n.id };
}
