import { LIMITS } from './limits.ts';

// Notification types, preferences and the same-site rule (spec §3, §4): no zod, so the header's bell
// can use them without pulling the schemas in.

/** The seven types (spec §3). notify() accepts others too ("unknown types always allowed", §4). */
export const NOTIFICATION_TYPES = [
  'portfolio_like',
  'new_follower',
  'collaboration_request',
  'message',
  'system_update',
  'task_assignment',
  'task_reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The preference column (spec §3 notification_preferences) that switches each type on or off. */
export const PREFERENCE_OF = {
  portfolio_like: 'portfolio_likes',
  new_follower: 'new_followers',
  collaboration_request: 'collaboration_requests',
  message: 'messages',
  system_update: 'system_updates',
  task_assignment: 'task_assignments',
  task_reminder: 'task_reminders',
} as const satisfies Record<NotificationType, string>;
export type PreferenceKey = (typeof PREFERENCE_OF)[NotificationType];
export const PREFERENCE_KEYS: readonly PreferenceKey[] = NOTIFICATION_TYPES.map((t) => PREFERENCE_OF[t]);

export const isNotificationType = (t: string): t is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(t);

/** What the settings tab shows for each preference (the spec names the types, not the words). */
export const PREFERENCE_LABELS: Record<PreferenceKey, { label: string; description: string }> = {
  portfolio_likes: { label: 'Portfolio likes', description: 'Someone likes an item in your portfolio.' },
  new_followers: { label: 'New followers', description: 'Someone starts following you.' },
  collaboration_requests: { label: 'Collaboration requests', description: 'A member asks to work with you.' },
  messages: { label: 'Messages', description: 'You receive a new direct message.' },
  system_updates: { label: 'System updates', description: 'Account, moderation and platform news.' },
  task_assignments: { label: 'Task assignments', description: 'A task is assigned to you.' },
  task_reminders: { label: 'Task reminders', description: 'A task you own is coming due.' },
};

/** Caps on what notify() stores, so one event always fits the realtime channel (spec is silent). */
export const NOTIFICATION_LIMITS = {
  titleMax: 200,
  contentMax: 1_500,
  actionUrlMax: 500,
  pageSize: LIMITS.notificationListLimit,
} as const;

/**
 * Only same-site paths are ever followed: one leading '/', not '//' or '/\' (which browsers treat as
 * another host), no scheme, no control characters. Checked when stored and again in the browser.
 */
export function isSameSitePath(url: string | null | undefined): url is string {
  if (typeof url !== 'string' || url.length === 0 || url.length > NOTIFICATION_LIMITS.actionUrlMax) return false;
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return false;
  return !/[\u0000-\u001f\u007f\\]/.test(url);
}

/**
 * The bell, the panel and the settings tab (spec §2, §4, §8 where it has words; the rest are ours). Kept
 * here rather than in ui-text.ts, like PROFILE_MESSAGES, so visitors' first page does not carry them.
 */
export const NOTIFICATION_MESSAGES = {
  notFound: 'No such notification.',
  title: 'Notifications',
  empty: 'No notifications yet',
  loading: 'Loading notifications...',
  loadFailed: 'We could not load your notifications.',
  live: 'New Notification',
  loadMore: 'Load more',
  markAllFailed: 'Could not mark your notifications as read. Please try again.',
  markFailed: 'Could not mark this notification as read.',
  preferenceSaved: 'Preference saved',
  preferenceFailed: 'Could not save your notification settings. Please try again.',
  unsubscribeInvalid: 'This unsubscribe link is invalid. Turn e-mails off in Settings > Notifications instead.',
  unsubscribed: 'You will no longer get these e-mails.',
} as const;
