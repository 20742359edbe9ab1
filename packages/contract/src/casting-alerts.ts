import { z } from 'zod';
import { CASTING_LIMITS, castingIdParams, dateOnly } from './casting-common.ts';
import { okSchema } from './common.ts';
import { DISCOVERY_DISTANCES, DISCOVERY_MESSAGES } from './discovery.ts';
import { contentTypeSchema } from './profiles.ts';
import type { RouteDef } from './route-def.ts';

// Casting alerts (issue 35): a member saves the casting list's filters (words for the role, location
// and distance, content types, pay, start date) and is told when a new call matches: always in the app,
// and by e-mail at once or in a daily digest when they choose. One alert per call however many of their
// searches match. Read through casting.ts.

export const CASTING_ALERT_LIMITS = {
  /** Saved searches per member (issue 35). */
  max: 10,
  nameMax: 60,
  /** Words describing the role: the list's own search box. */
  qMax: 100,
} as const;

export const CASTING_ALERT_DELIVERIES = ['in_app', 'email', 'digest'] as const;
export type CastingAlertDelivery = (typeof CASTING_ALERT_DELIVERIES)[number];
export const CASTING_ALERT_DELIVERY_LABELS: Record<CastingAlertDelivery, string> = {
  in_app: 'In the app only',
  email: 'In the app and by e-mail at once',
  digest: 'In the app and in a daily e-mail digest',
};

export const CASTING_ALERT_MESSAGES = {
  limit: `You can save up to ${CASTING_ALERT_LIMITS.max} casting searches. Delete one in Settings → Notifications to save another.`,
  nameRequired: 'Name this search.',
  nameTooLong: `Keep the name under ${CASTING_ALERT_LIMITS.nameMax} characters.`,
  notFound: 'This saved search does not exist.',
  needsCoordinates: DISCOVERY_MESSAGES.needsCoordinates,
  distanceInvalid: DISCOVERY_MESSAGES.distanceInvalid,
  saved: 'Search saved. We will tell you when a new casting call matches.',
  updated: 'Saved search updated',
  deleted: 'Saved search deleted',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Change casting alerts in Settings → Notifications.',
  unsubscribed: 'E-mail for this saved search is off. Alerts inside the app stay on.',
  /** The notification's type (not one of the seven switches of spec §3: the member chose it by saving). */
  notificationType: 'casting_alert',
} as const;

const name = z
  .string()
  .trim()
  .min(1, CASTING_ALERT_MESSAGES.nameRequired)
  .max(CASTING_ALERT_LIMITS.nameMax, CASTING_ALERT_MESSAGES.nameTooLong);
const deliverySchema = z.enum(CASTING_ALERT_DELIVERIES);
const distanceSchema = z
  .number(CASTING_ALERT_MESSAGES.distanceInvalid)
  .refine((n) => (DISCOVERY_DISTANCES as readonly number[]).includes(n), CASTING_ALERT_MESSAGES.distanceInvalid);

/** POST /api/v1/casting/alerts: the list's filters as they are, a name, and how to be told. */
export const castingAlertInput = z
  .object({
    name,
    q: z.string().trim().max(CASTING_ALERT_LIMITS.qMax).nullable().default(null),
    content_types: z
      .array(contentTypeSchema)
      .max(20)
      .default([])
      .transform((v) => [...new Set(v)]),
    location: z.string().trim().max(CASTING_LIMITS.locationMax).nullable().default(null),
    /** Around the member's coordinates on My Location (taken when the search is saved). */
    distance_km: distanceSchema.nullable().default(null),
    min_rate: z.number().int().min(0).max(CASTING_LIMITS.rateMax).nullable().default(null),
    from: dateOnly.nullable().default(null),
    delivery: deliverySchema.default('in_app'),
  })
  .strict();
export type CastingAlertInput = z.input<typeof castingAlertInput>;

/** PATCH /api/v1/casting/alerts/:id: rename, or choose how to be told. */
export const castingAlertPatch = z.object({ name: name.optional(), delivery: deliverySchema.optional() }).strict();
export type CastingAlertPatch = z.input<typeof castingAlertPatch>;

export const castingAlertSchema = z.object({
  id: z.string(),
  name: z.string(),
  q: z.string().nullable(),
  content_types: z.array(contentTypeSchema),
  location: z.string().nullable(),
  distance_km: z.number().int().nullable(),
  min_rate: z.number().int().nullable(),
  from: z.string().nullable(),
  delivery: deliverySchema,
  created_at: z.string(),
});
export type CastingAlert = z.infer<typeof castingAlertSchema>;
export const castingAlertListSchema = z.object({ items: z.array(castingAlertSchema), max: z.number().int() });
export type CastingAlertList = z.infer<typeof castingAlertListSchema>;

/**
 * A casting alert e-mail's one-click unsubscribe (RFC 8058): a signed token naming the member and the
 * saved searches behind the e-mail (or 'digest': every search of theirs asking for the daily digest).
 */
export const castingAlertUnsubscribeQuery = z.object({ token: z.string().min(1, 'Missing token.').max(1024, 'Invalid token.') });
export const castingAlertUnsubscribeResultSchema = z.object({
  /** The saved searches whose e-mail the link turns off (or turned off), by their current names. */
  names: z.array(z.string()),
});
export type CastingAlertUnsubscribeResult = z.infer<typeof castingAlertUnsubscribeResultSchema>;

export const castingAlertRoutes = {
  describeCastingAlertUnsubscribe: {
    method: 'GET',
    path: '/api/v1/casting/alerts/unsubscribe',
    summary: "What a casting alert e-mail's unsubscribe link turns off (changes nothing)",
    tag: 'casting',
    access: 'public',
    delegated: 'viewer',
    query: castingAlertUnsubscribeQuery,
    response: castingAlertUnsubscribeResultSchema,
  },
  castingAlertUnsubscribe: {
    method: 'POST',
    path: '/api/v1/casting/alerts/unsubscribe',
    summary: "Turn off the e-mail of the saved searches a signed link names, without signing in (also RFC 8058's one-click POST)",
    tag: 'casting',
    access: 'public',
    delegated: 'manager',
    rateLimit: ['unsubscribePerIp'],
    query: castingAlertUnsubscribeQuery,
    response: castingAlertUnsubscribeResultSchema,
  },
  castingAlerts: {
    method: 'GET',
    path: '/api/v1/casting/alerts',
    summary: 'Your saved casting searches (alerts)',
    tag: 'casting',
    access: 'user',
    delegated: 'viewer',
    response: castingAlertListSchema,
  },
  createCastingAlert: {
    method: 'POST',
    path: '/api/v1/casting/alerts',
    summary: 'Save a casting search: be told when a new call matches (up to 10)',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    status: 201,
    body: castingAlertInput,
    response: castingAlertSchema,
  },
  updateCastingAlert: {
    method: 'PATCH',
    path: '/api/v1/casting/alerts/:id',
    summary: 'Rename a saved casting search or choose how you are told',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    params: castingIdParams,
    body: castingAlertPatch,
    response: castingAlertSchema,
  },
  deleteCastingAlert: {
    method: 'DELETE',
    path: '/api/v1/casting/alerts/:id',
    summary: 'Delete a saved casting search',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    params: castingIdParams,
    response: okSchema,
  },
} as const satisfies Record<string, RouteDef>;
