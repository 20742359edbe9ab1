import type { FeedActor } from '@mb/contract/feed';
import { t } from '../../lib/i18n';

/** When an activity happened: "just now", "5 minutes ago". */
export { timeAgo as ago } from '../../lib/time-ago';

export const actorName = (a: Pick<FeedActor, 'display_name' | 'username'>) =>
  a.display_name || (a.username ? `@${a.username}` : t('feed.aMember', 'A member'));

/** Where a member's profile lives: their username, else their id (spec §2 /{slug}, /profile/{id}). */
export const profilePath = (a: Pick<FeedActor, 'id' | 'username'>) => (a.username ? `/${a.username}` : `/profile/${a.id}`);

/** The counter under the composer: what is left, and whether it is over. */
export function remaining(text: string, max: number) {
  const left = max - text.length;
  const label =
    left < 0 ? t('feed.overLimit', '{count} over the limit', { count: -left }) : t('feed.left', '{count} left', { count: left });
  return { left, over: left < 0, label };
}
