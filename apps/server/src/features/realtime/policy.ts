import type { Actor, AppContext } from '../../platform/context.ts';

/** Deny by default: a topic is allowed only by a rule here. `user:{id}` is the user's own rows. */
export async function canSubscribe(_ctx: AppContext, actor: Actor, topic: string): Promise<boolean> {
  const [kind, id] = topic.split(':');
  if (kind === 'user') return id === actor.userId;
  return false;
}
