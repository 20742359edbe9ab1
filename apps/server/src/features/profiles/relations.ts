import { BLOCK_LIST_MAX, BLOCK_MESSAGES, type BlockList, type Relation } from '@mb/contract/blocks';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emit } from '../../platform/modules.ts';
import * as repo from './repository.ts';

// Blocks and mutes between members (issue 8, beyond the spec). Writes are scoped to the signed-in
// member as the one who blocks or mutes; nobody is told.

async function assertOtherMember(ctx: AppContext, actorId: string, otherId: string) {
  if (actorId === otherId) throw new AppError('bad_request', BLOCK_MESSAGES.notYourself);
  if (!(await repo.findProfileById(ctx.db, otherId))) throw new AppError('not_found', BLOCK_MESSAGES.noSuchMember);
}

export async function relationWith(ctx: AppContext, actorId: string, otherId: string): Promise<Relation> {
  return { user_id: otherId, ...(await repo.relationOf(ctx.db, actorId, otherId)) };
}

export async function setRelation(
  ctx: AppContext,
  actorId: string,
  otherId: string,
  kind: repo.RelationKind,
  on: boolean,
): Promise<Relation> {
  await assertOtherMember(ctx, actorId, otherId);
  if (on) {
    if ((await repo.countRelations(ctx.db, kind, actorId)) >= BLOCK_LIST_MAX) throw new AppError('conflict', BLOCK_MESSAGES.limit);
    if (kind === 'block') {
      // A block ends what other features hold between the two (the network's follows and connections),
      // in the block's own transaction: there is never a moment with both a block and a follow.
      await ctx.db.transaction(async (tx) => {
        await repo.addRelation(tx, kind, actorId, otherId);
        await emit(ctx, 'profiles.block_changed', { tx, blockerId: actorId, blockedId: otherId, change: 'block' });
      });
    } else await repo.addRelation(ctx.db, kind, actorId, otherId);
  } else if (kind === 'block') {
    await ctx.db.transaction(async (tx) => {
      await repo.removeRelation(tx, kind, actorId, otherId);
      await emit(ctx, 'profiles.block_changed', { tx, blockerId: actorId, blockedId: otherId, change: 'unblock' });
    });
  } else {
    await repo.removeRelation(ctx.db, kind, actorId, otherId);
  }
  return relationWith(ctx, actorId, otherId);
}

export async function myRelations(ctx: AppContext, actorId: string): Promise<BlockList> {
  const [blocked, muted] = await Promise.all([
    repo.listRelations(ctx.db, 'block', actorId, BLOCK_LIST_MAX),
    repo.listRelations(ctx.db, 'mute', actorId, BLOCK_LIST_MAX),
  ]);
  const present = (r: (typeof blocked)[number]) => ({
    user_id: r.user_id,
    username: r.username,
    display_name: r.display_name,
    avatar_url: r.avatar_url,
    since: r.since.toISOString(),
  });
  return { blocked: blocked.map(present), muted: muted.map(present) };
}
