import { intlLocale, t } from '../../lib/i18n';

/** "3 min", "5 h", "2 d": how long something has waited, short enough for a list row. */
export function age(seconds: number): string {
  if (seconds < 60) return t('moderation.age.now', 'just now');
  const m = Math.floor(seconds / 60);
  if (m < 60) return t('moderation.age.minutes', '{count} min', { count: m });
  const h = Math.floor(m / 60);
  if (h < 48) return t('moderation.age.hours', '{count} h', { count: h });
  return t('moderation.age.days', '{count} d', { count: Math.floor(h / 24) });
}

export const ageSince = (iso: string, now = Date.now()) => age(Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000)));

/** Due in / overdue by, for an item's due time (spec §6: 48 hours). */
export function dueLabel(dueIso: string, now = Date.now()): { text: string; overdue: boolean } {
  const ms = new Date(dueIso).getTime() - now;
  if (ms < 0) return { text: t('moderation.overdueBy', 'Overdue by {age}', { age: age(Math.floor(-ms / 1000)) }), overdue: true };
  return { text: t('moderation.dueIn', 'Due in {age}', { age: age(Math.floor(ms / 1000)) }), overdue: false };
}

/** A label inside a sentence: lower case, but German keeps its nouns capitalised. */
export const inSentence = (label: string) => (intlLocale() === 'de' ? label : label.toLowerCase());

export const dateTime = (iso: string) => new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Words for the decision buttons: a report is not "approved", action is taken on it; a removal request
 * (issue 18) is upheld (the content stays removed) or rejected (the content comes back), and approving
 * it asks for the reason both sides are told (`approveReason`).
 */
export const decisionWords = (type: string) =>
  type === 'report'
    ? {
        approve: t('moderation.words.actionTaken', 'Action taken'),
        reject: t('moderation.words.noViolation', 'No violation'),
        rejectTitle: t('moderation.words.noViolationFound', 'No violation found'),
        approveReason: false,
      }
    : type === 'removal_request'
      ? {
          approve: t('moderation.words.removeContent', 'Remove content'),
          reject: t('moderation.words.keepContent', 'Keep content'),
          rejectTitle: t('moderation.words.rejectRequest', 'Reject the request with a reason'),
          approveReason: true,
        }
      : {
          approve: t('moderation.words.approve', 'Approve'),
          reject: t('moderation.words.reject', 'Reject'),
          rejectTitle: t('moderation.words.rejectWithReason', 'Reject with a reason'),
          approveReason: false,
        };
