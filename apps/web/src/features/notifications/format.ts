export { timeAgo } from '../../lib/time-ago';

/** The badge: up to 99, then '99+'. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(Math.max(0, count)));
