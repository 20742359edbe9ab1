import type { NetworkRelation } from '@mb/contract/network';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import * as repo from './repository.ts';

// The professional network (ARCHITECTURE "Network"): follows and connections. What other features use:
// whose activity a member's feed shows (sourceIdsOf), who sees a member's activity live (audienceIdsOf),
// where a viewer stands with many members at once (relationsFor: discovery's cards), and the block hook.

/** Members whose activity `userId`'s feed shows: those they follow and those they are connected with. */
export const sourceIdsOf = (ctx: Pick<AppContext, 'db'>, userId: string) => repo.sourceIdsOf(ctx.db, userId);

/** Members who see `userId`'s activity: their followers and connections. */
export const audienceIdsOf = (ctx: Pick<AppContext, 'db'>, userId: string) => repo.audienceIdsOf(ctx.db, userId);

/** Where `viewerId` stands with each of `ids`, in one read of each table. */
export async function relationsFor(
  ctx: Pick<AppContext, 'db'>,
  viewerId: string,
  ids: readonly string[],
): Promise<Map<string, NetworkRelation>> {
  const others = [...new Set(ids)].filter((id) => id !== viewerId);
  const [{ following, followedBy }, rows] = await Promise.all([
    repo.followedAmong(ctx.db, viewerId, others),
    repo.connectionsAmong(ctx.db, viewerId, others),
  ]);
  const byOther = new Map(rows.map((r) => [r.user_a === viewerId ? r.user_b : r.user_a, r]));
  const out = new Map<string, NetworkRelation>();
  for (const id of others) {
    const c = byOther.get(id);
    const connection = !c ? 'none' : c.status === 'accepted' ? 'connected' : c.requester_id === viewerId ? 'outgoing' : 'incoming';
    out.set(id, {
      user_id: id,
      following: following.has(id),
      followed_by: followedBy.has(id),
      connection,
      request_id: c && c.status === 'pending' ? c.id : null,
    });
  }
  return out;
}

/** Called inside the block's transaction: a block ends follows and connections between the two. */
export const endRelationsBetween = (tx: Executor, x: string, y: string) => repo.endAllBetween(tx, x, y);
