import type { FeedActor } from '@mb/contract/feed';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago": when an activity happened. */
export function ago(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return 'just now';
}

export const actorName = (a: Pick<FeedActor, 'display_name' | 'username'>) =>
  a.display_name || (a.username ? `@${a.username}` : 'A member');

/** Where a member's profile lives: their username, else their id (spec §2 /{slug}, /profile/{id}). */
export const profilePath = (a: Pick<FeedActor, 'id' | 'username'>) => (a.username ? `/${a.username}` : `/profile/${a.id}`);

/** The counter under the composer: what is left, and whether it is over. */
export function remaining(text: string, max: number) {
  const left = max - text.length;
  return { left, over: left < 0, label: left < 0 ? `${-left} over the limit` : `${left} left` };
}
