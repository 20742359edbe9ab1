import { z } from 'zod';
import { idParam, isoDate, uuid } from './common.ts';
import type { RouteDef } from './route-def.ts';

// Spec §3 notifications and notification_preferences, §4 Notification: the API's schemas. The plain
// names the browser's chrome needs (types, preference keys, the same-site rule) are in notification-types.ts.

export const notificationSchema = z.object({
  id: uuid,
  title: z.string(),
  content: z.string(),
  type: z.string(),
  action_url: z.string().nullable(),
  order_id: z.string().nullable(),
  editor_notification_type: z.string().nullable(),
  created_at: isoDate,
  read_at: isoDate.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuery = z.object({
  /** The id of the last item already shown: the next page starts after it (newest first). */
  before: z.uuid('Invalid cursor.').optional(),
});

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** Pass as `before` to load more; null when there is nothing older. */
  next_before: z.uuid().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationIdParams = z.object({ id: idParam('No such notification.') });

/** Mark one read: the notification as it is now, and the member's unread count after the change. */
export const markReadResponse = z.object({ notification: notificationSchema, unread_count: z.number().int().min(0) });
export const markAllReadResponse = z.object({ marked: z.number().int().min(0), unread_count: z.literal(0) });

export const DIGEST_OPTIONS = ['off', 'daily'] as const;

/** The seven switches of spec §3, one per type (PREFERENCE_OF in notification-types.ts). */
const switches = z.object({
  portfolio_likes: z.boolean(),
  new_followers: z.boolean(),
  collaboration_requests: z.boolean(),
  messages: z.boolean(),
  system_updates: z.boolean(),
  task_assignments: z.boolean(),
  task_reminders: z.boolean(),
});

export const notificationPreferencesSchema = switches.extend({
  /** E-mail for each type the member opts into (off until they do). */
  email: switches,
  /** Web Push for each type (issue 36; PUSH_DEFAULT_ON in push-types.ts), to every subscribed device. */
  push: switches,
  /** Pushes carry no private text (who sent it, what it says): the lock screen shows a generic line. */
  push_hide_content: z.boolean(),
  /** A daily e-mail of unread notifications. */
  digest: z.enum(DIGEST_OPTIONS),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Any subset; the settings tab sends one switch at a time. */
export const notificationPreferencesPatch = switches
  .partial()
  .extend({
    email: switches.partial().strict().optional(),
    push: switches.partial().strict().optional(),
    push_hide_content: z.boolean().optional(),
    digest: z.enum(DIGEST_OPTIONS).optional(),
  })
  .strict();
export type NotificationPreferencesPatch = z.infer<typeof notificationPreferencesPatch>;

/** Unsubscribe links (spec is silent): a signed token naming the member and what to turn off. */
export const unsubscribeQuery = z.object({ token: z.string().min(1, 'Missing token.').max(512, 'Invalid token.') });
export const unsubscribeResultSchema = z.object({
  /** What was turned off: one type's e-mail (its preference key), 'digest', or 'all'. */
  scope: z.string(),
  /** Words for the page: 'Messages e-mails', 'the daily digest', ... */
  label: z.string(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** Notifications (features/notifications): the list, unread count, read marks, preferences and e-mail unsubscribe. */
export const notificationRoutes = {
  notifications: {
    method: 'GET',
    path: '/api/v1/notifications',
    summary: 'Your notifications, newest first, 10 at a time (`before`: the last id shown, for the next page)',
    tag: 'notifications',
    access: 'user',
    delegated: 'viewer',
    query: notificationListQuery,
    response: notificationListSchema,
  },
  notificationUnreadCount: {
    method: 'GET',
    path: '/api/v1/notifications/unread-count',
    summary: 'How many of your notifications are unread',
    tag: 'notifications',
    access: 'user',
    delegated: 'viewer',
    response: unreadCountSchema,
  },
  markNotificationRead: {
    method: 'POST',
    path: '/api/v1/notifications/:id/read',
    summary: 'Mark one of your notifications read (404 for any other id)',
    tag: 'notifications',
    access: 'user',
    delegated: 'manager',
    params: notificationIdParams,
    response: markReadResponse,
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/api/v1/notifications/read-all',
    summary: 'Mark every unread notification of yours read',
    tag: 'notifications',
    access: 'user',
    delegated: 'manager',
    response: markAllReadResponse,
  },
  notificationPreferences: {
    method: 'GET',
    path: '/api/v1/notifications/preferences',
    summary: 'Which notification types you get, which of them by e-mail, and the daily digest',
    tag: 'notifications',
    access: 'user',
    delegated: 'viewer',
    response: notificationPreferencesSchema,
  },
  updateNotificationPreferences: {
    method: 'PATCH',
    path: '/api/v1/notifications/preferences',
    summary: 'Change any of your notification preferences',
    tag: 'notifications',
    access: 'user',
    delegated: 'manager',
    body: notificationPreferencesPatch,
    response: notificationPreferencesSchema,
  },
  describeUnsubscribe: {
    method: 'GET',
    path: '/api/v1/notifications/unsubscribe',
    summary: "What an e-mail's unsubscribe link turns off (changes nothing)",
    tag: 'notifications',
    access: 'public',
    delegated: 'viewer',
    query: unsubscribeQuery,
    response: unsubscribeResultSchema,
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/v1/notifications/unsubscribe',
    summary: 'Turn off the e-mail a signed unsubscribe link names, without signing in (also the RFC 8058 one-click POST)',
    tag: 'notifications',
    access: 'public',
    delegated: 'manager',
    rateLimit: ['unsubscribePerIp'],
    query: unsubscribeQuery,
    response: unsubscribeResultSchema,
  },
} as const satisfies Record<string, RouteDef>;
