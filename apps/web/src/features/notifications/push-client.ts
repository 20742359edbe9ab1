import { api } from '../../lib/api';

// The browser's side of Web Push (issue 36): is it possible here, the permission (asked only when the
// member presses the button), and this browser's subscription, given to the server.

export type PushSupport = 'supported' | 'unsupported';

export const pushSupport = (): PushSupport =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
    ? 'supported'
    : 'unsupported';

const keyBytes = (base64url: string) => {
  const s = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  );
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
};

async function registration(): Promise<ServiceWorkerRegistration> {
  const { startServiceWorker } = await import('../../lib/pwa');
  await startServiceWorker();
  return navigator.serviceWorker.ready;
}

/** This browser's current subscription's endpoint, if any (no prompt). */
export async function currentEndpoint(): Promise<string | null> {
  if (pushSupport() !== 'supported' || Notification.permission !== 'granted') return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription())?.endpoint ?? null;
}

export class PushDenied extends Error {}

/**
 * The member pressed "Turn on push": the browser asks for permission (only now), subscribes with the
 * server's VAPID key and the server keeps the subscription. Answers the device the server made.
 */
export async function enablePush() {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushDenied();
  const [reg, config] = await Promise.all([registration(), api('pushConfig')]);
  const existing = await reg.pushManager.getSubscription();
  const sub = existing ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(config.public_key) }));
  const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  return api('addPushDevice', { body: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } } });
}

/** Removing this browser's own device also ends its subscription at the push service. */
export async function unsubscribeHere(endpoint: string) {
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  if (sub?.endpoint === endpoint) await sub.unsubscribe().catch(() => false);
}
