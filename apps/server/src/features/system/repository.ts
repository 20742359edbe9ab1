import { and, desc, gte } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/client.ts';
import { metricsSamples } from '../../platform/db/platform-schema.ts';

// The System page's reads: the metrics samples of every instance, the job queue, failed jobs and mail.

export interface SampleRow {
  instance: string;
  at: Date;
  requests: number;
  server_errors: number;
  latency_counts: number[];
  errors: { at: string; method: string; route: string; status: number; request_id: string }[];
}

export const samplesSince = (db: Executor, since: Date): Promise<SampleRow[]> =>
  db
    .select({
      instance: metricsSamples.instance,
      at: metricsSamples.at,
      requests: metricsSamples.requests,
      server_errors: metricsSamples.server_errors,
      latency_counts: metricsSamples.latency_counts,
      errors: metricsSamples.errors,
    })
    .from(metricsSamples)
    .where(and(gte(metricsSamples.at, since)))
    .orderBy(metricsSamples.at);

/** The latest samples that noted server errors (their notes are the page's request errors). */
export const samplesWithErrors = (db: Executor, since: Date, limit: number) =>
  db
    .select({ errors: metricsSamples.errors })
    .from(metricsSamples)
    .where(and(gte(metricsSamples.at, since), gte(metricsSamples.server_errors, 1)))
    .orderBy(desc(metricsSamples.at))
    .limit(limit);

export interface QueueRow {
  kind: string;
  due: number;
  oldest_due_s: number | null;
  running: number;
  failed_24h: number;
}

/** Per kind: due now, the oldest due one's age, running, failed for good in 24 h; kinds with none of these are left out. */
export const queues = (database: Database) =>
  database.query<QueueRow>(
    `select kind,
       count(*) filter (where state = 'pending' and run_at <= now())::int as due,
       extract(epoch from now() - min(run_at) filter (where state = 'pending' and run_at <= now()))::float8 as oldest_due_s,
       count(*) filter (where state = 'running')::int as running,
       count(*) filter (where state = 'failed' and done_at > now() - interval '24 hours')::int as failed_24h
     from jobs
     where state in ('pending', 'running') or (state = 'failed' and done_at > now() - interval '24 hours')
     group by kind
     having count(*) filter (where state = 'pending' and run_at <= now()) > 0
         or count(*) filter (where state = 'running') > 0
         or count(*) filter (where state = 'failed' and done_at > now() - interval '24 hours') > 0
     order by kind`,
  );

/** Jobs whose last run failed (for good, or waiting to try again), newest first. */
export const failedJobs = (database: Database, limit: number) =>
  database.query<{ kind: string; last_error: string; at: Date | string; state: string; attempts: number; max_attempts: number }>(
    `select kind, last_error, coalesce(done_at, run_at) as at, state, attempts, max_attempts from jobs
     where last_error is not null and (state = 'failed' or state = 'pending') and coalesce(done_at, created_at) > now() - interval '24 hours'
     order by coalesce(done_at, run_at) desc limit $1`,
    [limit],
  );

/** Mail that failed to send in the last 24 hours, newest first (no address or body: the kind and the error). */
export const failedMail = (database: Database, limit: number) =>
  database.query<{ kind: string; error: string | null; at: Date | string }>(
    `select kind, error, created_at as at from mail_outbox
     where status = 'failed' and created_at > now() - interval '24 hours' order by created_at desc limit $1`,
    [limit],
  );

/** Unsent mail of the last hour and failures of the last 15 minutes, for the mail part's state. */
export const mailFigures = async (database: Database) =>
  (
    await database.query<{ backlog: number; failed_recently: number }>(
      `select count(*) filter (where status <> 'sent' and created_at > now() - interval '1 hour')::int as backlog,
         count(*) filter (where status = 'failed' and created_at > now() - interval '15 minutes')::int as failed_recently
       from mail_outbox where created_at > now() - interval '1 hour'`,
    )
  )[0] ?? { backlog: 0, failed_recently: 0 };
