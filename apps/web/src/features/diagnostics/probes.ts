import { DIAGNOSTICS_LIMITS as L } from '@mb/contract/diagnostics';
import { t, tm } from '../../lib/i18n';
import { type FeatureProbe, type RealtimeOutcome, seconds } from './checks';

// The connection check's measurements in the browser: a socket of its own (not the app's shared one,
// whose state it must not disturb), the browser's features, and random bytes for the storage file.
// What they say went wrong is in the reader's language: their own words through t(), the server's
// (the contract's MESSAGES) through tm(); a browser's own error text is kept as the browser gave it.

/** The realtime socket's round trip: `ping` answered by `pong` (before signing in), then `auth` answered by `ready`. */
export function realtimeRoundTrip(url: string, token: string | null, timeoutMs: number = L.realtimeTimeoutMs): Promise<RealtimeOutcome> {
  if (!token) return Promise.resolve({ ok: false, stage: 'no-session' });
  return new Promise((resolve) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch (e) {
      resolve({
        ok: false,
        stage: 'open',
        detail: (e as Error).message || t('diagnostics.check.realtime.refusedByBrowser', 'refused by the browser'),
      });
      return;
    }
    let stage: 'open' | 'pong' | 'auth' = 'open';
    let pingMs = 0;
    let started = 0;
    const finish = (outcome: RealtimeOutcome) => {
      clearTimeout(timer);
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(1000, 'connection check done');
      resolve(outcome);
    };
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          stage,
          detail: t('diagnostics.check.realtime.timeout', 'no answer within {time}', { time: seconds(timeoutMs) }),
        }),
      timeoutMs,
    );
    socket.onopen = () => {
      stage = 'pong';
      started = performance.now();
      socket.send(JSON.stringify({ type: 'ping' }));
    };
    socket.onmessage = (ev) => {
      let frame: { type?: string; message?: string };
      try {
        frame = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (frame.type === 'pong' && stage === 'pong') {
        pingMs = performance.now() - started;
        stage = 'auth';
        started = performance.now();
        socket.send(JSON.stringify({ type: 'auth', access_token: token }));
      } else if (frame.type === 'ready' && stage === 'auth') {
        finish({ ok: true, pingMs, readyMs: performance.now() - started });
      } else if (frame.type === 'error' && stage === 'auth') {
        // The server's words are the contract's MESSAGES, in English on the wire: tm() reads them in the member's language.
        finish({ ok: false, stage, detail: frame.message ? tm(frame.message) : t('diagnostics.check.realtime.refused', 'refused') });
      }
    };
    // The close code is an identifier (1006), not a quantity: no digit grouping.
    socket.onclose = (ev) =>
      finish({
        ok: false,
        stage,
        detail: ev.reason
          ? t('diagnostics.check.realtime.closedBecause', 'closed with code {code}, {reason}', { code: String(ev.code), reason: ev.reason })
          : t('diagnostics.check.realtime.closed', 'closed with code {code}', { code: String(ev.code) }),
      });
  });
}

function storageWorks(): boolean {
  try {
    const k = '__mb_check__';
    localStorage.setItem(k, '1');
    localStorage.removeItem(k);
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser features the app uses, each with what stops working without it (in the current
 * language). An API's name stays as the browser calls it; cookies and passkeys have words of their own.
 */
export function probeFeatures(w: Window & typeof globalThis = window): FeatureProbe[] {
  return [
    {
      name: 'fetch',
      needFor: t('diagnostics.check.features.need.fetch', 'every page that loads data'),
      present: typeof w.fetch === 'function',
    },
    {
      name: 'WebSocket',
      needFor: t('diagnostics.check.features.need.webSocket', 'live messages and notifications'),
      present: typeof w.WebSocket === 'function',
    },
    { name: 'localStorage', needFor: t('diagnostics.check.features.need.localStorage', 'staying signed in'), present: storageWorks() },
    {
      name: t('diagnostics.check.features.cookies', 'cookies'),
      needFor: t('diagnostics.check.features.need.cookies', 'your cookie choices and signing in'),
      present: w.navigator.cookieEnabled,
    },
    {
      name: 'Web Crypto (crypto.subtle)',
      needFor: t('diagnostics.check.features.need.webCrypto', 'checking lottery draws and secure sign-in steps'),
      present: !!w.crypto?.subtle && w.isSecureContext !== false,
    },
    {
      name: 'IntersectionObserver',
      needFor: t('diagnostics.check.features.need.intersectionObserver', 'loading lists and pictures as you scroll'),
      present: typeof w.IntersectionObserver === 'function',
    },
    {
      name: 'ResizeObserver',
      needFor: t('diagnostics.check.features.need.resizeObserver', 'menus and layouts that fit the screen'),
      present: typeof w.ResizeObserver === 'function',
    },
    {
      name: 'WebRTC',
      needFor: t('diagnostics.check.features.need.webRtc', 'MB Visio video calls'),
      present: typeof w.RTCPeerConnection === 'function',
      optional: true,
    },
    {
      name: t('diagnostics.check.features.passkeys', 'Passkeys (WebAuthn)'),
      needFor: t('diagnostics.check.features.need.passkeys', 'signing in with a passkey'),
      present: typeof w.PublicKeyCredential === 'function',
      optional: true,
    },
  ];
}

/** Random bytes for the storage file, and their base64. */
export function randomProbe(bytes: number = L.storageProbeBytes): { bytes: Uint8Array; base64: string } {
  const out = new Uint8Array(bytes);
  // getRandomValues fills at most 65,536 bytes a call.
  for (let i = 0; i < bytes; i += 65_536) crypto.getRandomValues(out.subarray(i, Math.min(bytes, i + 65_536)));
  return { bytes: out, base64: toBase64(out) };
}

export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export function sameBytes(a: Uint8Array, base64: string): boolean {
  const b = atob(base64);
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b.charCodeAt(i)) return false;
  return true;
}
