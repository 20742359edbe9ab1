import { z } from 'zod';
import { idParam } from './common.ts';
import type { RouteDef } from './route-def.ts';

/**
 * Signed outgoing webhooks (issue 17, "Developer settings", part 2): an enterprise registers HTTPS
 * endpoints; when something happens at one of its ACTIVELY linked studios, each enabled endpoint
 * subscribed to that event type gets a signed POST, retried with backoff, logged per endpoint.
 *
 * Rules the spec is silent on, chosen here:
 * - Event types: WEBHOOK_EVENT_TYPES below (`ping` is only the "Send test event" button's).
 * - Body: `{ id, type, created_at, studio: { id, username } | null, data }` (JSON, UTF-8). `id` is the
 *   event's: the same on every retry and redelivery, so a receiver can de-duplicate on it. `studio`
 *   is null for a ping. `data` holds only what the studio sees in the app (never e-mail addresses,
 *   ticket codes or application answers).
 * - Headers: `MB-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`,
 *   `MB-Webhook-Id: <event id>`, `MB-Delivery-Id: <delivery id>`, `MB-Event-Type: <type>`,
 *   `Content-Type: application/json`, `User-Agent: <product>-Webhooks/1`. The receiver checks the
 *   signature over the raw bytes and refuses a `t` older than a few minutes (replays).
 * - The secret (`whsec_` + 43 characters) is shown once, at creation and at each rotation; rotating
 *   replaces it at once (no overlap window).
 * - Delivery: a 2xx answer within WEBHOOK_TIMEOUT_SECONDS is success; anything else (another status,
 *   a redirect, a timeout, a refused address) is a failed attempt, retried WEBHOOK_MAX_ATTEMPTS times in
 *   all after WEBHOOK_RETRY_DELAYS_SECONDS (about 22 hours), then the delivery is `failed`.
 * - An endpoint whose WEBHOOK_AUTO_DISABLE_AFTER deliveries in a row ended `failed` is disabled and the
 *   enterprise notified; enabling it again starts the count afresh.
 * - The log keeps deliveries WEBHOOK_LOG_DAYS days; the page shows the newest WEBHOOK_LOG_PAGE of one endpoint.
 * - Who manages: the enterprise itself and its Admin sub-users; Manager and Viewer sub-users see the
 *   endpoints and the log but change nothing; a studio session (even one an enterprise switched into)
 *   has no access.
 */

export const WEBHOOK_EVENT_TYPES = ['application.created', 'booking.created', 'event.rsvp'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export type WebhookDeliveryType = WebhookEventType | 'ping';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, { label: string; hint: string }> = {
  'application.created': { label: 'New casting application', hint: 'A creator applied to a casting call of a linked studio.' },
  'booking.created': { label: 'New booking request', hint: 'Someone requested a booking with a linked studio (MB Bookings).' },
  'event.rsvp': { label: 'Event RSVP', hint: "Someone RSVPed to or took a ticket for a linked studio's event (MB Events)." },
};

export const WEBHOOK_LIMITS = {
  endpointsMax: 10,
  urlMax: 500,
  descriptionMax: 200,
} as const;
export const WEBHOOK_TIMEOUT_SECONDS = 10;
/** Waits before attempts 2..8 after a failed one: 1 min, 5 min, 15 min, 1 h, 3 h, 6 h, 12 h (about 22 h in all). */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 300, 900, 3600, 3 * 3600, 6 * 3600, 12 * 3600] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
export const WEBHOOK_AUTO_DISABLE_AFTER = 20;
export const WEBHOOK_LOG_DAYS = 30;
export const WEBHOOK_LOG_PAGE = 100;
export const WEBHOOK_SNIPPET_MAX = 500;
export const WEBHOOK_SIGNATURE_HEADER = 'MB-Signature';
export const WEBHOOK_ID_HEADER = 'MB-Webhook-Id';

export const WEBHOOK_MESSAGES = {
  enterpriseOnly: 'Only enterprise accounts can manage webhooks.',
  adminOnly: 'Only the enterprise or an Admin sub-user can change webhooks.',
  notFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Delivery not found.',
  urlRequired: 'Enter the URL that should receive the events.',
  urlInvalid: 'Enter a full URL such as https://example.com/webhooks.',
  urlHttps: 'Webhook URLs must start with https://.',
  urlPrivate: 'This address is private or local; webhooks can only be sent to public addresses.',
  urlCredentials: 'Leave user names and passwords out of the URL.',
  descriptionTooLong: `Keep the description under ${WEBHOOK_LIMITS.descriptionMax} characters.`,
  eventsRequired: 'Choose at least one event.',
  tooMany: `An enterprise can have up to ${WEBHOOK_LIMITS.endpointsMax} webhook endpoints.`,
  created: 'Endpoint added',
  saved: 'Endpoint saved',
  removed: 'Endpoint removed',
  rotated: 'New signing secret made',
  testSent: 'Test event queued',
  redelivered: 'Redelivery queued',
  secretOnce: 'Copy this signing secret now: it will not be shown again.',
  empty: 'Add an endpoint to receive new applications, booking requests and RSVPs of your linked studios.',
  logEmpty: 'No deliveries yet. Send a test event to see one here.',
  disabledTitle: 'Webhook endpoint disabled',
  disabledContent: (url: string, n: number) => `${url} failed ${n} deliveries in a row and was disabled. Fix it and enable it again.`,
} as const;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why the server disabled it (auto-disable), or null. */
  disabled_reason: z.string().nullable(),
  /** The secret's last four characters, to tell secrets apart. */
  secret_hint: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The newest delivery's outcome, for the list. */
  last_delivery: z.object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), at: z.string(), status_code: z.number().nullable() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  endpoint_id: z.uuid(),
  event_id: z.uuid(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  status_code: z.number().nullable(),
  duration_ms: z.number().nullable(),
  error: z.string().nullable(),
  response_snippet: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  /** The delivery this one repeats ("Redeliver"), or null. */
  redelivery_of: z.uuid().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const urlField = z
  .string()
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_LIMITS.urlMax, WEBHOOK_MESSAGES.urlInvalid)
  .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, WEBHOOK_MESSAGES.urlInvalid);

export const webhookEndpointInput = z.object({
  url: urlField,
  description: z.string().trim().max(WEBHOOK_LIMITS.descriptionMax, WEBHOOK_MESSAGES.descriptionTooLong).default(''),
  event_types: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((a) => [...new Set(a)]),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInput>;

const idParams = z.object({ id: idParam() });
const endpointWithSecret = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });

export const webhookRoutes = {
  webhookEndpoints: {
    method: 'GET',
    path: '/api/v1/enterprise/webhooks',
    summary: 'Enterprise: the webhook endpoints, and whether the caller may change them',
    tag: 'enterprise',
    access: 'user',
    delegated: 'viewer',
    response: z.object({ endpoints: z.array(webhookEndpointSchema), can_manage: z.boolean() }),
  },
  createWebhook: {
    method: 'POST',
    path: '/api/v1/enterprise/webhooks',
    summary: 'Enterprise: add a webhook endpoint; answers its signing secret, shown this once',
    tag: 'enterprise',
    access: 'user',
    delegated: 'admin',
    body: webhookEndpointInput,
    response: endpointWithSecret,
    status: 201,
  },
  updateWebhook: {
    method: 'PUT',
    path: '/api/v1/enterprise/webhooks/:id',
    summary: 'Enterprise: change an endpoint (URL, description, events, enabled)',
    tag: 'enterprise',
    access: 'user',
    delegated: 'admin',
    params: idParams,
    body: webhookEndpointInput,
    response: z.object({ endpoint: webhookEndpointSchema }),
  },
  deleteWebhook: {
    method: 'DELETE',
    path: '/api/v1/enterprise/webhooks/:id',
    summary: 'Enterprise: remove an endpoint and its delivery log',
    tag: 'enterprise',
    access: 'user',
    delegated: 'admin',
    params: idParams,
    response: z.object({ ok: z.literal(true) }),
  },
  rotateWebhookSecret: {
    method: 'POST',
    path: '/api/v1/enterprise/webhooks/:id/rotate-secret',
    summary: "Enterprise: replace an endpoint's signing secret; answers the new one, shown this once",
    tag: 'enterprise',
    access: 'user',
    delegated: 'admin',
    params: idParams,
    response: endpointWithSecret,
  },
  testWebhook: {
    method: 'POST',
    path: '/api/v1/enterprise/webhooks/:id/test',
    summary: 'Enterprise: queue a signed `ping` event to an endpoint',
    tag: 'enterprise',
    access: 'user',
    delegated: 'admin',
    params: idParams,
    response: z.object({ delivery: webhookDeliverySchema }),
    status: 201,
  },
  webhookDeliveries: {
    method: 'GET',
    path: '/api/v1/enterprise/webhooks/:id/deliveries',
    summary: "Enterprise: an endpoint's delivery log, newest first",
    tag: 'enterprise',
    access: 'user',
    delegated: 'viewer',
    params: idParams,
    response: z.object({ deliveries: z.array(webhookDeliverySchema) }),
  },
  redeliverWebhook: {
    method: 'POST',
    path: '/api/v1/enterprise/webhook-deliveries/:id/redeliver',
    summary: 'Enterprise: send a logged delivery again (a new delivery of the same event)',
    tag: 'enterprise',
    access: 'user',
    delegated: 'admin',
    params: idParams,
    response: z.object({ delivery: webhookDeliverySchema }),
    status: 201,
  },
} as const satisfies Record<string, RouteDef>;
