import { type DiagnosticsEcho, DIAGNOSTICS_LIMITS as L } from '@mb/contract/diagnostics';

// The connection check's verdicts (issue 31): plain functions from what was measured to passed,
// failed or skipped with a sentence a member can read out to support. No React, no network: the page
// (connection-check-page.tsx) measures, these decide, report.ts writes the text.

export type CheckStatus = 'pending' | 'running' | 'passed' | 'failed' | 'skipped';

export type CheckId = 'api' | 'realtime' | 'storage' | 'address' | 'proxy' | 'clock' | 'features';

export interface CheckResult {
  status: CheckStatus;
  /** The one sentence shown under the check's name. */
  reason: string;
  /** Further lines (a header each, a feature each), shown and copied with the report. */
  details?: string[];
}

export const CHECKS: readonly { id: CheckId; name: string }[] = [
  { id: 'api', name: 'API round trip' },
  { id: 'realtime', name: 'Realtime connection' },
  { id: 'storage', name: 'Upload and download through storage' },
  { id: 'address', name: 'Your address and country' },
  { id: 'proxy', name: 'Proxy and CDN headers' },
  { id: 'clock', name: 'Device clock' },
  { id: 'features', name: 'Browser features' },
];

export const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(1)} s` : `${Math.round(n)} ms`);

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

export function apiVerdict(samplesMs: readonly number[]): CheckResult {
  const m = median(samplesMs);
  const details = [`Round trips: ${samplesMs.map(ms).join(', ')}`];
  if (m > L.apiSlowMs) {
    return { status: 'failed', reason: `The API answers, but slowly: ${ms(m)} a request (under ${ms(L.apiSlowMs)} is expected).`, details };
  }
  return { status: 'passed', reason: `The API answers in ${ms(m)}.`, details };
}

export function apiFailure(message: string): CheckResult {
  return { status: 'failed', reason: `The API did not answer: ${message}` };
}

export type RealtimeOutcome =
  | { ok: true; pingMs: number; readyMs: number }
  | { ok: false; stage: 'open' | 'pong' | 'auth'; detail: string }
  | { ok: false; stage: 'no-session' };

export function realtimeVerdict(o: RealtimeOutcome, url: string): CheckResult {
  if (o.ok) {
    const slow = o.pingMs > L.realtimeSlowMs;
    return {
      status: slow ? 'failed' : 'passed',
      reason: slow
        ? `The live connection works, but slowly: ${ms(o.pingMs)} a round trip (under ${ms(L.realtimeSlowMs)} is expected). Messages and notifications will lag.`
        : `The live connection answers in ${ms(o.pingMs)}, and accepted your session in ${ms(o.readyMs)}.`,
      details: [`Socket: ${url}`],
    };
  }
  if (o.stage === 'no-session') return { status: 'skipped', reason: 'Sign in to test the live connection.' };
  const reason =
    o.stage === 'open'
      ? `The live connection could not be opened (${o.detail}). A proxy, firewall or browser extension may block WebSockets: messages and notifications will not arrive live.`
      : o.stage === 'pong'
        ? `The live connection opened but did not answer (${o.detail}). A proxy may hold WebSocket traffic back.`
        : `The live connection did not accept your session (${o.detail}). Sign out and in again, then run the check again.`;
  return { status: 'failed', reason, details: [`Socket: ${url}`] };
}

export function storageVerdict(
  o: { ok: true; totalMs: number; bytes: number; driver: string } | { ok: false; reason: string },
): CheckResult {
  if (!o.ok) return { status: 'failed', reason: o.reason };
  return {
    status: 'passed',
    reason: `A ${Math.round(o.bytes / 1024)} KiB test file went up, through storage and back unchanged in ${ms(o.totalMs)}.`,
    details: [`Storage: ${o.driver}`],
  };
}

const NO_ECHO = 'The API did not answer, so the server could not say what it sees.';

export function addressVerdict(echo: DiagnosticsEcho | null): CheckResult {
  if (!echo) return { status: 'skipped', reason: NO_ECHO };
  const country = echo.country.code ? `country ${echo.country.code}` : `country unknown: ${echo.country.reason ?? 'not known'}`;
  return { status: 'passed', reason: `The server sees you at ${echo.client_ip} (${country}).`, details: [`Protocol: ${echo.protocol}`] };
}

/** The address a proxy says the visitor has: Cloudflare's own header first, then the common ones. */
function forwardedAddress(echo: DiagnosticsEcho): { header: string; address: string } | null {
  for (const name of ['cf-connecting-ip', 'true-client-ip', 'x-real-ip', 'x-forwarded-for']) {
    const h = echo.proxy_headers.find((p) => p.name === name);
    // X-Forwarded-For lists every hop; the left-most is the visitor as the first proxy saw them.
    const address = h?.value.split(',')[0]?.trim();
    if (h && address) return { header: name, address };
  }
  return null;
}

export function proxyVerdict(echo: DiagnosticsEcho | null): CheckResult {
  if (!echo) return { status: 'skipped', reason: NO_ECHO };
  const details = echo.proxy_headers.map((h) => `${h.name}: ${h.value}`);
  if (!details.length) {
    return { status: 'passed', reason: 'None reached the server: your browser reached it directly, with no proxy or CDN in between.' };
  }
  const cdn = echo.proxy_headers.some((h) => h.name === 'cf-ray') ? 'Cloudflare' : 'A proxy';
  const forwarded = forwardedAddress(echo);
  if (forwarded && !echo.trusts_proxy) {
    return {
      status: 'failed',
      reason: `${cdn} passed on your address (${forwarded.address}, ${forwarded.header}), but the server does not trust forwarded addresses (TRUST_PROXY), so it takes the proxy's address ${echo.client_ip} for yours.`,
      details,
    };
  }
  if (forwarded && forwarded.header === 'cf-connecting-ip' && forwarded.address !== echo.client_ip) {
    return {
      status: 'failed',
      reason: `Cloudflare says your address is ${forwarded.address}, but the server uses ${echo.client_ip}: TRUST_PROXY may count the wrong number of proxies.`,
      details,
    };
  }
  return { status: 'passed', reason: `${cdn} is in between, and the server sees your own address.`, details };
}

/**
 * The device clock against the server's: the server's time is compared with the middle of the request
 * (sent at `sentAt`, answered at `receivedAt`, both device time), so the network's delay cancels out.
 */
export function clockVerdict(echo: DiagnosticsEcho | null, sentAt: number, receivedAt: number): CheckResult {
  if (!echo) return { status: 'skipped', reason: NO_ECHO };
  const skew = (sentAt + receivedAt) / 2 - echo.server_time_ms;
  const size = ms(Math.abs(skew));
  const details = [`Device ${skew >= 0 ? 'ahead by' : 'behind by'} ${ms(Math.abs(skew))} (±${ms((receivedAt - sentAt) / 2)})`];
  if (Math.abs(skew) > L.clockSkewMaxMs) {
    return {
      status: 'failed',
      reason: `Your device's clock is ${size} ${skew > 0 ? 'ahead of' : 'behind'} the server's. Set it to update automatically: times shown and expiring links go wrong.`,
      details,
    };
  }
  return { status: 'passed', reason: `Your device's clock agrees with the server's (within ${size}).`, details };
}

export interface FeatureProbe {
  name: string;
  /** What stops working without it. */
  needFor: string;
  present: boolean;
  /** Only some pages need it: its absence is reported, and the check still passes. */
  optional?: boolean;
}

export function featuresVerdict(features: readonly FeatureProbe[]): CheckResult {
  const missing = features.filter((f) => !f.present && !f.optional);
  const details = features.map((f) => `${f.present ? 'yes' : 'no '} ${f.name}${f.present ? '' : ` (needed for ${f.needFor})`}`);
  if (missing.length) {
    return {
      status: 'failed',
      reason: `Your browser lacks ${missing.map((f) => f.name).join(', ')}: ${missing.map((f) => f.needFor).join('; ')}. Update the browser, or turn off the setting or extension that blocks it.`,
      details,
    };
  }
  const optionalMissing = features.filter((f) => !f.present && f.optional);
  return {
    status: 'passed',
    reason: optionalMissing.length
      ? `Your browser has everything the app needs; without ${optionalMissing.map((f) => f.name).join(', ')}, ${optionalMissing.map((f) => f.needFor).join('; ')} will not work.`
      : 'Your browser has every feature the app uses.',
    details,
  };
}
