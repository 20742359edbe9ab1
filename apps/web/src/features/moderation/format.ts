import { intlLocale } from '../../lib/i18n';
/** "3 min", "5 h", "2 d": how long something has waited, short enough for a list row. */
export function age(seconds: number): string {
  if (seconds < 60) return 'just now';
  const m = Math.floor(seconds / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h`;
  return `${Math.floor(h / 24)} d`;
}

export const ageSince = (iso: string, now = Date.now()) => age(Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000)));

/** Due in / overdue by, for an item's due time (spec §6: 48 hours). */
export function dueLabel(dueIso: string, now = Date.now()): { text: string; overdue: boolean } {
  const ms = new Date(dueIso).getTime() - now;
  if (ms < 0) return { text: `Overdue by ${age(Math.floor(-ms / 1000))}`, overdue: true };
  return { text: `Due in ${age(Math.floor(ms / 1000))}`, overdue: false };
}

export const dateTime = (iso: string) => new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Words for the decision buttons: a report is not "approved", action is taken on it; a removal request
 * (issue 18) is upheld (the content stays removed) or rejected (the content comes back), and approving
 * it asks for the reason both sides are told (`approveReason`).
 */
export const decisionWords = (type: string) =>
  type === 'report'
    ? { approve: 'Action taken', reject: 'No violation', rejectTitle: 'No violation found', approveReason: false }
    : type === 'removal_request'
      ? { approve: 'Remove content', reject: 'Keep content', rejectTitle: 'Reject the request with a reason', approveReason: true }
      : { approve: 'Approve', reject: 'Reject', rejectTitle: 'Reject with a reason', approveReason: false };
