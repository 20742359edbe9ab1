import { z } from 'zod';
import type { RouteDef } from './route-def.ts';

/**
 * The connection check (/cloudflare-test, a members' page, spec §2; issue 31): what a member or
 * support runs when something does not load. The browser measures the API's and the realtime
 * socket's round trips, sends a small file through storage and back, compares its clock with the
 * server's and lists the browser features the app needs; the server says what it sees of the request
 * (address, country, the proxy and CDN headers that reached it). Each check ends passed, failed or
 * skipped with a plain reason, and the page copies the whole as a text report for a support ticket.
 */

export const DIAGNOSTICS_LIMITS = {
  /** The storage check's file: random bytes, stored, read back and deleted at once. */
  storageProbeBytes: 64 * 1024,
  /** Storage checks one member may run in a window (each writes and deletes a file). */
  storagePerWindow: 20,
  storageWindowSeconds: 10 * 60,
  /** An API answer slower than this fails the check: pages feel broken long before a timeout. */
  apiSlowMs: 2_000,
  /** API round trips measured (the median is reported). */
  apiSamples: 3,
  /** How long the realtime socket has to open and answer. */
  realtimeTimeoutMs: 10_000,
  /** A realtime round trip slower than this fails: live updates would lag. */
  realtimeSlowMs: 2_000,
  /** A device clock further off than this fails: codes, expiries and times shown go wrong. */
  clockSkewMaxMs: 60_000,
  /** How long the whole storage check may take before it is reported as failed. */
  storageTimeoutMs: 20_000,
} as const;

/**
 * The request headers a proxy or CDN adds that the server reports back, and nothing else: cookies and
 * the authorization header never leave the server this way.
 */
export const PROXY_HEADERS = [
  'cf-ray',
  'cf-connecting-ip',
  'cf-ipcountry',
  'cf-visitor',
  'cdn-loop',
  'true-client-ip',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
  'forwarded',
  'via',
  'x-amz-cf-id',
  'fastly-client-ip',
  'x-vercel-id',
] as const;

export const DIAGNOSTICS_MESSAGES = {
  storageWriteFailed: 'Storage did not accept the test file. Uploads will fail until it is back.',
  storageReadFailed: 'Storage kept the test file but did not give it back. Pictures and files will not load.',
  storageMismatch: 'Storage gave back different bytes than it was sent.',
  geoipUnset: 'no GeoIP database is configured on the server (GEOIP_DB)',
  geoipUnknown: 'the GeoIP database does not know this address (a private, local or new address)',
} as const;

export const diagnosticsEchoSchema = z.object({
  /** The server's clock when it answered (ms since the epoch). */
  server_time_ms: z.number(),
  /** The client's address as the server sees it (TRUST_PROXY decides whether forwarded addresses count). */
  client_ip: z.string(),
  /** The address of the machine that opened the connection to the server (a proxy's, when there is one). */
  peer_ip: z.string().nullable(),
  /** Whether the server believes the forwarded address headers (TRUST_PROXY set). */
  trusts_proxy: z.boolean(),
  /** The protocol the browser used, as the server understands it (https behind a TLS-ending proxy when trusted). */
  protocol: z.string(),
  country: z.object({ code: z.string().nullable(), reason: z.string().nullable() }),
  /** The proxy and CDN headers present on the request (PROXY_HEADERS), in that order. */
  proxy_headers: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type DiagnosticsEcho = z.infer<typeof diagnosticsEchoSchema>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** The largest base64 text of a probe: 4 characters for every 3 bytes, rounded up. */
const probeBase64Max = Math.ceil(DIAGNOSTICS_LIMITS.storageProbeBytes / 3) * 4;

export const storageProbeInput = z.object({
  data: z
    .string()
    .min(4, 'Send the test file.')
    .max(probeBase64Max, `The test file is at most ${DIAGNOSTICS_LIMITS.storageProbeBytes / 1024} KiB.`)
    .regex(BASE64, 'The test file must be base64.'),
});

export const storageProbeSchema = z.object({
  /** What storage gave back, base64: the browser compares it with what it sent. */
  data: z.string(),
  bytes: z.number().int(),
  /** local or s3. */
  driver: z.string(),
  write_ms: z.number(),
  read_ms: z.number(),
  delete_ms: z.number(),
});
export type StorageProbe = z.infer<typeof storageProbeSchema>;

export const diagnosticsRoutes = {
  diagnosticsEcho: {
    method: 'GET',
    path: '/api/v1/diagnostics/echo',
    summary:
      'Connection check: the server time, your address and country as the server sees them, and the proxy/CDN headers that reached it',
    tag: 'diagnostics',
    access: 'user',
    // Checks this browser's connection only: nothing of the account is read or changed.
    delegated: 'viewer',
    response: diagnosticsEchoSchema,
  },
  diagnosticsStorage: {
    method: 'POST',
    path: '/api/v1/diagnostics/storage',
    summary: 'Connection check: a small file (at most 64 KiB) stored, read back and deleted at once; answers what storage gave back',
    tag: 'diagnostics',
    access: 'user',
    delegated: 'viewer',
    rateLimit: ['diagnosticsStorage', 'diagnosticsStoragePerIp'],
    body: storageProbeInput,
    response: storageProbeSchema,
  },
} as const satisfies Record<string, RouteDef>;
