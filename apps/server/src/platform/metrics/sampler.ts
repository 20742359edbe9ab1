import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { metricsSamples } from '../db/platform-schema.ts';

/**
 * Every minute, this instance writes what its request counters gained since its last sample into
 * `metrics_samples` (requests, 5xx answers, requests per latency bucket, the 5xx notes), so the admin
 * System page charts the last 24 hours of every instance together from the same figures `/metrics`
 * serves. It is this process's own timer, not a job: a recurring job runs once across all instances,
 * and each instance must write its own counters. Rows older than 24 hours are pruned by the
 * `platform.prune_metrics_samples` job (once across instances).
 */

/** Latency buckets of requests and queries, in seconds (5 ms to 10 s). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A server error kept for the System page's "Recent errors" (no body, no user data: the route and the request id). */
export interface ServerErrorNote {
  at: string;
  method: string;
  route: string;
  status: number;
  request_id: string;
}

/** What the sampler reads of the metrics. */
interface Sampled {
  registry: Registry;
  instance: string;
  takeServerErrors(): ServerErrorNote[];
}

export const SAMPLE_EVERY_MS = 60_000;
export const SAMPLES_KEPT_HOURS = 24;

export interface Sampler {
  /** Writes one sample now (tests and the test hook; the timer calls it every minute). */
  sample(): Promise<void>;
  start(): void;
  stop(): void;
}

interface Totals {
  requests: number;
  serverErrors: number;
  /** Cumulative count per bucket bound (le), as Prometheus keeps them. */
  buckets: number[];
}

async function totals(metrics: Sampled): Promise<Totals> {
  const [requests, duration] = await Promise.all([
    metrics.registry.getSingleMetric('http_requests_total')?.get(),
    metrics.registry.getSingleMetric('http_request_duration_seconds')?.get(),
  ]);
  let all = 0;
  let serverErrors = 0;
  for (const v of requests?.values ?? []) {
    all += v.value;
    if (Number(v.labels.status) >= 500) serverErrors += v.value;
  }
  const bounds = [...LATENCY_BUCKETS.map(String), '+Inf'];
  const buckets = bounds.map(() => 0);
  for (const v of duration?.values ?? []) {
    if (!('metricName' in v) || !String(v.metricName).endsWith('_bucket')) continue;
    const i = bounds.indexOf(String(v.labels.le));
    if (i >= 0) buckets[i] = (buckets[i] ?? 0) + v.value;
  }
  return { requests: all, serverErrors, buckets };
}

export function createSampler(database: Database, metrics: Sampled, log: Logger): Sampler {
  let previous: Totals = { requests: 0, serverErrors: 0, buckets: [] };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function sample() {
    const now = await totals(metrics);
    // Per bucket, not cumulative: what fell into each bucket since the previous sample.
    const perBucket = now.buckets.map(
      (c, i) => c - (previous.buckets[i] ?? 0) - (i > 0 ? (now.buckets[i - 1] ?? 0) - (previous.buckets[i - 1] ?? 0) : 0),
    );
    const errors = metrics.takeServerErrors();
    await database.db.insert(metricsSamples).values({
      instance: metrics.instance,
      requests: now.requests - previous.requests,
      server_errors: now.serverErrors - previous.serverErrors,
      latency_counts: perBucket.map((n) => Math.max(0, n)),
      errors,
    });
    previous = now;
  }

  /** One sample at a time: a call while one is being written waits for it. */
  const once = () => {
    running ??= sample().finally(() => {
      running = null;
    });
    return running;
  };
  const tick = () => {
    once().catch((e) => log.warn({ err: e }, 'metrics sample not written; the next minute tries again'));
  };

  return {
    sample: once,
    start() {
      timer ??= setInterval(tick, SAMPLE_EVERY_MS).unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/** Samples older than a day: the System page shows 24 hours. */
export async function pruneSamples(database: Database): Promise<number> {
  const rows = await database.query(`delete from metrics_samples where at < now() - interval '${SAMPLES_KEPT_HOURS} hours' returning id`);
  return rows.length;
}
