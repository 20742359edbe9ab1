import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type * as directory from '../directory/service.ts';
import type * as events from '../events/service.ts';
import type * as portfolio from '../portfolio/service.ts';
import type * as profiles from '../profiles/service.ts';
import * as repo from './repository.ts';

// Writing activities (the emitters app.ts wires: portfolio, profiles' verification, the directory)

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

export const onPortfolioPublished: portfolio.PublishedListener = async (ctx, tx, e) => {
  await recordActivity(ctx, tx, { actorId: e.ownerId, kind: e.kind, subjectId: e.subjectId, at: e.at });
};
export const onVerified: profiles.VerifiedListener = async (ctx, tx, userId) => {
  await recordActivity(ctx, tx, { actorId: userId, kind: 'verified', subjectId: userId });
};
export const onListed: directory.ListedListener = async (ctx, tx, businessId) => {
  await recordActivity(ctx, tx, { actorId: businessId, kind: 'listing', subjectId: businessId });
};
export const onEventListed: events.EventListedListener = async (ctx, tx, e) => {
  await recordActivity(ctx, tx, { actorId: e.organizerId, kind: 'event', subjectId: e.eventId, at: e.at });
};

/**
 * A member's follows or connections changed (the network feature calls it in its transaction): the
 * instances holding their feed socket read their sources again once it commits.
 */
export async function sourcesChanged(ctx: AppContext, tx: Executor, userId: string): Promise<void> {
  await ctx.bus.publish({ type: 'feed.sources_changed', topic: 'feed', data: { user_id: userId } }, tx);
}
