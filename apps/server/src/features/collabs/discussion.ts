import { COLLAB_LIMITS } from '@mb/contract/collabs';
import type { RealtimeEvent } from '@mb/contract/realtime';
import type { Actor, AppContext } from '../../platform/context.ts';
import { membership, peopleOf } from './collaborations.ts';
import { presentMessage } from './presenter.ts';
import * as repo from './repository.ts';

// Discussion (live on the realtime topic `collab:{id}`)

export async function listMessages(ctx: AppContext, userId: string, collabId: string, before?: string) {
  await membership(ctx.db, collabId, userId);
  // One more than a page says whether older ones exist; a `before` from another collaboration finds nothing.
  const rows = await repo.latestMessages(ctx.db, collabId, COLLAB_LIMITS.messagesPage + 1, before);
  const hasMore = rows.length > COLLAB_LIMITS.messagesPage;
  const page = hasMore ? rows.slice(1) : rows;
  const people = await peopleOf(
    ctx.db,
    page.map((m) => m.author_id),
  );
  return { messages: page.map((m) => presentMessage(m, people)), has_more: hasMore };
}

export async function postMessage(ctx: AppContext, userId: string, collabId: string, body: string) {
  return ctx.db.transaction(async (tx) => {
    await membership(tx, collabId, userId);
    const row = await repo.insertMessage(tx, { collab_id: collabId, author_id: userId, body });
    const message = presentMessage(row, await peopleOf(tx, [userId]));
    await ctx.bus.publish({ type: 'collab.message', topic: `collab:${collabId}`, data: message }, tx);
    return message;
  });
}

/**
 * The realtime topic kind `collab:{id}`: a joined member may subscribe. Delivery stops for a socket
 * whose member leaves or is removed (the `collab.changed` event naming them is the last it gets).
 */
export const collabTopic = {
  authorize: async (ctx: AppContext, actor: Actor, id: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const m = await repo.findMember(ctx.db, id, actor.userId);
    return m?.state === 'joined';
  },
  attach: async (ctx: AppContext, actor: Actor, id: string, deliver: (json: string) => void) => {
    let open = true;
    const stop = ctx.bus.subscribe(`collab:${id}`, (event: RealtimeEvent, json: () => string) => {
      if (!open) return;
      deliver(json());
      // A joined member named by a members change has left or been removed (an invitee never subscribes):
      // that event is the last this socket hears.
      if (event.type === 'collab.changed' && event.data.what === 'members' && event.data.member_id === actor.userId) open = false;
    });
    return stop;
  },
};
