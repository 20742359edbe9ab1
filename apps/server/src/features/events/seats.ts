import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { UUID } from './organizers.ts';
import * as repo from './repository.ts';

export const isListed = (r: repo.EventRow) => r.status !== 'draft' && r.moderation === 'approved';

/** Live counts for the organizer's manage page (topic `event:{id}`), delivered after commit. */
export async function publishCounts(ctx: AppContext, tx: Executor, ev: repo.EventRow, checkedIn?: number) {
  const n = checkedIn ?? (await repo.checkedInCounts(tx, [ev.id])).get(ev.id) ?? 0;
  await ctx.bus.publish(
    {
      type: 'event.counts',
      topic: `event:${ev.id}`,
      data: { event_id: ev.id, seats_taken: ev.seats_taken, checked_in: n, capacity: ev.capacity },
    },
    tx,
  );
}

/**
 * Seats were taken or given back, or the capacity or status changed: the organizer's counts, and every
 * open page of the event (`event_seats:{id}`, issue 31), so a member looking at the last seat sees it
 * go without reloading. Delivered after commit.
 */
export async function seatsMoved(ctx: AppContext, tx: Executor, ev: repo.EventRow) {
  await publishCounts(ctx, tx, ev);
  await ctx.bus.publish(
    { type: 'event.seats', topic: `event_seats:${ev.id}`, data: { event_id: ev.id, seats_taken: ev.seats_taken, capacity: ev.capacity } },
    tx,
  );
}

/** The realtime topic kind `event:{id}`: the event's organizer only. */
export const eventTopic = {
  authorize: async (ctx: AppContext, actor: Actor, id: string) => {
    if (!UUID.test(id)) return false;
    const row = await repo.findEvent(ctx.db, id);
    return row?.organizer_id === actor.userId;
  },
  attach: async (ctx: AppContext, _actor: Actor, id: string, deliver: (json: string) => void) =>
    ctx.bus.subscribe(`event:${id}`, (_event, json) => deliver(json())),
};

/** The realtime topic kind `event_seats:{id}`: whoever may read the event (listed: any member; else its organizer). */
export const eventSeatsTopic = {
  authorize: async (ctx: AppContext, actor: Actor, id: string) => {
    if (!UUID.test(id)) return false;
    const row = await repo.findEvent(ctx.db, id);
    return !!row && (isListed(row) || row.organizer_id === actor.userId);
  },
  attach: async (ctx: AppContext, _actor: Actor, id: string, deliver: (json: string) => void) =>
    ctx.bus.subscribe(`event_seats:${id}`, (_event, json) => deliver(json())),
};
