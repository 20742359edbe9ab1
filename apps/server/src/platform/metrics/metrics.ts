import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createSampler, LATENCY_BUCKETS, type Sampler, type ServerErrorNote } from './sampler.ts';

export { LATENCY_BUCKETS, pruneSamples, type ServerErrorNote } from './sampler.ts';

/**
 * This app instance's Prometheus figures (README "Metrics"): one registry per app, kept in the app
 * context, never in a module global, so two apps in one process (the tests) never share a counter.
 * Platform parts (the database, jobs, the bus, mail) and the features that own a figure (realtime's
 * sockets, webhooks' deliveries) report through the small methods below; `http/metrics.ts` counts the
 * requests and serves `/metrics`; `sampler.ts` writes a minute's figures for the admin System page.
 *
 * Names follow Prometheus' conventions: units in the name (`_seconds`), `_total` on counters. Labels
 * are bounded: a route is its template from the contract's route table (or `page` / `unmatched`), a job
 * kind is one a feature defined, an outcome one of a few words.
 */

/** Commit-to-event buckets, in seconds: the realtime goal is a p99 at or under 50 ms (scripts/bench.md). */
const REALTIME_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export type JobOutcome = 'done' | 'retry' | 'failed';
export type WebhookOutcome = 'delivered' | 'retry' | 'failed';

/** Whether `/metrics` is served (behind METRICS_TOKEN, or on METRICS_PORT): never unless a setting says so. */
export const metricsExposed = (config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT'>) =>
  Boolean(config.METRICS_TOKEN || config.METRICS_PORT !== undefined);

export interface Metrics {
  registry: Registry;
  /** Names this process in the samples (host and a random part, new at every start). */
  instance: string;
  /** Counts one answered request; `route` is the route's template. */
  request(route: string, method: string, status: number, seconds: number, requestId: string): void;
  job(kind: string, outcome: JobOutcome, seconds: number): void;
  /** A realtime event reached this instance `seconds` after it was published. */
  eventDelivered(seconds: number): void;
  socketOpened(): void;
  socketClosed(): void;
  mail(sent: boolean): void;
  webhook(outcome: WebhookOutcome): void;
  /** A request answered 503 before any work (http/load-shedding.ts), by the reason it was shed. */
  shed(reason: string): void;
  /** The 5xx answers since the last call, at most 20 (the sampler keeps them with its minute). */
  takeServerErrors(): ServerErrorNote[];
  /** Writes this instance's minutes into metrics_samples (started with the workers). */
  sampler: Sampler;
}

const MAX_ERROR_NOTES = 20;

/**
 * The figures read from the database when Prometheus scrapes (queue depth, the oldest due job's age, the
 * mail backlog) are shared by every instance: each one reports the same value, so a dashboard takes
 * `max` over instances. One read serves a whole scrape (its gauges are collected together).
 */
interface QueueFigures {
  byKind: { kind: string; due: number; oldest_s: number }[];
  mailBacklog: number;
}

export function createMetrics(opts: { database: Database; defaultMetrics: boolean; log: Logger }): Metrics {
  const registry = new Registry();
  const instance = `${hostname()}-${randomUUID().slice(0, 8)}`;
  if (opts.defaultMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template and method',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of one database statement, including the wait for a connection (PGlite: for its one connection)',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  opts.database.observeQueries?.((seconds) => queries.observe(seconds));
  const stats = opts.database.poolStats;
  if (stats) {
    new Gauge({
      name: 'db_pool_connections_in_use',
      help: 'PostgreSQL connections checked out of the pool',
      registers: [registry],
      collect() {
        const s = stats();
        this.set(s.total - s.idle);
      },
    });
    new Gauge({
      name: 'db_pool_connections_idle',
      help: 'PostgreSQL connections open and idle in the pool',
      registers: [registry],
      collect() {
        this.set(stats().idle);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Statements waiting for a pool connection',
      registers: [registry],
      collect() {
        this.set(stats().waiting);
      },
    });
  }
  const jobRuns = new Counter({
    name: 'jobs_runs_total',
    help: 'Job runs on this instance, by kind and outcome (done; retry: failed, will run again; failed: for good)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'jobs_failures_total',
    help: 'Job runs that failed on this instance, by kind (retries included)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'jobs_run_duration_seconds',
    help: 'Time of one job run, by kind',
    labelNames: ['kind'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60],
    registers: [registry],
  });

  let reading: Promise<QueueFigures> | null = null;
  const queueFigures = () => {
    // Shared while in flight: a scrape collects every gauge at once.
    reading ??= readQueueFigures(opts.database).finally(() => {
      reading = null;
    });
    return reading;
  };
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Pending jobs that are due now, by kind (the same for every instance: take max)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const k of (await queueFigures().catch(() => null))?.byKind ?? []) this.set({ kind: k.kind }, k.due);
    },
  });
  new Gauge({
    name: 'jobs_oldest_due_age_seconds',
    help: 'How long the oldest due pending job has waited, by kind (the same for every instance: take max)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const k of (await queueFigures().catch(() => null))?.byKind ?? []) this.set({ kind: k.kind }, k.oldest_s);
    },
  });
  new Gauge({
    name: 'mail_outbox_backlog',
    help: 'Messages of the last hour not sent yet (queued or failing; the same for every instance: take max)',
    registers: [registry],
    async collect() {
      const f = await queueFigures().catch(() => null);
      if (f) this.set(f.mailBacklog);
    },
  });
  const mailSends = new Counter({
    name: 'mail_send_attempts_total',
    help: 'Attempts to send a message over SMTP on this instance, by outcome (sent, failed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const sockets = new Gauge({ name: 'realtime_sockets_open', help: 'Realtime WebSockets open on this instance', registers: [registry] });
  const commitToEvent = new Histogram({
    name: 'realtime_commit_to_event_seconds',
    help: 'From publishing a realtime event (inside its transaction) to its arrival at this instance',
    buckets: REALTIME_BUCKETS,
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'webhook_deliveries_total',
    help: 'Webhook delivery attempts, by outcome (delivered; retry: will try again; failed: for good)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  const shed = new Counter({
    name: 'http_requests_shed_total',
    help: 'Requests answered 503 before any work to shed load, by reason (requests_in_flight, queueing, event_loop_delay, heap)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });

  let errors: ServerErrorNote[] = [];
  const metrics: Omit<Metrics, 'sampler'> = {
    registry,
    instance,
    request(route, method, status, seconds, requestId) {
      requests.inc({ route, method, status: String(status) });
      duration.observe({ route, method }, seconds);
      if (status >= 500 && errors.length < MAX_ERROR_NOTES) {
        errors.push({ at: new Date().toISOString(), method, route, status, request_id: requestId });
      }
    },
    job(kind, outcome, seconds) {
      jobRuns.inc({ kind, outcome });
      if (outcome !== 'done') jobFailures.inc({ kind });
      jobDuration.observe({ kind }, seconds);
    },
    eventDelivered: (seconds) => commitToEvent.observe(Math.max(0, seconds)),
    socketOpened: () => sockets.inc(),
    socketClosed: () => sockets.dec(),
    mail: (sent) => mailSends.inc({ outcome: sent ? 'sent' : 'failed' }),
    webhook: (outcome) => webhooks.inc({ outcome }),
    shed: (reason) => shed.inc({ reason }),
    takeServerErrors() {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
  return { ...metrics, sampler: createSampler(opts.database, metrics, opts.log) };
}

async function readQueueFigures(database: Database): Promise<QueueFigures> {
  const [byKind, mail] = await Promise.all([
    database.query<{ kind: string; due: number; oldest_s: number }>(
      `select kind, count(*)::int as due, extract(epoch from now() - min(run_at))::float8 as oldest_s
         from jobs where state = 'pending' and run_at <= now() group by kind`,
    ),
    database.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox where status <> 'sent' and created_at > now() - interval '1 hour'`,
    ),
  ]);
  return { byKind, mailBacklog: mail[0]?.n ?? 0 };
}
