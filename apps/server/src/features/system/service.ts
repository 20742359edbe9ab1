import { SYSTEM_PARTS, SYSTEM_POINT_MINUTES, SYSTEM_WINDOW_HOURS, type SystemOverview } from '@mb/contract/system';
import type { AppContext } from '../../platform/context.ts';
import { LATENCY_BUCKETS } from '../../platform/metrics/metrics.ts';
import { partsHealth } from './health.ts';
import * as repo from './repository.ts';

// The admin System page (GET /admin/system): read when an admin opens it, never on a hot path.

const RECENT_ERRORS = 20;
const LIVE_INSTANCE_MS = 5 * 60_000;

/**
 * The p-quantile of requests counted per latency bucket (LATENCY_BUCKETS, then +Inf), in ms: linear
 * inside the bucket it falls in, as Prometheus' histogram_quantile does (the last finite bound for +Inf).
 */
export function quantileMs(counts: readonly number[], p: number): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = p * total;
  let below = 0;
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i] ?? 0;
    if (below + n >= rank && n > 0) {
      const upper = LATENCY_BUCKETS[i];
      if (upper === undefined) return (LATENCY_BUCKETS.at(-1) ?? 0) * 1000;
      const lower = i === 0 ? 0 : (LATENCY_BUCKETS[i - 1] ?? 0);
      return Math.round((lower + (upper - lower) * ((rank - below) / n)) * 1000 * 10) / 10;
    }
    below += n;
  }
  return (LATENCY_BUCKETS.at(-1) ?? 0) * 1000;
}

/** The samples of every instance in windows of SYSTEM_POINT_MINUTES, oldest first. */
export function seriesOf(samples: readonly repo.SampleRow[], now: number): SystemOverview['series'] {
  const width = SYSTEM_POINT_MINUTES * 60_000;
  const windows = new Map<number, { requests: number; errors: number; counts: number[] }>();
  for (const s of samples) {
    const start = Math.floor(s.at.getTime() / width) * width;
    const w = windows.get(start) ?? { requests: 0, errors: 0, counts: [] };
    w.requests += s.requests;
    w.errors += s.server_errors;
    s.latency_counts.forEach((n, i) => {
      w.counts[i] = (w.counts[i] ?? 0) + n;
    });
    windows.set(start, w);
  }
  return [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, w]) => {
      // The window under way has lasted only until now.
      const minutes = Math.max(1, Math.min(SYSTEM_POINT_MINUTES, (now - start) / 60_000));
      return {
        at: new Date(start).toISOString(),
        requests_per_min: Math.round((w.requests / minutes) * 100) / 100,
        error_rate: w.requests > 0 ? w.errors / w.requests : null,
        p95_ms: quantileMs(w.counts, 0.95),
      };
    });
}

const iso = (at: Date | string) => new Date(at).toISOString();

export async function systemOverview(ctx: AppContext): Promise<SystemOverview> {
  const now = Date.now();
  const since = new Date(now - SYSTEM_WINDOW_HOURS * 3_600_000);
  const [parts, samples, queues, withErrors, jobs, mail] = await Promise.all([
    partsHealth(ctx, SYSTEM_PARTS),
    repo.samplesSince(ctx.db, since),
    repo.queues(ctx.database),
    repo.samplesWithErrors(ctx.db, since, RECENT_ERRORS),
    repo.failedJobs(ctx.database, RECENT_ERRORS),
    repo.failedMail(ctx.database, RECENT_ERRORS),
  ]);
  const errors: SystemOverview['recent_errors'] = [
    ...withErrors.flatMap((s) =>
      s.errors.map((e) => ({
        at: e.at,
        source: 'request' as const,
        title: `${e.method} ${e.route}`,
        detail: `${e.status}, request ${e.request_id}`,
      })),
    ),
    ...jobs.map((j) => ({
      at: iso(j.at),
      source: 'job' as const,
      title: j.kind,
      detail: `${j.state === 'failed' ? 'Failed for good' : `Attempt ${j.attempts} of ${j.max_attempts} failed`}: ${j.last_error}`.slice(
        0,
        500,
      ),
    })),
    ...mail.map((m) => ({ at: iso(m.at), source: 'mail' as const, title: m.kind, detail: (m.error ?? 'Not sent').slice(0, 500) })),
  ];
  errors.sort((a, b) => b.at.localeCompare(a.at));
  const live = new Set(samples.filter((s) => now - s.at.getTime() < LIVE_INSTANCE_MS).map((s) => s.instance));
  return {
    generated_at: new Date(now).toISOString(),
    instances: live.size,
    parts,
    queues,
    recent_errors: errors.slice(0, RECENT_ERRORS),
    series: seriesOf(samples, now),
  };
}
