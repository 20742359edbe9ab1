import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/client.ts';
import { jobs as jobsTable } from '../db/platform-schema.ts';
import type { Tracing } from '../tracing-types.ts';

/**
 * The one job mechanism (ARCHITECTURE "Jobs"): scheduled and background work — reminders, expiries,
 * digests, retries — is a row in `jobs`. Any instance's worker claims due rows with
 * `FOR UPDATE SKIP LOCKED` in a short statement, runs the handler outside any transaction, then marks
 * the row done or puts it back with a backoff. A claim holds the row until `locked_until`; a worker
 * that dies mid-job leaves it running, and once the lock has expired any worker takes it again
 * (so a handler must be safe to run twice: do the work, then record it, idempotently).
 */

/** The channel enqueue() notifies (after commit) so idle workers wake at once instead of at the next poll. */
const WAKE_CHANNEL = 'mb_jobs';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [k: string]: JsonValue };

export interface JobInfo {
  id: number;
  kind: string;
  key: string | null;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the worker stops or the job's lock runs out; long handlers should give up. */
  signal: AbortSignal;
}

export type JobHandler<P = JsonValue> = (payload: P, job: JobInfo) => Promise<void>;

export interface JobOptions {
  /** Runs before the job is marked failed for good (default 5). */
  maxAttempts?: number;
  /** Delay before attempt n+1 after attempt n failed: ms, or a function of n (default 10 s doubling, at most 1 h). */
  backoff?: number | ((attempt: number) => number);
  /** How long a claim holds the row; after it, a crashed run is taken again (default 60 s). */
  lockMs?: number;
  /**
   * A run may change what visitors see (an erasure, a suspension, a restored item, a downgrade): once it
   * ends, whatever it committed, the `afterPublicChange` listeners run (the kept visitor pages go).
   */
  altersPublicContent?: boolean;
}

export interface NewJob {
  kind: string;
  payload?: JsonValue;
  /** When it becomes due (default now). */
  runAt?: Date;
  /** De-duplicates: a second enqueue with the same key does nothing while the first row is kept. */
  key?: string;
  maxAttempts?: number;
}

export interface WorkerOptions {
  /** Fallback poll when no wake-up arrives (enqueue notifies; a job due later is found by polling). */
  pollMs?: number;
  /** Jobs this worker runs at once. */
  concurrency?: number;
  /** How long stop() waits for running handlers. */
  stopTimeoutMs?: number;
  /** Names the worker in locked_by (default a random id per start). */
  workerId?: string;
}

export interface Jobs {
  /** Registers the handler of a kind; call it at start, before start(). */
  defineJob<P = JsonValue>(kind: string, handler: JobHandler<P>, opts?: JobOptions): void;
  /** Runs `kind` every `intervalMs` (slots aligned to the epoch), once across all instances. */
  every(kind: string, intervalMs: number, payload?: JsonValue): void;
  /** Runs `kind` once a day at `hourUtc`:00 UTC, once across all instances. */
  dailyAt(kind: string, hourUtc: number, payload?: JsonValue): void;
  /** Adds a job inside the caller's transaction (or on its own): the row id, or null when the key already exists. */
  enqueue(executor: Executor, job: NewJob): Promise<number | null>;
  /** Starts the worker loop (idempotent). */
  start(opts?: WorkerOptions): Promise<void>;
  /**
   * Stops claiming and waits for running handlers (up to stopTimeoutMs); those still running are then
   * aborted and their rows handed back at once (pending, the attempt not counted), so another instance
   * runs them without waiting for the lock to expire.
   */
  stop(): Promise<void>;
  /** One pass: releases expired locks, claims what is due, runs it; resolves with how many ran. Tests and tools. */
  runDue(): Promise<number>;
  /** The kinds defined on this instance. */
  kinds(): string[];
  /** Called with the kind after every run of a kind defined with `altersPublicContent`, done or not (its commits are visible). */
  afterPublicChange(listener: (kind: string) => void): void;
}

interface Definition {
  handler: JobHandler<never>;
  maxAttempts: number;
  backoff: (attempt: number) => number;
  lockMs: number;
  altersPublicContent: boolean;
}

interface Schedule {
  kind: string;
  next: (now: number) => number;
  payload: JsonValue;
  ensured?: number;
}

interface ClaimedRow {
  id: string | number;
  kind: string;
  key: string | null;
  payload: JsonValue;
  attempts: number;
  max_attempts: number;
}

const defaultBackoff = (attempt: number) => Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);

/**
 * Adds a job (see Jobs.enqueue); usable without a Jobs instance, e.g. from a feature's repository
 * inside its own transaction. The wake-up NOTIFY is delivered only if the transaction commits.
 */
export async function enqueue(executor: Executor, job: NewJob): Promise<number | null> {
  const rows = await executor
    .insert(jobsTable)
    .values({
      kind: job.kind,
      key: job.key ?? null,
      payload: job.payload ?? {},
      run_at: job.runAt ?? new Date(),
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobsTable.key, where: sql`${jobsTable.key} is not null` })
    .returning({ id: jobsTable.id });
  const id = rows[0]?.id ?? null;
  if (id !== null && (!job.runAt || job.runAt.getTime() <= Date.now())) {
    await executor.execute(sql`select pg_notify(${WAKE_CHANNEL}, ${job.kind})`);
  }
  return id;
}

/** Told each run's outcome and time (the metrics: platform/metrics). */
export type JobObserver = (kind: string, outcome: 'done' | 'retry' | 'failed', seconds: number) => void;

export function createJobs(database: Database, log: Logger, defaults: WorkerOptions = {}, tracing?: Tracing, observe?: JobObserver): Jobs {
  const defs = new Map<string, Definition>();
  const schedules: Schedule[] = [];
  let workerId = defaults.workerId ?? `w-${randomUUID()}`;
  let opts: Required<Omit<WorkerOptions, 'workerId'>> = { pollMs: 5000, concurrency: 2, stopTimeoutMs: 8000, ...defaults };
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let loop: Promise<void> | null = null;
  let wakeRequested = false;
  let wake: (() => void) | null = null;
  const inflight = new Map<number, Promise<void>>();
  const inflightRows = new Map<number, ClaimedRow>();
  let stopAll = new AbortController();
  /** Set when stop() gave up waiting: a handler ending now is handed back, not recorded as failed. */
  let handingBack = false;

  const kinds = () => [...defs.keys()];
  const publicChangeListeners: ((kind: string) => void)[] = [];

  /** Makes sure the next slot of every recurring kind has its row; the key makes it once across instances. */
  async function ensureSchedules() {
    const now = Date.now();
    for (const s of schedules) {
      const at = s.next(now);
      if (s.ensured === at) continue;
      await enqueue(database.db, { kind: s.kind, payload: s.payload, runAt: new Date(at), key: `${s.kind}@${new Date(at).toISOString()}` });
      s.ensured = at;
    }
  }

  /** A worker that died leaves rows running; once their lock has passed they are due again (or failed when out of attempts). */
  async function releaseExpired() {
    await database.query(
      `update jobs set state = case when attempts >= max_attempts then 'failed' else 'pending' end,
         done_at = case when attempts >= max_attempts then now() else null end,
         run_at = now(), locked_by = null, locked_until = null,
         last_error = coalesce(last_error || ' | ', '') || 'lock expired (worker stopped mid-job)'
       where state = 'running' and locked_until < now()`,
    );
  }

  async function claim(limit: number): Promise<ClaimedRow[]> {
    const known = kinds();
    if (limit <= 0 || known.length === 0) return [];
    // Each kind's own lock length, looked up in the same statement.
    const locks = known.map((k) => defs.get(k)?.lockMs ?? 60_000);
    return database.query<ClaimedRow>(
      `update jobs set state = 'running', attempts = attempts + 1, locked_by = $1,
         locked_until = now() + make_interval(secs => (
           select l.ms / 1000 from unnest($2::text[], $3::double precision[]) as l(kind, ms) where l.kind = jobs.kind))
       where id in (
         select id from jobs where state = 'pending' and run_at <= now() and kind = any($2::text[])
         order by run_at, id limit $4 for update skip locked)
       returning id, kind, key, payload, attempts, max_attempts`,
      [workerId, known, locks, limit],
    );
  }

  async function finish(row: ClaimedRow, error: unknown, def: Definition | undefined) {
    const id = Number(row.id);
    if (error === null) {
      await database.query(
        `update jobs set state = 'done', done_at = now(), locked_by = null, locked_until = null
         where id = $1 and locked_by = $2 and attempts = $3`,
        [id, workerId, row.attempts],
      );
      return;
    }
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const last = row.attempts >= row.max_attempts;
    const delay = def ? def.backoff(row.attempts) : defaultBackoff(row.attempts);
    await database.query(
      `update jobs set state = $4, last_error = $5, locked_by = null, locked_until = null,
         run_at = case when $4 = 'pending' then now() + make_interval(secs => $6::double precision / 1000) else run_at end,
         done_at = case when $4 = 'failed' then now() else null end
       where id = $1 and locked_by = $2 and attempts = $3`,
      [id, workerId, row.attempts, last ? 'failed' : 'pending', message, delay],
    );
    const fields = { job: { id, kind: row.kind, attempt: row.attempts, of: row.max_attempts }, err: error };
    if (last) log.error(fields, 'job failed for good');
    else log.warn(fields, 'job failed; will retry');
  }

  async function run(row: ClaimedRow) {
    const def = defs.get(row.kind);
    const id = Number(row.id);
    const abort = new AbortController();
    const lockTimer = setTimeout(() => abort.abort(new Error('job lock expired')), def?.lockMs ?? 60_000);
    const onStop = () => abort.abort(new Error('worker stopping'));
    const started = performance.now();
    stopAll.signal.addEventListener('abort', onStop, { once: true });
    let error: unknown = null;
    const work = async () => {
      if (!def) throw new Error(`no handler for job kind ${row.kind}`);
      await def.handler(row.payload as never, {
        id,
        kind: row.kind,
        key: row.key,
        attempt: row.attempts,
        maxAttempts: row.max_attempts,
        signal: abort.signal,
      });
    };
    try {
      // Each run is a trace of its own (tracing on): its SQL, storage and HTTP calls are its children.
      if (tracing)
        await tracing.span(`job ${row.kind}`, { 'job.id': id, 'job.kind': row.kind, 'job.attempt': row.attempts }, work, { root: true });
      else await work();
    } catch (e) {
      error = e ?? new Error('job failed');
    } finally {
      clearTimeout(lockTimer);
      stopAll.signal.removeEventListener('abort', onStop);
    }
    // The handler's own transactions have committed: what a visitor sees may have changed.
    if (def?.altersPublicContent) {
      for (const listener of publicChangeListeners) {
        try {
          listener(row.kind);
        } catch (e) {
          log.warn({ err: e, job: { id, kind: row.kind } }, 'a listener of public changes failed');
        }
      }
    }
    if (error !== null && handingBack) return handBack([row]);
    observe?.(
      row.kind,
      error === null ? 'done' : row.attempts >= row.max_attempts ? 'failed' : 'retry',
      (performance.now() - started) / 1000,
    );
    try {
      await finish(row, error, def);
    } catch (e) {
      // The lock expires and another run follows: the handler must be idempotent anyway.
      log.warn({ err: e, job: { id, kind: row.kind } }, 'could not record a job outcome');
    }
  }

  /** Rows this worker still holds go back to pending now, without counting the attempt, and wake the other workers. */
  async function handBack(rows: ClaimedRow[]) {
    if (rows.length === 0) return;
    try {
      const back = await database.query<{ id: string | number; kind: string }>(
        `with back as (
           update jobs set state = 'pending', attempts = greatest(attempts - 1, 0), run_at = now(),
             locked_by = null, locked_until = null,
             last_error = coalesce(last_error || ' | ', '') || 'handed back: the instance stopped mid-job'
           where id = any($1::bigint[]) and locked_by = $2 and state = 'running'
           returning id, kind)
         select id, kind, pg_notify($3, kind) from back`,
        [rows.map((r) => Number(r.id)), workerId, WAKE_CHANNEL],
      );
      if (back.length) log.info({ jobs: back.map((r) => ({ id: Number(r.id), kind: r.kind })) }, 'running jobs handed back at stop');
    } catch (e) {
      // Their locks expire and another worker takes them then (ARCHITECTURE "Jobs").
      log.warn({ err: e }, 'could not hand running jobs back; their locks will expire');
    }
  }

  /** Claims what is due into the free slots and starts it; returns the promises started. */
  async function fill(): Promise<Promise<void>[]> {
    const rows = await claim(opts.concurrency - inflight.size);
    return rows.map((row) => {
      const id = Number(row.id);
      const promise = run(row).finally(() => {
        inflight.delete(id);
        inflightRows.delete(id);
        signal();
      });
      inflight.set(id, promise);
      inflightRows.set(id, row);
      return promise;
    });
  }

  function signal() {
    wakeRequested = true;
    wake?.();
  }

  async function workerLoop() {
    while (running) {
      wakeRequested = false;
      try {
        await ensureSchedules();
        await releaseExpired();
        await fill();
      } catch (e) {
        if (running) log.warn({ err: e }, 'job worker pass failed; retrying at the next poll');
      }
      if (!running) break;
      if (wakeRequested && inflight.size < opts.concurrency) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, opts.pollMs);
      });
      wake = null;
      if (timer) clearTimeout(timer);
      timer = null;
    }
  }

  return {
    defineJob(kind, handler, o = {}) {
      if (defs.has(kind)) throw new Error(`job kind ${kind} is defined twice`);
      const b = o.backoff;
      defs.set(kind, {
        handler: handler as JobHandler<never>,
        maxAttempts: o.maxAttempts ?? 5,
        backoff: typeof b === 'number' ? () => b : (b ?? defaultBackoff),
        lockMs: o.lockMs ?? 60_000,
        altersPublicContent: o.altersPublicContent ?? false,
      });
    },
    afterPublicChange(listener) {
      publicChangeListeners.push(listener);
    },
    every(kind, intervalMs, payload = {}) {
      if (!(intervalMs >= 1000)) throw new Error('a recurring job runs at most once a second');
      schedules.push({ kind, payload, next: (now) => (Math.floor(now / intervalMs) + 1) * intervalMs });
    },
    dailyAt(kind, hourUtc, payload = {}) {
      if (!Number.isInteger(hourUtc) || hourUtc < 0 || hourUtc > 23) throw new Error('hourUtc is 0-23');
      schedules.push({
        kind,
        payload,
        next: (now) => {
          const d = new Date(now);
          const at = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hourUtc);
          return at > now ? at : at + 86_400_000;
        },
      });
    },
    enqueue: (executor, job) => {
      if (!defs.has(job.kind) && running) log.debug({ kind: job.kind }, 'job enqueued for a kind this instance does not run');
      const def = defs.get(job.kind);
      return enqueue(executor, { maxAttempts: def?.maxAttempts, ...job });
    },
    async start(o = {}) {
      if (running) return;
      opts = { ...opts, ...o };
      if (o.workerId) workerId = o.workerId;
      running = true;
      handingBack = false;
      stopAll = new AbortController();
      unlisten = await database.listen(WAKE_CHANNEL, (kind) => {
        if (defs.has(kind)) signal();
      });
      loop = workerLoop();
    },
    async stop() {
      if (!running) return;
      running = false;
      wake?.();
      await unlisten?.().catch(() => {});
      unlisten = null;
      await loop;
      loop = null;
      if (inflight.size > 0) {
        const all = Promise.allSettled([...inflight.values()]);
        const timeout = new Promise((r) => setTimeout(r, opts.stopTimeoutMs).unref());
        if ((await Promise.race([all.then(() => 'done'), timeout])) !== 'done') {
          // Ask handlers to give up; each one that does is handed back as it ends (run()).
          handingBack = true;
          stopAll.abort();
          await Promise.race([all, new Promise((r) => setTimeout(r, 1000).unref())]);
          // A handler that ignores its signal is handed back too: the process is about to end. Should it
          // still finish, its outcome no longer matches the row (locked_by) and is not recorded.
          await handBack([...inflightRows.values()]);
        }
      }
    },
    async runDue() {
      await ensureSchedules();
      await releaseExpired();
      let total = 0;
      for (;;) {
        const started = await fill();
        if (started.length === 0) break;
        total += started.length;
        await Promise.all(started);
      }
      return total;
    },
    kinds,
  };
}

/** Finished rows are kept a week (enough to read what ran and for keys to de-duplicate), failed ones a month. */
export async function pruneJobs(database: Database): Promise<number> {
  const rows = await database.query(
    `delete from jobs where (state = 'done' and done_at < now() - interval '7 days')
       or (state = 'failed' and done_at < now() - interval '30 days') returning id`,
  );
  return rows.length;
}
