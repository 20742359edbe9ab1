import { z } from 'zod';
import { VIEW_SOURCES } from './analytics-sources.ts';
import type { RouteDef } from './route-def.ts';

// Profile analytics (issue 35): who viewed a member's profile, views of the profile and of each portfolio
// item per day and where they came from, follower growth. Views are sent by the browser (one call per
// page load or opened item, with its source); the server counts them per UTC day, never the owner's own
// nor a bot's. Free members see the last 7 days, Pro members 30 and 90 too.

export { isViewSource, VIEW_SOURCE_LABELS, VIEW_SOURCE_PARAM, VIEW_SOURCES, type ViewSource, viaState } from './analytics-sources.ts';

export const ANALYTICS_RANGES = ['7', '30', '90'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
/** Days of history a free member sees; Pro members see every range. */
export const ANALYTICS_FREE_DAYS = 7;
/** Most viewers and items listed. */
export const ANALYTICS_LIST_MAX = 50;

export const ANALYTICS_MESSAGES = {
  proOnly: `Pro members see 30 and 90 days of history; free members see the last ${ANALYTICS_FREE_DAYS} days.`,
  notFound: 'Profile not found',
  itemNotFound: 'Portfolio item not found',
  loadFailed: 'Your statistics could not be loaded.',
  settingSaved: 'Privacy setting saved.',
  settingFailed: 'The setting could not be saved. Try again.',
  showMyViews: 'Show me when I view profiles',
  showMyViewsHint:
    'On: members whose profiles you view see your name among their viewers. Off: you view privately, and you see no names among your own viewers either, only how many.',
  switchedOff:
    'You view profiles privately, so the names of your viewers are hidden too. Turn on "Show me when I view profiles" in Settings → Privacy to see them.',
} as const;

export const profileViewInput = z.object({
  profile_id: z.uuid(ANALYTICS_MESSAGES.notFound),
  item_id: z.uuid(ANALYTICS_MESSAGES.itemNotFound).optional(),
  source: z.enum(VIEW_SOURCES).default('direct'),
});
export type ProfileViewInput = z.input<typeof profileViewInput>;
export const profileViewResultSchema = z.object({ counted: z.boolean() });

export const analyticsQuery = z.object({ days: z.enum(ANALYTICS_RANGES).default('7') });

export const analyticsDaySchema = z.object({
  date: z.string(),
  profile_views: z.number().int(),
  item_views: z.number().int(),
  new_followers: z.number().int(),
  /** Followers at the end of the day (members who still follow, by the day they followed). */
  followers: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const profileViewerSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  viewed_at: z.string(),
  source: z.enum(VIEW_SOURCES),
});
export type ProfileViewer = z.infer<typeof profileViewerSchema>;

export const profileAnalyticsSchema = z.object({
  days: z.number().int(),
  /** The longest range this member may read: 7 for free members, 90 for Pro. */
  max_days: z.number().int(),
  is_pro: z.boolean(),
  /** The member's own "Show me when I view profiles"; off, they see no named viewers either. */
  show_my_views: z.boolean(),
  totals: z.object({
    profile_views: z.number().int(),
    item_views: z.number().int(),
    /** Profile views by visitors, members who do not show themselves and anyone not listed. */
    unnamed_views: z.number().int(),
    new_followers: z.number().int(),
    followers: z.number().int(),
  }),
  series: z.array(analyticsDaySchema),
  sources: z.array(z.object({ source: z.enum(VIEW_SOURCES), profile_views: z.number().int(), item_views: z.number().int() })),
  /** Portfolio items by views in the range, most first (the browser names them from the member's portfolio). */
  items: z.array(z.object({ id: z.uuid(), views: z.number().int() })),
  /** Members who viewed the profile in the range and show themselves, newest first; empty while show_my_views is off. */
  viewers: z.array(profileViewerSchema),
  /** How many members viewed and show themselves (the list stops at ANALYTICS_LIST_MAX). */
  viewer_count: z.number().int(),
});
export type ProfileAnalytics = z.infer<typeof profileAnalyticsSchema>;

export const analyticsSettingsSchema = z.object({ show_my_views: z.boolean() });
export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;
export const analyticsSettingsInput = z.object({ show_my_views: z.boolean() }).strict();

export const ANALYTICS_PATH = '/analytics';

/** Profile analytics (features/analytics). */
export const analyticsRoutes = {
  countProfileView: {
    method: 'POST',
    path: '/api/v1/analytics/views',
    summary: "Count a view of a profile or of one of its portfolio items, with its source (never the owner's own, never a bot's)",
    tag: 'analytics',
    access: 'public',
    delegated: 'viewer',
    rateLimit: ['profileViewsPerIp'],
    body: profileViewInput,
    response: profileViewResultSchema,
  },
  myAnalytics: {
    method: 'GET',
    path: '/api/v1/analytics/me',
    summary:
      'Your profile and portfolio views per day, their sources, recent viewers and follower growth (free: 7 days; Pro: 30 and 90 too)',
    tag: 'analytics',
    access: 'user',
    delegated: 'viewer',
    query: analyticsQuery,
    response: profileAnalyticsSchema,
  },
  analyticsSettings: {
    method: 'GET',
    path: '/api/v1/analytics/settings',
    summary: 'Your "Show me when I view profiles" switch',
    tag: 'analytics',
    access: 'user',
    delegated: 'viewer',
    response: analyticsSettingsSchema,
  },
  updateAnalyticsSettings: {
    method: 'PUT',
    path: '/api/v1/analytics/settings',
    summary: 'Turn "Show me when I view profiles" on or off (off: you are left out of viewer lists and see no named viewers yourself)',
    tag: 'analytics',
    access: 'user',
    delegated: 'never',
    body: analyticsSettingsInput,
    response: analyticsSettingsSchema,
  },
} as const satisfies Record<string, RouteDef>;
