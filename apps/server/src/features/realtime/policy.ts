import type { Actor, AppContext } from '../../platform/context.ts';

/**
 * A kind of topic another feature serves (the feed's `feed:{id}`): it decides who may subscribe and
 * delivers the events itself, so one bus event can reach exactly the sockets it concerns on this
 * instance (features/feed/README.md: one NOTIFY per activity, not one per follower).
 */
export interface TopicKind {
  authorize(ctx: AppContext, actor: Actor, id: string): Promise<boolean>;
  /** Starts delivering to one socket (`deliver` takes the event's JSON); answers how to stop. */
  attach(ctx: AppContext, actor: Actor, id: string, deliver: (json: string) => void): Promise<() => void>;
  /**
   * Data a subscribed socket sends on this topic (`{ type: 'send', topic, data }`): the kind checks the
   * sender may send it (again: things change after subscribing) and acts (MB Visio relays a signal to
   * one peer). Answers null when done, or the refusal's message. A kind without it takes no frames.
   */
  receive?(ctx: AppContext, actor: Actor, id: string, data: unknown): Promise<SendRefusal | null>;
}

export interface SendRefusal {
  code: 'forbidden' | 'bad_request';
  message: string;
}

// Filled by the composition root at start (app.ts), never at import time; a kind registered again replaces the first.
const kinds = new Map<string, TopicKind>();
export function registerTopicKind(kind: string, def: TopicKind): void {
  kinds.set(kind, def);
}
export const topicKind = (topic: string): TopicKind | undefined => kinds.get(topic.split(':')[0] ?? '');

/** Deny by default: a topic is allowed only by a rule here. `user:{id}` is the user's own rows. */
export async function canSubscribe(ctx: AppContext, actor: Actor, topic: string): Promise<boolean> {
  const [kind, id] = topic.split(':');
  if (kind === 'user') return id === actor.userId;
  const served = topicKind(topic);
  if (served && id) return served.authorize(ctx, actor, id);
  return false;
}
