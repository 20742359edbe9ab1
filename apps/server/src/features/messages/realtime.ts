import { randomUUID } from 'node:crypto';
import { MESSAGING_LIMITS } from '@mb/contract/messaging';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import * as repo from './repository.ts';

// Realtime: the conversation topic, and what a block changes on open pages.

/**
 * A block between two members, or its lifting (on 'profiles.block_changed', in that transaction): both
 * members' pages read their direct conversation again, so it turns read-only (or writable again) while
 * open, instead of after a send fails.
 */
export async function blockChanged(ctx: AppContext, tx: Executor, a: string, b: string): Promise<void> {
  const c = await repo.findDirect(tx, a, b);
  if (!c) return;
  for (const u of [a, b])
    await ctx.bus.publish({ type: 'inbox.changed', topic: `user:${u}`, data: { conversation_id: c.id, seq: c.last_seq } }, tx);
}

/**
 * `conversation:{id}`: members only (checked on every subscription). A subscribed socket is the
 * conversation open in a tab: its presence row, on whichever instance holds it, keeps message
 * notifications away from that member until the socket leaves or the row expires.
 */
export const conversationTopic = {
  async authorize(ctx: AppContext, actor: Actor, id: string) {
    if (!/^[0-9a-f-]{36}$/.test(id)) return false;
    return Boolean(await repo.membership(ctx.db, id, actor.userId));
  },
  async attach(ctx: AppContext, actor: Actor, id: string, deliver: (json: string) => void) {
    const socketId = randomUUID();
    let open = true;
    const stop = ctx.bus.subscribe(`conversation:${id}`, (event, json) => {
      if (!open) return;
      deliver(json());
      // A member who left or was removed: the event naming them is the last this socket hears.
      if (event.type === 'conversation.members' && event.data.removed === actor.userId) {
        open = false;
        repo.removePresence(ctx.db, socketId, id).catch((err) => ctx.log.warn({ err }, 'presence clean-up failed'));
      }
    });
    await repo.addPresence(ctx.db, { socket_id: socketId, conversation_id: id, user_id: actor.userId, ms: MESSAGING_LIMITS.presenceMs });
    return () => {
      stop();
      repo.removePresence(ctx.db, socketId, id).catch((err) => ctx.log.warn({ err }, 'presence clean-up failed'));
    };
  },
};
