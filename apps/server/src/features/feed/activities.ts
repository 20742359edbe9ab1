import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type * as directory from '../directory/index.ts';
import type * as events from '../events/index.ts';
import type * as portfolio from '../portfolio/index.ts';
import type * as profiles from '../profiles/index.ts';
import * as repo from './repository.ts';

// Writing activities (on other features' events: see module.ts)

/**
 * Records an activity inside the caller's transaction; a visible one is announced with ONE bus event
 * (delivered after commit), whoever follows the actor. A subject already recorded is left alone.
 */
export async function recordActivity(
  ctx: AppContext,
  tx: Executor,
  a: { actorId: string; kind: repo.ActivityKind; subjectId: string; at?: Date; state?: 'visible' | 'pending' },
): Promise<repo.ActivityRow | undefined> {
  const row = await repo.insertActivity(tx, {
    actor_id: a.actorId,
    kind: a.kind,
    subject_id: a.subjectId,
    state: a.state ?? 'visible',
    created_at: a.at ?? new Date(),
  });
  if (row?.state === 'visible') await announce(ctx, tx, row);
  return row;
}

export const announce = (ctx: AppContext, tx: Executor, row: repo.ActivityRow) =>
  ctx.bus.publish({ type: 'feed.activity', topic: 'feed', data: { activity_id: row.id, actor_id: row.actor_id, kind: row.kind } }, tx);

/**
 * A member's follows or connections changed (on 'network.sources_changed', in its transaction): the
 * instances holding their feed socket read their sources again once it commits.
 */
export async function sourcesChanged(ctx: AppContext, tx: Executor, userId: string): Promise<void> {
  await ctx.bus.publish({ type: 'feed.sources_changed', topic: 'feed', data: { user_id: userId } }, tx);
}

/** A member changed the places they hide from (on 'geoblock.places_changed', in its transaction): feeds listing them are read again. */
export async function placesChanged(ctx: AppContext, tx: Executor, userId: string): Promise<void> {
  await ctx.bus.publish({ type: 'feed.places_changed', topic: 'feed', data: { user_id: userId } }, tx);
}
