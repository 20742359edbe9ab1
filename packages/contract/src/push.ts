import { z } from 'zod';
import { idParam, isoDate, uuid } from './common.ts';
import type { RouteDef } from './route-def.ts';

// Web Push (issue 36): the member's devices subscribed to push, the test push and the focus signal
// that keeps pushes away while the product is open and focused. Which notification types are pushed,
// the words and the limits are in push-types.ts (no zod: the service worker's helper reads them).

const base64url = (what: string, min: number, max: number) =>
  z
    .string()
    .min(min, `Invalid ${what}.`)
    .max(max, `Invalid ${what}.`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `Invalid ${what}.`);

/** What the browser's PushSubscription.toJSON() gives, and a name for the device list. */
export const pushSubscriptionInput = z
  .object({
    endpoint: z.url('Invalid push endpoint.').max(1_000, 'Invalid push endpoint.'),
    keys: z
      .object({
        /** The browser's P-256 public key, 65 bytes uncompressed (87-88 characters of base64url). */
        p256dh: base64url('key', 86, 90),
        /** The 16-byte authentication secret. */
        auth: base64url('key', 21, 26),
      })
      .strict(),
    device_name: z.string().trim().max(100, 'At most 100 characters.').optional(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushDeviceSchema = z.object({
  id: uuid,
  device_name: z.string(),
  /** The push service's host (fcm.googleapis.com, web.push.apple.com, updates.push.services.mozilla.com...). */
  service: z.string(),
  created_at: isoDate,
  last_push_at: isoDate.nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceListSchema = z.object({ items: z.array(pushDeviceSchema) });
export const pushDeviceParams = z.object({ id: idParam('No such device.') });

export const pushConfigSchema = z.object({
  /** The server's VAPID public key (applicationServerKey), base64url. */
  public_key: z.string(),
});

export const pushTestResult = z.object({ queued: z.number().int().min(0) });

/**
 * The service worker hands over a subscription the push service replaced (its 'pushsubscriptionchange'
 * event). It has no session: the old subscription proves the device, by its endpoint and its
 * authentication secret, which only that browser and this server hold.
 */
export const pushRenewInput = z
  .object({
    old_endpoint: z.url('Invalid push endpoint.').max(1_000, 'Invalid push endpoint.'),
    old_auth: base64url('key', 21, 26),
    endpoint: z.url('Invalid push endpoint.').max(1_000, 'Invalid push endpoint.'),
    keys: pushSubscriptionInput.shape.keys,
  })
  .strict();
export type PushRenewInput = z.infer<typeof pushRenewInput>;

/** The tab tells the server it has (or lost) the member's focus; a focused tab gets no pushes. */
export const pushPresenceInput = z.object({ focused: z.boolean() }).strict();

/** Push (features/push): devices, the test push and the focus signal. Every route acts on the actor's own devices. */
export const pushRoutes = {
  pushConfig: {
    method: 'GET',
    path: '/api/v1/push/config',
    summary: "The server's VAPID public key, for the browser's subscribe()",
    tag: 'push',
    access: 'user',
    delegated: 'never',
    response: pushConfigSchema,
  },
  pushDevices: {
    method: 'GET',
    path: '/api/v1/push/devices',
    summary: 'Your devices that receive push notifications',
    tag: 'push',
    access: 'user',
    delegated: 'never',
    response: pushDeviceListSchema,
  },
  addPushDevice: {
    method: 'POST',
    path: '/api/v1/push/devices',
    summary: 'Subscribe this browser to push (its PushSubscription); the same endpoint again updates it',
    tag: 'push',
    access: 'user',
    delegated: 'never',
    rateLimit: ['writesPerUser'],
    status: 201,
    body: pushSubscriptionInput,
    response: pushDeviceSchema,
  },
  removePushDevice: {
    method: 'DELETE',
    path: '/api/v1/push/devices/:id',
    summary: 'Stop pushing to one of your devices (404 for any other id)',
    tag: 'push',
    access: 'user',
    delegated: 'never',
    params: pushDeviceParams,
    response: z.object({ ok: z.literal(true) }),
  },
  sendTestPush: {
    method: 'POST',
    path: '/api/v1/push/test',
    summary: 'Send a test push to each of your devices',
    tag: 'push',
    access: 'user',
    delegated: 'never',
    rateLimit: ['writesPerUser'],
    response: pushTestResult,
  },
  renewPushDevice: {
    method: 'POST',
    path: '/api/v1/push/devices/renew',
    summary:
      "The service worker's renewed subscription (pushsubscriptionchange) replaces the old one, proven by the old endpoint and secret; 404 when they name no device",
    tag: 'push',
    access: 'public',
    delegated: 'never',
    rateLimit: ['pushRenewPerIp'],
    body: pushRenewInput,
    response: z.object({ ok: z.literal(true) }),
  },
  pushPresence: {
    method: 'PUT',
    path: '/api/v1/push/presence',
    summary: 'Whether a tab of yours has focus (no pushes while one has)',
    tag: 'push',
    access: 'user',
    delegated: 'viewer',
    body: pushPresenceInput,
    response: z.object({ ok: z.literal(true) }),
  },
} as const satisfies Record<string, RouteDef>;
