import { type DiagnosticsEcho, DIAGNOSTICS_LIMITS as L } from '@mb/contract/diagnostics';
import { intlLocale, t } from '../../lib/i18n';

// The connection check's verdicts (issue 31): plain functions from what was measured to passed,
// failed or skipped with a sentence a member can read out to support. No React, no network: the page
// (connection-check-page.tsx) measures, these decide, report.ts writes the text. The sentences are in
// the reader's language (docs/ARCHITECTURE.md "Languages"), read when a verdict is made; what the
// measurement found (an address, a header, a protocol, the storage driver) goes in as a value.

export type CheckStatus = 'pending' | 'running' | 'passed' | 'failed' | 'skipped';

export type CheckId = 'api' | 'realtime' | 'storage' | 'address' | 'proxy' | 'clock' | 'features';

export interface CheckResult {
  status: CheckStatus;
  /** The one sentence shown under the check's name. */
  reason: string;
  /** Further lines (a header each, a feature each), shown and copied with the report. */
  details?: string[];
}

/** The checks in the order the page and the report list them. */
export const CHECKS: readonly CheckId[] = ['api', 'realtime', 'storage', 'address', 'proxy', 'clock', 'features'];

/** A check's name, in the current language. */
export const checkName = (id: CheckId): string =>
  ({
    api: t('diagnostics.check.api', 'API round trip'),
    realtime: t('diagnostics.check.realtime', 'Realtime connection'),
    storage: t('diagnostics.check.storage', 'Upload and download through storage'),
    address: t('diagnostics.check.address', 'Your address and country'),
    proxy: t('diagnostics.check.proxy', 'Proxy and CDN headers'),
    clock: t('diagnostics.check.clock', 'Device clock'),
    features: t('diagnostics.check.features', 'Browser features'),
  })[id];

/**
 * A number in the reader's language (`2.5`, German `2,5`), ungrouped as the check has always written
 * its timings and sizes, so an hour's clock skew reads `3600.0 s` in English as before.
 */
const num = (n: number, fractionDigits?: number) =>
  new Intl.NumberFormat(intlLocale(), {
    useGrouping: false,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits ?? 3,
  }).format(n);

/** A duration: milliseconds under a second, then seconds with one decimal (the SI symbols read the same in every language). */
export const ms = (n: number) => (n >= 1000 ? `${num(n / 1000, 1)} s` : `${num(Math.round(n), 0)} ms`);

/** A limit in seconds (`10 s`, `2.5 s`). */
export const seconds = (limitMs: number) => `${num(limitMs / 1000)} s`;

/** A list of names or timings: `a, b, c` in English, with the language's own last joint elsewhere (German `a, b und c`). */
const list = (items: readonly string[]) => new Intl.ListFormat(intlLocale(), { type: 'unit', style: 'short' }).format(items);

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

export function apiVerdict(samplesMs: readonly number[]): CheckResult {
  const m = median(samplesMs);
  const details = [t('diagnostics.check.api.samples', 'Round trips: {times}', { times: list(samplesMs.map(ms)) })];
  if (m > L.apiSlowMs) {
    return {
      status: 'failed',
      reason: t('diagnostics.check.api.slow', 'The API answers, but slowly: {time} a request (under {limit} is expected).', {
        time: ms(m),
        limit: ms(L.apiSlowMs),
      }),
      details,
    };
  }
  return { status: 'passed', reason: t('diagnostics.check.api.passed', 'The API answers in {time}.', { time: ms(m) }), details };
}

/** `message` is the server's answer (already in the request's language) or the page's own words. */
export function apiFailure(message: string): CheckResult {
  return { status: 'failed', reason: t('diagnostics.check.api.failed', 'The API did not answer: {message}', { message }) };
}

export type RealtimeOutcome =
  | { ok: true; pingMs: number; readyMs: number }
  | { ok: false; stage: 'open' | 'pong' | 'auth'; detail: string }
  | { ok: false; stage: 'no-session' };

export function realtimeVerdict(o: RealtimeOutcome, url: string): CheckResult {
  const details = [t('diagnostics.check.realtime.socket', 'Socket: {url}', { url })];
  if (o.ok) {
    const slow = o.pingMs > L.realtimeSlowMs;
    return {
      status: slow ? 'failed' : 'passed',
      reason: slow
        ? t(
            'diagnostics.check.realtime.slow',
            'The live connection works, but slowly: {time} a round trip (under {limit} is expected). Messages and notifications will lag.',
            { time: ms(o.pingMs), limit: ms(L.realtimeSlowMs) },
          )
        : t('diagnostics.check.realtime.passed', 'The live connection answers in {ping}, and accepted your session in {ready}.', {
            ping: ms(o.pingMs),
            ready: ms(o.readyMs),
          }),
      details,
    };
  }
  if (o.stage === 'no-session') {
    return { status: 'skipped', reason: t('diagnostics.check.realtime.noSession', 'Sign in to test the live connection.') };
  }
  const { detail } = o;
  const reason =
    o.stage === 'open'
      ? t(
          'diagnostics.check.realtime.notOpened',
          'The live connection could not be opened ({detail}). A proxy, firewall or browser extension may block WebSockets: messages and notifications will not arrive live.',
          { detail },
        )
      : o.stage === 'pong'
        ? t(
            'diagnostics.check.realtime.noAnswer',
            'The live connection opened but did not answer ({detail}). A proxy may hold WebSocket traffic back.',
            { detail },
          )
        : t(
            'diagnostics.check.realtime.notAccepted',
            'The live connection did not accept your session ({detail}). Sign out and in again, then run the check again.',
            { detail },
          );
  return { status: 'failed', reason, details };
}

export function storageVerdict(
  o: { ok: true; totalMs: number; bytes: number; driver: string } | { ok: false; reason: string },
): CheckResult {
  if (!o.ok) return { status: 'failed', reason: o.reason };
  return {
    status: 'passed',
    reason: t('diagnostics.check.storage.passed', 'A {size} KiB test file went up, through storage and back unchanged in {time}.', {
      size: num(Math.round(o.bytes / 1024), 0),
      time: ms(o.totalMs),
    }),
    details: [t('diagnostics.check.storage.driver', 'Storage: {driver}', { driver: o.driver })],
  };
}

const noEcho = () => t('diagnostics.check.noEcho', 'The API did not answer, so the server could not say what it sees.');

export function addressVerdict(echo: DiagnosticsEcho | null): CheckResult {
  if (!echo) return { status: 'skipped', reason: noEcho() };
  const ip = echo.client_ip;
  // The server sends the reason in the request's language (the web's API client sends the interface's).
  const reason = echo.country.code
    ? t('diagnostics.check.address.passed', 'The server sees you at {ip} (country {country}).', { ip, country: echo.country.code })
    : t('diagnostics.check.address.noCountry', 'The server sees you at {ip} (country unknown: {reason}).', {
        ip,
        reason: echo.country.reason ?? t('diagnostics.check.address.notKnown', 'not known'),
      });
  return {
    status: 'passed',
    reason,
    details: [t('diagnostics.check.address.protocol', 'Protocol: {protocol}', { protocol: echo.protocol })],
  };
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
  if (!echo) return { status: 'skipped', reason: noEcho() };
  // A header as it arrived: data, in no language.
  const details = echo.proxy_headers.map((h) => `${h.name}: ${h.value}`);
  if (!details.length) {
    return {
      status: 'passed',
      reason: t(
        'diagnostics.check.proxy.direct',
        'None reached the server: your browser reached it directly, with no proxy or CDN in between.',
      ),
    };
  }
  const cloudflare = echo.proxy_headers.some((h) => h.name === 'cf-ray');
  const ip = echo.client_ip;
  const forwarded = forwardedAddress(echo);
  if (forwarded && !echo.trusts_proxy) {
    const values = { address: forwarded.address, header: forwarded.header, ip };
    return {
      status: 'failed',
      reason: cloudflare
        ? t(
            'diagnostics.check.proxy.untrusted.cloudflare',
            "Cloudflare passed on your address ({address}, {header}), but the server does not trust forwarded addresses (TRUST_PROXY), so it takes the proxy's address {ip} for yours.",
            values,
          )
        : t(
            'diagnostics.check.proxy.untrusted.proxy',
            "A proxy passed on your address ({address}, {header}), but the server does not trust forwarded addresses (TRUST_PROXY), so it takes the proxy's address {ip} for yours.",
            values,
          ),
      details,
    };
  }
  if (forwarded && forwarded.header === 'cf-connecting-ip' && forwarded.address !== ip) {
    return {
      status: 'failed',
      reason: t(
        'diagnostics.check.proxy.wrongHops',
        'Cloudflare says your address is {address}, but the server uses {ip}: TRUST_PROXY may count the wrong number of proxies.',
        { address: forwarded.address, ip },
      ),
      details,
    };
  }
  return {
    status: 'passed',
    reason: cloudflare
      ? t('diagnostics.check.proxy.passed.cloudflare', 'Cloudflare is in between, and the server sees your own address.')
      : t('diagnostics.check.proxy.passed.proxy', 'A proxy is in between, and the server sees your own address.'),
    details,
  };
}

/**
 * The device clock against the server's: the server's time is compared with the middle of the request
 * (sent at `sentAt`, answered at `receivedAt`, both device time), so the network's delay cancels out.
 */
export function clockVerdict(echo: DiagnosticsEcho | null, sentAt: number, receivedAt: number): CheckResult {
  if (!echo) return { status: 'skipped', reason: noEcho() };
  const skew = (sentAt + receivedAt) / 2 - echo.server_time_ms;
  const size = ms(Math.abs(skew));
  const measured = { skew: size, margin: ms((receivedAt - sentAt) / 2) };
  const details = [
    skew >= 0
      ? t('diagnostics.check.clock.aheadBy', 'Device ahead by {skew} (±{margin})', measured)
      : t('diagnostics.check.clock.behindBy', 'Device behind by {skew} (±{margin})', measured),
  ];
  if (Math.abs(skew) > L.clockSkewMaxMs) {
    return {
      status: 'failed',
      reason:
        skew > 0
          ? t(
              'diagnostics.check.clock.ahead',
              "Your device's clock is {size} ahead of the server's. Set it to update automatically: times shown and expiring links go wrong.",
              { size },
            )
          : t(
              'diagnostics.check.clock.behind',
              "Your device's clock is {size} behind the server's. Set it to update automatically: times shown and expiring links go wrong.",
              { size },
            ),
      details,
    };
  }
  return {
    status: 'passed',
    reason: t('diagnostics.check.clock.passed', "Your device's clock agrees with the server's (within {size}).", { size }),
    details,
  };
}

export interface FeatureProbe {
  /** The feature's technical name (WebSocket, localStorage), or a word for it in the current language. */
  name: string;
  /** What stops working without it, in the current language. */
  needFor: string;
  present: boolean;
  /** Only some pages need it: its absence is reported, and the check still passes. */
  optional?: boolean;
}

export function featuresVerdict(features: readonly FeatureProbe[]): CheckResult {
  const missing = features.filter((f) => !f.present && !f.optional);
  // "yes" and "no" padded to one width in each language, so the names line up in the report's monospace.
  const details = features.map((f) =>
    f.present
      ? t('diagnostics.check.features.present', 'yes {name}', { name: f.name })
      : t('diagnostics.check.features.absent', 'no  {name} (needed for {need})', { name: f.name, need: f.needFor }),
  );
  // `count` lets a language agree its verb with the number of features named (German "fehlt"/"fehlen").
  const named = (fs: readonly FeatureProbe[]) => ({
    count: fs.length,
    features: list(fs.map((f) => f.name)),
    needs: fs.map((f) => f.needFor).join('; '),
  });
  if (missing.length) {
    return {
      status: 'failed',
      reason: t(
        'diagnostics.check.features.missing',
        '{count, plural, one {Your browser lacks {features}: {needs}.} other {Your browser lacks {features}: {needs}.}} Update the browser, or turn off the setting or extension that blocks it.',
        named(missing),
      ),
      details,
    };
  }
  const optionalMissing = features.filter((f) => !f.present && f.optional);
  return {
    status: 'passed',
    reason: optionalMissing.length
      ? t(
          'diagnostics.check.features.optionalMissing',
          'Your browser has everything the app needs; {count, plural, one {without {features}, {needs} will not work.} other {without {features}, {needs} will not work.}}',
          named(optionalMissing),
        )
      : t('diagnostics.check.features.passed', 'Your browser has every feature the app uses.'),
    details,
  };
}
