import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Config } from '../config.ts';
import type { DB } from '../db/client.ts';
import { appSettings } from '../db/platform-schema.ts';

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and encrypted payloads (RFC 8291, aes128gcm): the one
 * interface features send pushes through, and its implementation over the `web-push` library to the
 * browser's push service (FCM, Apple, Mozilla...) or the built-in stand-in (apps/server/src/pushbox).
 */

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** Seconds the push service keeps an undelivered push. */
  ttl: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** A later push with the same topic replaces one still waiting (RFC 8030 §5.4). */
  topic?: string;
}

/**
 * What the push service answered: `sent` (2xx), `gone` (404/410: the subscription expired or was
 * dropped, remove it), `refused` (another 4xx: this push will never go, do not retry) or
 * `unavailable` (429, 5xx, a network failure or timeout: try again later).
 */
export type PushOutcome =
  | { kind: 'sent'; status: number }
  | { kind: 'gone'; status: number }
  | { kind: 'refused'; status: number; detail: string }
  | { kind: 'unavailable'; status: number | null; detail: string };

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: string, opts: PushOptions): Promise<PushOutcome>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SETTING = 'vapid_keys';

/**
 * The VAPID pair: the settings' when set, otherwise one generated on first use and kept in the
 * database (like the token secret), so every instance signs with the same key and the browsers'
 * subscriptions (made for that public key) keep working across restarts.
 */
export async function loadVapidKeys(db: DB, config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  await db
    .insert(appSettings)
    .values({ key: SETTING, value: JSON.stringify(webPush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING));
  if (!row) throw new Error('vapid keys missing');
  const keys = JSON.parse(row.value) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** Who push services may contact: VAPID_SUBJECT, else the site when https, else a mailto: of the sender address. */
export function vapidSubject(config: Pick<Config, 'VAPID_SUBJECT' | 'publicUrl' | 'MAIL_FROM'>): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  const address = config.MAIL_FROM?.match(/<([^>]+)>/)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address?.includes('@') ? address : 'no-reply@localhost'}`;
}

const TIMEOUT_MS = 10_000;

/**
 * `web-push` makes the request (VAPID JWT, aes128gcm body, headers); the request itself goes out by
 * fetch, which also speaks plain http to the built-in stand-in (the library's own sender is https only).
 * The endpoint is checked by the caller (features/push: only public https push services or the stand-in).
 */
export function createWebPushSender(keys: VapidKeys, subject: string): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(target, payload, opts) {
      const req = webPush.generateRequestDetails(target, payload, {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: opts.ttl,
        urgency: opts.urgency ?? 'normal',
        ...(opts.topic ? { topic: opts.topic } : {}),
        contentEncoding: 'aes128gcm',
      });
      let res: Response;
      try {
        res = await fetch(req.endpoint, {
          method: 'POST',
          headers: req.headers as Record<string, string>,
          body: req.body ? new Uint8Array(req.body) : null,
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        return { kind: 'unavailable', status: null, detail: err instanceof Error ? err.message : String(err) };
      }
      const status = res.status;
      if (status >= 200 && status < 300) {
        await res.body?.cancel();
        return { kind: 'sent', status };
      }
      const detail = `${status} ${(await res.text().catch(() => '')).slice(0, 200)}`;
      if (status === 404 || status === 410) return { kind: 'gone', status };
      if (status === 429 || status >= 500) return { kind: 'unavailable', status, detail };
      return { kind: 'refused', status, detail };
    },
  };
}
