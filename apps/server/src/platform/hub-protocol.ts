import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

// The compliance hub's HTTP protocol (apps/server/src/features/compliance/README.md): what the app's HTTP client
// (features/compliance) and the built-in hub (hub/) both speak, so neither imports the other. An
// external hub speaks the same. Every API request and every webhook is signed:
//
//   x-hub-key:        the API key (names the client)
//   x-hub-timestamp:  unix seconds; refused when more than 5 minutes off
//   x-hub-signature:  hex HMAC-SHA256(secret, `${timestamp}.${METHOD}.${path with query}.${body}`)

export const HUB_SIGNATURE_WINDOW_S = 300;

export interface HubCredentials {
  apiKey: string;
  apiSecret: string;
}

export function signHubRequest(creds: HubCredentials, method: string, pathWithQuery: string, body: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  const signature = createHmac('sha256', creds.apiSecret)
    .update(`${timestamp}.${method.toUpperCase()}.${pathWithQuery}.${body}`)
    .digest('hex');
  return { 'x-hub-key': creds.apiKey, 'x-hub-timestamp': timestamp, 'x-hub-signature': signature };
}

const equal = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** True when the headers carry this client's key and a fresh, correct signature of the request. */
export function verifyHubRequest(
  creds: HubCredentials,
  headers: Record<string, string | string[] | undefined>,
  method: string,
  pathWithQuery: string,
  body: string,
  now = Date.now(),
): boolean {
  const key = headers['x-hub-key'];
  const ts = headers['x-hub-timestamp'];
  const sig = headers['x-hub-signature'];
  if (typeof key !== 'string' || typeof ts !== 'string' || typeof sig !== 'string') return false;
  if (!equal(key, creds.apiKey) || !/^\d{1,12}$/.test(ts)) return false;
  if (Math.abs(now / 1000 - Number(ts)) > HUB_SIGNATURE_WINDOW_S) return false;
  const want = createHmac('sha256', creds.apiSecret).update(`${ts}.${method.toUpperCase()}.${pathWithQuery}.${body}`).digest('hex');
  return equal(sig, want);
}

/** The built-in hub's credentials when none are configured: derived from the server's secret, so they
 * survive restarts and are the same on every instance, and never leave the server. */
export function derivedHubCredentials(secret: Uint8Array): HubCredentials {
  const derive = (label: string) => createHmac('sha256', secret).update(`builtin-hub:${label}`).digest('base64url');
  return { apiKey: `bh_${derive('key').slice(0, 24)}`, apiSecret: derive('secret') };
}

// ---------------------------------------------------------------------------------------------------
// API paths (under the hub's base URL, e.g. https://hub.example/ or {PUBLIC_URL}/hub) and bodies

export const HUB_API = {
  createSession: '/api/sso/sessions',
  verificationUrl: '/api/sso/verification-url',
  exchange: '/api/sso/exchange',
  user: (externalUserId: string) => `/api/users/${encodeURIComponent(externalUserId)}`,
  operatorSession: '/api/operator/sessions',
} as const;

/** Text PostgreSQL can store: no NUL, no unpaired surrogate (the fuzz test found both reaching the database). */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (v: string) => !UNSTORABLE.test(v);
const text = (min: number, max: number) => z.string().min(min).max(max).refine(isStorableText);

export const hubCreateSessionBody = z.object({
  external_user_id: text(1, 100),
  email: text(3, 320),
  display_name: text(0, 200).nullable(),
  verification_type: z.enum(['identity', 'domain']),
});
export const hubCreateSessionAnswer = z.object({ session_id: z.string(), session_token: z.string(), expires_at: z.string() });

export const hubVerificationUrlBody = z.object({
  external_user_id: text(1, 100),
  session_token: text(1, 500),
  /** Absolute: where the hub sends the member when they finish (the app's /oauth/callback). */
  return_url: text(1, 1000),
});
export const hubUrlAnswer = z.object({ url: z.string() });

export const hubExchangeBody = z.object({ email: text(3, 320), target_url: text(1, 1000) });

export const hubOperatorBody = z.object({ operator_id: text(1, 100), operator_name: text(0, 200) });

export const hubUserAnswer = z.object({
  user: z
    .object({
      id: z.string(),
      external_user_id: z.string(),
      verification_status: z.enum(['verified', 'pending', 'failed', 'not_started']),
      verified_at: z.string().nullable(),
      failure_reason: z.string().nullable(),
    })
    .nullable(),
  verified_domains: z.array(
    z.object({ id: z.string(), domain: z.string(), verified_at: z.string().nullable(), status: z.enum(['verified', 'pending', 'failed']) }),
  ),
});
export type HubUserAnswer = z.infer<typeof hubUserAnswer>;

/** What the hub POSTs (signed) to the client's webhook when a member's state changed there. */
export const hubWebhookBody = z.object({ event: z.enum(['user.updated']), external_user_id: text(1, 100) });
