import type { FeedItem } from '@mb/contract/feed';
import type { RealtimeEvent } from '@mb/contract/realtime';

// The '3 new posts' pill (issue 12): live activities are counted, never inserted while the member reads,
// so nothing moves under their eyes; the pill reveals them at the top. Pure, for the unit tests.

export interface PendingState {
  /** Activity ids heard live and not shown yet, oldest first. */
  ids: string[];
}

export const NO_PENDING: PendingState = { ids: [] };

/**
 * Adds a live activity to the pill unless it is already on screen or counted, or it is the member's own
 * (their own posts go to the top at once when they publish them).
 */
export function heard(state: PendingState, event: RealtimeEvent, o: { me: string; shown: ReadonlySet<string> }): PendingState {
  if (event.type !== 'feed.activity') return state;
  const { activity_id: id, actor_id: actor } = event.data;
  if (actor === o.me || o.shown.has(id) || state.ids.includes(id)) return state;
  return { ids: [...state.ids, id] };
}

/** The ids of every item on screen (all loaded pages). */
export const shownIds = (pages: readonly { items: readonly FeedItem[] }[] | undefined) =>
  new Set((pages ?? []).flatMap((p) => p.items.map((i) => i.id)));
