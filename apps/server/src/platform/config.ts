import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { type IceServer, iceServerSchema } from '@mb/contract/visio';
import { z } from 'zod';
import { allowPrivateTargets, outgoingUrlProblem } from './net-guard.ts';

// Every setting comes from the environment and is checked at start (README "Configuration").
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://example.com' }).optional(),
  PRODUCT_NAME: z.string().trim().min(1).max(60).default('ModelBase'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DB_TEMPLATE: z
    .enum(['on', 'off'])
    .default('on')
    .describe('off: a new embedded database is made by initdb, not copied from the template the build ships'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_WAIT_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400)
    .default(300)
    .describe('PostgreSQL only: how long start-up waits for a database that cannot be reached yet (0: fail at once)'),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .default(20_000)
    .describe(
      'PostgreSQL only: a statement with no answer after this long fails (503) and its connection is dropped, so a silent network never holds a request (0: no limit)',
    ),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .trim()
    .regex(/^[1-9]\d*(kB|MB|GB)$/, 'must be a size such as 32MB or 1GB')
    .default('32MB')
    .describe('embedded database only: Postgres\'s buffer cache, resident for the process\'s life (ARCHITECTURE "Memory")'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  STORAGE_URL: z
    .string()
    .regex(/^s3\+?https?:\/\//, 'must look like s3+https://KEY:SECRET@host/bucket?region=REGION')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  REALTIME_BUS_URL: z
    .string()
    .regex(/^(nats|tls):\/\/[^,\s]+(,(nats|tls):\/\/[^,\s]+)*$/, 'must be nats://host:4222 (or tls://), several separated by commas')
    .optional()
    .describe('unset: realtime events go through PostgreSQL NOTIFY; set: through this NATS server'),
  REALTIME_BUS_SUBJECT: z
    .string()
    .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'must be a NATS subject without wildcards, such as mb.realtime')
    .default('mb.realtime')
    .describe('NATS only: the subject events go on; deployments that share a NATS server need one each'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, c) => {
      const r = parseTrustProxy(v);
      if (typeof r === 'string') {
        c.addIssue({ code: 'custom', message: r });
        return z.NEVER;
      }
      return r;
    }),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ message: 'must be the base URL of an OTLP/HTTP collector, such as http://otel-collector:4318' })
    .optional()
    .describe(
      'OpenTelemetry traces are sent to <this>/v1/traces (OTLP/HTTP, protobuf); unset: tracing is off and none of its code is loaded',
    ),
  OTEL_EXPORTER_OTLP_HEADERS: z
    .string()
    .regex(/^[^=,\s]+=[^,]*(,[^=,\s]+=[^,]*)*$/, 'must be key=value pairs separated by commas, e.g. x-api-key=abc123')
    .optional()
    .describe("headers sent with every export (a hosted collector's API key)"),
  OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).default('modelbase').describe('service.name on every span'),
  OTEL_TRACES_SAMPLER_ARG: z.coerce
    .number()
    .min(0)
    .max(1)
    .default(1)
    .describe("share of new traces recorded (0-1); a request arriving with a caller's traceparent follows the caller's choice"),
  SHUTDOWN_DELAY_SECONDS: z.coerce
    .number()
    .min(0)
    .max(300)
    .default(0)
    .describe(
      'after SIGTERM, how long the instance keeps serving while /api/ready answers 503, so a balancer that polls it stops sending first',
    ),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number()
    .min(1)
    .max(600)
    .default(20)
    .describe(
      'after SIGTERM (and the delay), how long requests in flight and running jobs get to finish before they are cut and handed back',
    ),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce
    .number()
    .min(1)
    .max(300)
    .default(15)
    .describe("a client's request headers must arrive within this (slow clients)"),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce
    .number()
    .min(1)
    .max(3600)
    .default(120)
    .describe('a whole request (headers and body: a 10 MB upload on a slow line) must arrive within this'),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce
    .number()
    .min(1)
    .max(3600)
    .default(65)
    .describe(
      "an idle kept-alive connection is closed after this: keep it above the balancer's own idle timeout (nginx upstream keepalive_timeout 60 s)",
    ),
  MAX_CONCURRENT_REQUESTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(256)
    .describe('requests handled at once by this instance; past it, 503 with Retry-After (health and readiness checks always answer)'),
  SHED_QUEUE_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(1000)
    .describe(
      '503 with Retry-After while even the quickest request of the last second took longer than this, with 16 or more in flight (0: off)',
    ),
  SHED_EVENT_LOOP_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(1000)
    .describe("503 with Retry-After while the event loop's mean delay over the last second is above this (0: off)"),
  JOBS_WORKER: z.enum(['on', 'off']).default('on').describe('off: this instance enqueues jobs but never runs them'),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional()
    .describe(
      'Prometheus metrics at /metrics on the main port, for scrapes sending `Authorization: Bearer <token>` (unset: not served there)',
    ),
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .optional()
    .describe('Prometheus metrics at /metrics on a port of their own (no token), on METRICS_HOST; unset: no metrics port'),
  METRICS_HOST: z.string().min(1).default('127.0.0.1').describe('the address the metrics port listens on (default loopback only)'),
  COMPLIANCE_HUB_URL: z.url({ message: 'must be an absolute URL such as https://hub.example.com' }).optional(),
  COMPLIANCE_HUB_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  COMPLIANCE_HUB_API_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  COMPLIANCE_HUB_BUILTIN: z.enum(['on', 'off']).default('on'),
  /** Web Push (features/push/README.md): the VAPID pair (base64url, as `web-push generate-vapid-keys` prints); unset: generated once and kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: address or an https:// URL')
    .optional()
    .describe('who the push services may contact about this server (default: PUBLIC_URL when https, else a mailto: of MAIL_FROM)'),
  /** The built-in stand-in push service under /pushbox (features/push/README.md); off leaves it out. */
  PUSHBOX_BUILTIN: z.enum(['on', 'off']).default('on'),
  /** The built-in test payment provider under /paybox (apps/server/src/features/billing/README.md); off leaves it out. */
  PAYBOX_BUILTIN: z.enum(['on', 'off']).default('on'),
  /** The secret the built-in provider signs its webhooks with (default: derived from the server's secret). */
  PAYBOX_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Verotel FlexPay (apps/server/src/features/billing/README.md "Verotel adapter"): with both set, billing uses it as the live processor. */
  VEROTEL_SHOP_ID: z.string().regex(/^\d+$/, 'must be the numeric shop ID from the Verotel Control Center').optional(),
  VEROTEL_SIGNATURE_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  VEROTEL_SECURE_BASE_URL: z.url({ message: 'must be an absolute URL such as https://secure.verotel.com' }).optional(),
  VEROTEL_CUSTOMER_PORTAL_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  COMPLIANCE_DNS_SERVERS: z
    .string()
    .regex(/^[\w.:[\]-]+(,[\w.:[\]-]+)*$/, 'must be DNS server addresses separated by commas, e.g. 1.1.1.1,127.0.0.1:5353')
    .optional(),
  FFMPEG_PATH: z
    .string()
    .trim()
    .regex(/^[^\0\n]+$/, 'must be the ffmpeg command or its path')
    .refine(
      (v) => !v.includes('/') || existsSync(v),
      'no file at this path: install ffmpeg (Debian: apt-get install ffmpeg) or leave FFMPEG_PATH unset',
    )
    .optional()
    .describe('ffmpeg for video poster frames; unset: `ffmpeg` on PATH, else a generated poster'),
  ADS_PRICE_PER_1000_IMPRESSIONS: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .default(500)
    .describe('ads: price of 1,000 impressions in minor units of ADS_CURRENCY (500 = 5.00)'),
  ADS_PRICE_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(1500).describe('ads: price of one day in minor units'),
  ADS_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD or EUR')
    .default('USD'),
  VISIO_ICE_SERVERS: z
    .string()
    .default('[]')
    .transform((v, c) => {
      const r = parseIceServers(v);
      if (typeof r === 'string') {
        c.addIssue({ code: 'custom', message: r });
        return z.NEVER;
      }
      return r;
    })
    .describe('MB Visio: the STUN/TURN servers browsers use to connect calls (JSON, RTCIceServer[]); none works on one machine or a LAN'),
  /** Test-only hooks (the built-in provider's "lapse", routes under /api/v1/test-hooks); refused at start with NODE_ENV=production. */
  TEST_HOOKS: z
    .enum(['on', 'off'])
    .default('off')
    .describe(
      'on: test hooks for browser tests (/paybox/test, /api/v1/test-hooks: move a subscription through time); refused in production',
    ),
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['on', 'off'])
    .optional()
    .describe(
      'outgoing webhooks and an external compliance hub: on allows http:// and private, loopback and link-local targets (unset: on outside production, off in production)',
    ),
  RATE_LIMITS: z.enum(['on', 'off']).default('on').describe('off disables login throttling (benchmarks only)'),
  STAFF_REQUIRE_2FA: z
    .enum(['on', 'off'])
    .optional()
    .describe('on: staff routes refuse until the staff member has an authenticator app or a passkey (default on; off with NODE_ENV=test)'),
  GEOIP_DB: z
    .string()
    .trim()
    .refine((v) => existsSync(v), 'no file at this path: a MaxMind GeoLite2/GeoIP2 Country or City .mmdb file, or leave GEOIP_DB unset')
    .optional()
    .describe(
      'a MaxMind .mmdb file: the signed-in devices list and new-device mails show the country of each sign-in; geo-blocking reads places from it (unset: the bundled DB-IP Lite city database)',
    ),
});

/**
 * VISIO_ICE_SERVERS: a JSON array of RTCIceServer ({ urls, username?, credential? }), e.g.
 * `[{"urls":"stun:stun.example.com:3478"},{"urls":["turn:turn.example.com:3478"],"username":"u","credential":"p"}]`.
 * Answers the list, or a message saying what is wrong.
 */
export function parseIceServers(raw: string): IceServer[] | string {
  let json: unknown;
  try {
    json = JSON.parse(raw.trim() || '[]');
  } catch {
    return 'must be JSON: an array of {"urls": "stun:host:3478"} or TURN servers with username and credential';
  }
  const parsed = z.array(iceServerSchema).max(10).safeParse(json);
  if (!parsed.success) return 'must be an array (at most 10) of {"urls": string or string[], "username"?, "credential"?}';
  const bad = parsed.data.flatMap((s) => (Array.isArray(s.urls) ? s.urls : [s.urls])).find((u) => !/^(stuns?|turns?):/.test(u));
  if (bad) return `"${bad}" is not a stun:, stuns:, turn: or turns: address`;
  return parsed.data;
}

/** proxy-addr's named ranges, which Fastify's trustProxy accepts beside addresses and CIDRs. */
const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For / -Proto entries to believe. `false`/`0` (none), a hop
 * count (`1`: one balancer in front; the client is the entry it appended, the right-most), or the
 * balancers' addresses or CIDRs, comma-separated. Never "everything": with `true` the left-most entry,
 * which the client writes itself, became its address and every per-IP limit could be dodged.
 * Returns the value for Fastify's `trustProxy`, or a message saying what is wrong.
 */
export function parseTrustProxy(raw: string): false | number | string[] | string {
  const v = raw.trim().toLowerCase();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') {
    return 'true is no longer accepted: it trusted every X-Forwarded-For entry, which clients can write. Set the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)';
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? hops : 'a hop count must be between 0 and 10';
  }
  const entries = v.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !PROXY_PRESETS.has(e) && !isAddressOrCidr(e));
  if (bad.length || entries.length === 0) {
    return `must be false, a hop count (e.g. 1), or proxy addresses/CIDRs separated by commas (e.g. 10.0.0.0/8,127.0.0.1); not an address: ${bad.join(', ')}`;
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [addr = '', prefix, ...rest] = entry.split('/');
  const family = isIP(addr);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The names of the settings this schema reads (README "Configuration" lists each one). */
export const settingNames: readonly string[] = Object.keys(schema.shape);

export type Config = Omit<z.infer<typeof schema>, 'STAFF_REQUIRE_2FA'> & {
  publicUrl: string;
  dataDir: string;
  webDist: string;
  STAFF_REQUIRE_2FA: 'on' | 'off';
};

export class ConfigError extends Error {}

const HUB_URL_PROBLEMS = {
  invalid: 'must be an absolute https:// URL',
  https: 'must be https:// in production (WEBHOOKS_ALLOW_PRIVATE=on allows http://)',
  private: 'must be a public address in production, not a private, loopback or link-local one (WEBHOOKS_ALLOW_PRIVATE=on allows them)',
  credentials: 'must not hold a user name or password (COMPLIANCE_HUB_API_KEY and _SECRET carry them)',
} as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Record<string, string>> = {}): Config {
  const raw: Record<string, string | undefined> = { ...env, ...overrides };
  // Empty (or blank) strings mean "unset", so `FOO= npm start` behaves like leaving FOO out; a stray
  // space must not coerce PORT to 0.
  for (const k of Object.keys(raw)) if (raw[k]?.trim() === '') delete raw[k];
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      return `  ${i.path.join('.')}: ${i.message} (got ${shown(name, raw[name])})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.TEST_HOOKS === 'on' && c.NODE_ENV === 'production') {
    throw new ConfigError("Invalid configuration:\n  TEST_HOOKS: must be off when NODE_ENV=production (test hooks rewrite members' data)");
  }
  // The same outgoing address rule as an admin's hub URL on /admin/platforms (issue 31).
  const hubProblem = c.COMPLIANCE_HUB_URL ? outgoingUrlProblem(c.COMPLIANCE_HUB_URL, allowPrivateTargets(c)) : null;
  if (hubProblem) {
    throw new ConfigError(
      `Invalid configuration:\n  COMPLIANCE_HUB_URL: ${HUB_URL_PROBLEMS[hubProblem]} (got ${shown('COMPLIANCE_HUB_URL', c.COMPLIANCE_HUB_URL)})`,
    );
  }
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (one pair) or neither (a generated pair)',
    );
  }
  const dataDir = path.resolve(c.DATA_DIR);
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const webDist = path.join(repoRoot(), 'apps/web/dist');
  // Staff must use a second factor unless told otherwise; test servers leave it off unless a test turns it on.
  const STAFF_REQUIRE_2FA = c.STAFF_REQUIRE_2FA ?? (c.NODE_ENV === 'test' ? 'off' : 'on');
  return { ...c, dataDir, publicUrl, webDist, STAFF_REQUIRE_2FA };
}

const SECRETS = new Set([
  'METRICS_TOKEN',
  'JWT_SECRET',
  'PAYBOX_WEBHOOK_SECRET',
  'VAPID_PRIVATE_KEY',
  'COMPLIANCE_HUB_API_KEY',
  'COMPLIANCE_HUB_API_SECRET',
  'OTEL_EXPORTER_OTLP_HEADERS',
]);
const CREDENTIAL_URLS = new Set(['DATABASE_URL', 'STORAGE_URL', 'SMTP_URL', 'REALTIME_BUS_URL']);
/** The bad value for the error message, without secrets: those go to terminals and log collectors. */
function shown(name: string, value: string | undefined): string {
  if (value === undefined) return 'null';
  if (SECRETS.has(name)) return `${value.length} characters`;
  // Everything before the last @ of a connection URL may be credentials (secrets can hold / and @).
  if (CREDENTIAL_URLS.has(name)) return JSON.stringify(value.replace(/^([a-z][a-z0-9+.-]*:\/\/)?.*@/i, '$1***@'));
  return JSON.stringify(value);
}

/** The repository root, found from this file whether it runs from src (tests) or dist (bundled). */
export function repoRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'apps', 'web', 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
}
