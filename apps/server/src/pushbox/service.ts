import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { decrypt } from 'http_ece';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/**
 * The built-in stand-in push service (issue 36): what a browser and its push service (FCM, Apple's,
 * Mozilla's) do with a push, done here over real HTTP so the tests and a developer's machine need
 * neither. A "browser" subscribes (a P-256 key pair and an auth secret, kept here as a browser keeps
 * them, bound to the server's VAPID key like `applicationServerKey`); the push endpoint checks the
 * VAPID JWT (RFC 8292: ES256 by the subscription's key, audience this origin, expiry within 24 h, a
 * contact), then decrypts the body with the subscription's private key (RFC 8291, aes128gcm) and keeps
 * the message for the test to read, as the browser would hand it to the service worker.
 */

export interface PushboxMessage {
  /** The decrypted payload (UTF-8). */
  payload: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  received_at: string;
}

interface Subscription {
  id: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: string;
  applicationServerKey: string;
  expired: boolean;
  /** Answers 503 to this many pushes first (a push service having a bad minute). */
  failNext: number;
  messages: PushboxMessage[];
}

export class PushboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_SUBSCRIPTIONS = 1_000;
const MAX_MESSAGES = 50;
const MAX_BODY = 4_096;

export function createPushbox() {
  const subs = new Map<string, Subscription>();

  function get(id: string): Subscription {
    const s = subs.get(id);
    if (!s) throw new PushboxError(404, 'no such subscription');
    return s;
  }

  return {
    /** What a browser's pushManager.subscribe({ applicationServerKey }) makes. */
    subscribe(applicationServerKey: string, endpointBase: string) {
      if (subs.size >= MAX_SUBSCRIPTIONS) subs.delete(subs.keys().next().value as string);
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const s: Subscription = {
        id: randomUUID(),
        ecdh,
        auth: randomBytes(16).toString('base64url'),
        applicationServerKey,
        expired: false,
        failNext: 0,
        messages: [],
      };
      subs.set(s.id, s);
      return {
        id: s.id,
        subscription: {
          endpoint: `${endpointBase}/push/${s.id}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: s.auth },
        },
      };
    },

    /** RFC 8030 §5: one push. Checks what a push service checks, then decrypts what the browser would. */
    async receive(id: string, input: { origin: string; headers: Record<string, string | string[] | undefined>; body: Buffer }) {
      const s = subs.get(id);
      if (!s || s.expired) throw new PushboxError(410, 'push subscription has expired or been unsubscribed');
      if (s.failNext > 0) {
        s.failNext--;
        throw new PushboxError(503, 'push service unavailable (stand-in told to fail)');
      }
      const header = (n: string) => {
        const v = input.headers[n];
        return Array.isArray(v) ? v[0] : v;
      };
      const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header('authorization') ?? '');
      if (!auth) throw new PushboxError(401, 'missing VAPID authorization (vapid t=..., k=...)');
      const [, token = '', key = ''] = auth;
      if (key !== s.applicationServerKey)
        throw new PushboxError(403, 'VAPID key differs from the applicationServerKey of the subscription');
      await verifyVapid(token, key, input.origin);
      if (header('content-encoding') !== 'aes128gcm') throw new PushboxError(415, 'Content-Encoding must be aes128gcm');
      const ttl = Number(header('ttl'));
      if (!Number.isInteger(ttl) || ttl < 0) throw new PushboxError(400, 'missing or invalid TTL header');
      if (input.body.length > MAX_BODY) throw new PushboxError(413, 'payload too large');
      let plain: Buffer;
      try {
        plain = decrypt(input.body, { version: 'aes128gcm', privateKey: s.ecdh, authSecret: s.auth });
      } catch {
        throw new PushboxError(400, 'payload does not decrypt with the subscription keys');
      }
      s.messages.push({
        payload: plain.toString('utf8'),
        ttl,
        urgency: header('urgency') ?? null,
        topic: header('topic') ?? null,
        received_at: new Date().toISOString(),
      });
      if (s.messages.length > MAX_MESSAGES) s.messages.shift();
    },

    messages: (id: string) => get(id).messages,
    expire(id: string) {
      get(id).expired = true;
    },
    failNext(id: string, count: number) {
      get(id).failNext = count;
    },
  };
}

export type Pushbox = ReturnType<typeof createPushbox>;

/** RFC 8292 §2: an ES256 JWT signed by the key in `k`, for this push service's origin, expiring within 24 hours. */
async function verifyVapid(token: string, k: string, origin: string) {
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new PushboxError(401, 'VAPID key is not an uncompressed P-256 point');
  try {
    if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('alg');
    const key = await importJWK(
      { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
      'ES256',
    );
    await jwtVerify(token, key, { algorithms: ['ES256'], audience: origin, requiredClaims: ['exp', 'sub'] });
  } catch {
    throw new PushboxError(401, 'VAPID JWT does not verify (signature, audience or expiry)');
  }
  const { exp, sub } = decodeJwt(token);
  if (typeof exp !== 'number' || exp > Date.now() / 1000 + 24 * 3_600)
    throw new PushboxError(401, 'VAPID JWT expires more than 24 hours ahead');
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) throw new PushboxError(401, 'VAPID JWT needs a mailto: or https: subject');
}
