import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';

/**
 * Slow clients and floods (README "Load shedding"): the server's own timeouts end slow requests; a cap
 * on requests in flight, requests queueing (even the quickest takes over SHED_QUEUE_DELAY_MS), a lagging
 * event loop or a nearly full heap answer 503 + Retry-After before any work is done (before Fastify
 * routes the request). Health and readiness checks are never shed: a
 * balancer must still see the instance alive. (@fastify/under-pressure does the last two, but samples
 * from the moment it is registered: the start's own busy seconds made the first requests after
 * `listen` answer 503. Here sampling starts once the server listens.)
 */

/** Seconds a shed client is told to wait: long enough for a burst to pass, short for a person. */
export const SHED_RETRY_AFTER_S = 2;
/** Shed above this share of V8's heap limit, before a full heap would end the process. */
const HEAP_SHED_RATIO = 0.9;
/** Event loop delay and heap are sampled this often; the delay is the mean over the last interval. */
const SAMPLE_MS = 1000;

const PROBES = new Set<string>([routes.health.path, routes.readiness.path]);
/** The health and readiness checks, whatever their query string. */
export const isProbe = (url: string | undefined) => PROBES.has((url ?? '').split('?')[0] ?? '');

const shedBody = JSON.stringify({ error: { code: 'unavailable', message: MESSAGES.serviceUnavailable } });

const gates = new WeakMap<FastifyInstance, RequestGate>();
/** The gate of an app's server (drain.ts waits on it). */
export const gateOf = (app: FastifyInstance): RequestGate | undefined => gates.get(app);
export const setGate = (app: FastifyInstance, gate: RequestGate) => void gates.set(app, gate);

export interface RequestGate {
  /** Requests being handled now (WebSocket upgrades are not requests here). */
  inFlight(): number;
  /** Resolves when no request is in flight. */
  idle(): Promise<void>;
}

/**
 * The node:http server the app runs on (Fastify's serverFactory): its timeouts from the settings and
 * the cap on requests in flight, checked before Fastify sees the request. `wrap` runs each admitted
 * request (tracing: in its span's context).
 */
export function createServerWithGate(
  ctx: AppContext,
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): { server: http.Server; gate: RequestGate } {
  const c = ctx.config;
  const max = c.MAX_CONCURRENT_REQUESTS;
  const run = ctx.tracing ? ctx.tracing.wrapRequest(handler) : handler;
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  const pressure = pressureMonitor(c.SHED_EVENT_LOOP_DELAY_MS, c.SHED_QUEUE_DELAY_MS, () => inFlight);
  let warned = 0;
  const done = () => {
    inFlight--;
    if (inFlight === 0 && waiters.length) {
      const w = waiters;
      waiters = [];
      for (const resolve of w) resolve();
    }
  };
  const server = http.createServer(
    {
      // Slowloris: headers must arrive within this, a whole request within that; checked every second.
      headersTimeout: c.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeout: c.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveTimeout: c.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      connectionsCheckingInterval: 1000,
    },
    (req, res) => {
      const why = inFlight >= max ? 'requests_in_flight' : pressure.reason();
      if (why && !isProbe(req.url)) {
        ctx.metrics.shed(why);
        // One line per burst, not one per refused request: a flood must not become a flood of log lines.
        if (Date.now() - warned > 10_000) {
          warned = Date.now();
          ctx.log.warn({ shed: why, in_flight: inFlight, ...pressure.figures() }, 'shedding load: answering 503 until it passes');
        }
        res.writeHead(503, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(shedBody),
          'retry-after': String(SHED_RETRY_AFTER_S),
          'cache-control': 'no-store',
        });
        res.end(shedBody);
        return;
      }
      inFlight++;
      if (isProbe(req.url)) res.once('close', done);
      else {
        const started = performance.now();
        res.once('close', () => {
          pressure.served(performance.now() - started);
          done();
        });
      }
      run(req, res);
    },
  );
  server.keepAliveTimeout = c.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000;
  server.once('listening', pressure.start);
  server.once('close', pressure.stop);
  return {
    server,
    gate: {
      inFlight: () => inFlight,
      idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    },
  };
}

/** Shedding on slow requests needs at least this many in flight: one slow sign-up is not a queue. */
const QUEUE_SHED_MIN_IN_FLIGHT = 16;

/**
 * The event loop's mean delay, the heap, and how long requests take, sampled every second once started;
 * a reason to shed, or null. Requests: when even the quickest request served in the last second took
 * longer than `maxQueueMs` (or none finished) while many are in flight, they are queueing (for the
 * database, typically: the event loop is idle meanwhile), and new ones are shed until the queue drains.
 * Health checks waiting behind such a queue would otherwise time out (the bench's flood).
 */
function pressureMonitor(maxDelayMs: number, maxQueueMs: number, inFlight: () => number) {
  const heapLimit = v8.getHeapStatistics().heap_size_limit;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let delayMs = 0;
  let heapUsed = 0;
  let timer: NodeJS.Timeout | undefined;
  let quickest = Number.POSITIVE_INFINITY;
  let queueing = false;
  const sample = () => {
    queueing = maxQueueMs > 0 && quickest > maxQueueMs && inFlight() >= QUEUE_SHED_MIN_IN_FLIGHT;
    quickest = Number.POSITIVE_INFINITY;
    // No sample at all: the loop was blocked the whole interval; the previous figure stands.
    if (histogram.count > 0) delayMs = Math.max(0, histogram.mean / 1e6 - 10);
    histogram.reset();
    heapUsed = process.memoryUsage().heapUsed;
  };
  return {
    start() {
      histogram.enable();
      timer = setInterval(sample, SAMPLE_MS).unref();
    },
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
    served(ms: number) {
      if (ms < quickest) quickest = ms;
    },
    reason(): 'event_loop_delay' | 'heap' | 'queueing' | null {
      if (maxDelayMs > 0 && delayMs > maxDelayMs) return 'event_loop_delay';
      if (queueing) return 'queueing';
      if (heapUsed > heapLimit * HEAP_SHED_RATIO) return 'heap';
      return null;
    },
    figures: () => ({ event_loop_delay_ms: Math.round(delayMs), heap_used_mb: Math.round(heapUsed / 1048576), queueing }),
  };
}
