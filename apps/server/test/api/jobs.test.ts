import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/platform/db/client.ts';
import { jobs as jobsTable, mailOutbox } from '../../src/platform/db/platform-schema.ts';
import { createJobs, enqueue, type Jobs } from '../../src/platform/jobs/jobs.ts';
import { pruneRateLimits } from '../../src/platform/rate-limit.ts';
import { startFakeSmtp } from '../helpers/fake-smtp.ts';
import { freshDatabase, startTestApp } from '../helpers/test-app.ts';

const log = pino({ level: 'silent' });

/** Polls until `check` holds (a state, not a fixed sleep); fails after `ms`. */
async function until(check: () => Promise<boolean> | boolean, ms = 20_000, what = 'condition') {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

interface JobRow {
  id: string | number;
  state: string;
  attempts: number;
  run_at: Date;
  last_error: string | null;
  locked_by: string | null;
}
const row = async (db: Database, id: number) => (await db.query<JobRow>('select * from jobs where id = $1', [id]))[0];

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let db: Database;
const started: Jobs[] = [];
/** A Jobs instance stopped after the test file. */
const jobsOn = (database: Database, workerId?: string) => {
  const j = createJobs(database, log, { pollMs: 60_000, workerId, concurrency: 4 });
  started.push(j);
  return j;
};

beforeAll(async () => {
  fresh = await freshDatabase();
  db = fresh.database;
});
afterAll(async () => {
  for (const j of started) await j.stop();
  await db.close();
  await fresh.drop();
});

describe('jobs: enqueue and run', () => {
  it('runs a due job once and marks it done; a job due later waits', async () => {
    const j = jobsOn(db);
    const seen: unknown[] = [];
    j.defineJob('t.basic', async (payload) => void seen.push(payload));
    const now = await j.enqueue(db.db, { kind: 't.basic', payload: { n: 1 } });
    const later = await j.enqueue(db.db, { kind: 't.basic', payload: { n: 2 }, runAt: new Date(Date.now() + 3_600_000) });
    expect(await j.runDue()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect((await row(db, now as number))?.state).toBe('done');
    expect((await row(db, later as number))?.state).toBe('pending');
    expect(await j.runDue()).toBe(0);
  });

  it('a key de-duplicates: the second enqueue does nothing and answers null', async () => {
    const j = jobsOn(db);
    let runs = 0;
    j.defineJob('t.dedupe', async () => void runs++);
    const first = await j.enqueue(db.db, { kind: 't.dedupe', key: 'once:42' });
    const second = await j.enqueue(db.db, { kind: 't.dedupe', key: 'once:42' });
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
    await j.runDue();
    // Still de-duplicated once the first has run (the key lives as long as the row).
    expect(await j.enqueue(db.db, { kind: 't.dedupe', key: 'once:42' })).toBeNull();
    expect(runs).toBe(1);
    expect(await db.query(`select id from jobs where key = 'once:42'`)).toHaveLength(1);
  });

  it('enqueue joins the caller transaction: a rollback leaves no job', async () => {
    await db.db
      .transaction(async (tx) => {
        await enqueue(tx, { kind: 't.rollback', key: 'rolled-back' });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await db.query(`select id from jobs where key = 'rolled-back'`)).toHaveLength(0);
  });

  it('a failure is retried after the backoff, and fails for good after maxAttempts', async () => {
    const j = jobsOn(db);
    let calls = 0;
    j.defineJob(
      't.flaky',
      async () => {
        calls++;
        if (calls < 2) throw new Error(`boom ${calls}`);
      },
      { backoff: (n) => n * 60_000 },
    );
    j.defineJob(
      't.broken',
      async () => {
        throw new Error('always');
      },
      { maxAttempts: 2, backoff: 0 },
    );
    const id = (await j.enqueue(db.db, { kind: 't.flaky' })) as number;
    const before = Date.now();
    await j.runDue();
    const failed = await row(db, id);
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, last_error: 'boom 1', locked_by: null });
    // Attempt 1 failed: the next one waits backoff(1) = 60 s.
    expect(new Date(failed?.run_at as Date).getTime() - before).toBeGreaterThan(55_000);
    expect(await j.runDue()).toBe(0);
    await db.query('update jobs set run_at = now() where id = $1', [id]);
    await j.runDue();
    expect(await row(db, id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(calls).toBe(2);

    const bad = (await j.enqueue(db.db, { kind: 't.broken' })) as number;
    await j.runDue();
    expect(await row(db, bad)).toMatchObject({ state: 'failed', attempts: 2, last_error: 'always' });
  });

  it('a worker claims only the kinds it defines', async () => {
    const j = jobsOn(db);
    j.defineJob('t.mine', async () => {});
    const other = (await enqueue(db.db, { kind: 't.someone-elses' })) as number;
    await j.runDue();
    expect((await row(db, other))?.state).toBe('pending');
  });
});

describe('jobs: several workers, crashes and restarts', () => {
  it('two workers over the same database never run one job twice', async () => {
    // On PostgreSQL the second worker has its own pool (another instance); PGlite has one connection.
    const second: Database = fresh.databaseUrl
      ? await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir, migrate: false })
      : db;
    try {
      const runs = new Map<number, number>();
      const byWorker = { a: 0, b: 0 };
      const define = (j: Jobs, name: 'a' | 'b') =>
        j.defineJob('t.race', async (_p, job) => {
          runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
          byWorker[name]++;
          await new Promise((r) => setImmediate(r));
        });
      const a = jobsOn(db, 'worker-a');
      const b = jobsOn(second, 'worker-b');
      define(a, 'a');
      define(b, 'b');
      const total = 120;
      const ids: number[] = [];
      await db.db.transaction(async (tx) => {
        for (let i = 0; i < total; i++) ids.push((await enqueue(tx, { kind: 't.race', payload: { i } })) as number);
      });
      await Promise.all([a.runDue(), b.runDue()]);
      expect(runs.size).toBe(total);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      expect(byWorker.a + byWorker.b).toBe(total);
      const states = await db.query<{ state: string; n: number }>(
        `select state, count(*)::int as n from jobs where kind = 't.race' group by state`,
      );
      expect(states).toEqual([{ state: 'done', n: total }]);
    } finally {
      if (second !== db) await second.close();
    }
  });

  it('a job whose worker crashed mid-run is taken again once its lock expires', async () => {
    const crashed = jobsOn(db, 'worker-crashed');
    let release: () => void = () => {};
    const hanging = new Promise<void>((r) => {
      release = r;
    });
    let firstStarted = false;
    // The "crashed" worker: its handler never finishes while the test looks (a frozen or killed process).
    crashed.defineJob(
      't.crash',
      async () => {
        firstStarted = true;
        await hanging;
      },
      { lockMs: 300, backoff: 0 },
    );
    const id = (await enqueue(db.db, { kind: 't.crash' })) as number;
    const stuck = crashed.runDue();
    await until(() => firstStarted, 10_000, 'the first run to start');
    expect(await row(db, id)).toMatchObject({ state: 'running', locked_by: 'worker-crashed', attempts: 1 });

    const rescuer = jobsOn(db, 'worker-rescuer');
    let rescued = 0;
    rescuer.defineJob('t.crash', async () => void rescued++, { lockMs: 300 });
    // While the lock holds, nobody else takes it.
    expect(await rescuer.runDue()).toBe(0);
    await until(
      async () => (await db.query(`select 1 from jobs where id = $1 and locked_until < now()`, [id])).length === 1,
      10_000,
      'the lock to expire',
    );
    expect(await rescuer.runDue()).toBe(1);
    expect(rescued).toBe(1);
    expect(await row(db, id)).toMatchObject({ state: 'done', attempts: 2 });
    expect((await row(db, id))?.last_error).toMatch(/lock expired/);
    // The frozen worker coming back does not overwrite the outcome of the later run.
    release();
    await stuck;
    expect(await row(db, id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('a restart picks up pending jobs, and an enqueue wakes an idle worker at once (not at the next poll)', async () => {
    // Its own database: closing and reopening it is the restart.
    const own = await freshDatabase();
    let database = own.database;
    try {
      const before = createJobs(database, log);
      before.defineJob('t.restart', async () => {
        throw new Error('must not run before the restart');
      });
      const id = (await before.enqueue(database.db, { kind: 't.restart', payload: { survive: true } })) as number;
      await database.close();

      database = await openDatabase({ databaseUrl: own.databaseUrl, dataDir: own.dataDir, migrate: false });
      const after = createJobs(database, log, { pollMs: 50 });
      const seen: unknown[] = [];
      after.defineJob('t.restart', async (p) => void seen.push(p));
      after.defineJob('t.wake', async (p) => void seen.push(p));
      await after.start();
      try {
        await until(() => seen.length === 1, 20_000, 'the pending job after restart');
        expect(seen).toEqual([{ survive: true }]);
        expect((await row(database, id))?.state).toBe('done');
        // A poll of 10 minutes: only the NOTIFY sent by enqueue can wake it in time.
        await after.stop();
        await after.start({ pollMs: 600_000 });
        await after.enqueue(database.db, { kind: 't.wake', payload: { woke: true } });
        await until(() => seen.length === 2, 10_000, 'the wake-up');
        expect(seen[1]).toEqual({ woke: true });
      } finally {
        await after.stop();
      }
    } finally {
      await database.close();
      await own.drop();
    }
  });

  it('stop() waits for a running handler, so a graceful shutdown finishes its job', async () => {
    const j = createJobs(db, log, { pollMs: 50 });
    let release: () => void = () => {};
    let running = false;
    j.defineJob('t.graceful', async () => {
      running = true;
      await new Promise<void>((r) => {
        release = r;
      });
    });
    const id = (await enqueue(db.db, { kind: 't.graceful' })) as number;
    await j.start();
    await until(() => running, 10_000, 'the job to start');
    const stopping = j.stop();
    release();
    await stopping;
    expect((await row(db, id))?.state).toBe('done');
  });

  it('a job still running when stop() gives up is handed back at once: pending, its attempt not counted, another worker runs it', async () => {
    const a = createJobs(db, log, { pollMs: 60_000, stopTimeoutMs: 200, workerId: 'w-stopping' });
    let started = false;
    let aborted = false;
    a.defineJob('t.handback', async (_p, job) => {
      started = true;
      // A long handler that gives up when asked.
      await new Promise<void>((_r, reject) =>
        job.signal.addEventListener('abort', () => {
          aborted = true;
          reject(job.signal.reason);
        }),
      );
    });
    const ignoring = createJobs(db, log, { pollMs: 60_000, stopTimeoutMs: 200, workerId: 'w-deaf' });
    let deafStarted = false;
    // One that ignores its signal: handed back all the same, since the process is about to end.
    ignoring.defineJob('t.handback_deaf', async () => {
      deafStarted = true;
      await new Promise(() => {});
    });
    const id = (await enqueue(db.db, { kind: 't.handback' })) as number;
    const deaf = (await enqueue(db.db, { kind: 't.handback_deaf' })) as number;
    await a.start();
    await ignoring.start();
    await until(() => started && deafStarted, 10_000, 'both jobs to start');
    await Promise.all([a.stop(), ignoring.stop()]);
    expect(aborted).toBe(true);
    for (const jobId of [id, deaf]) {
      const r = await row(db, jobId);
      expect(r).toMatchObject({ state: 'pending', attempts: 0, locked_by: null });
      expect(r?.last_error).toContain('handed back');
      expect(new Date(r?.run_at ?? 0).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    // Another instance takes it straight away, without waiting for a lock to expire.
    const b = jobsOn(db, 'w-other');
    const ran: number[] = [];
    b.defineJob('t.handback', async (_p, job) => void ran.push(job.attempt));
    expect(await b.runDue()).toBe(1);
    expect(ran).toEqual([1]);
    expect((await row(db, id))?.state).toBe('done');
  });

  it('a recurring job gets one row per slot however many instances schedule it', async () => {
    const a = jobsOn(db);
    const b = jobsOn(db);
    for (const j of [a, b]) {
      j.defineJob('t.tick', async () => {});
      j.every('t.tick', 3_600_000);
      j.defineJob('t.daily', async () => {});
      j.dailyAt('t.daily', 3);
    }
    await a.runDue();
    await b.runDue();
    const rows = await db.query<{ kind: string; key: string; run_at: Date }>(
      `select kind, key, run_at from jobs where kind in ('t.tick', 't.daily') order by kind`,
    );
    expect(rows).toHaveLength(2);
    const tick = new Date(rows.find((r) => r.kind === 't.tick')?.run_at as Date);
    expect(tick.getTime() % 3_600_000).toBe(0);
    expect(tick.getTime()).toBeGreaterThan(Date.now());
    const daily = new Date(rows.find((r) => r.kind === 't.daily')?.run_at as Date);
    expect([daily.getUTCHours(), daily.getUTCMinutes()]).toEqual([3, 0]);
  });
});

describe('scheduled platform work on jobs', () => {
  it('old rate-limit counters are pruned; live ones stay', async () => {
    await db.query(`insert into rate_limits (key, window_start, count) values ('old', now() - interval '3 days', 4), ('live', now(), 1)`);
    expect(await pruneRateLimits(db)).toBe(1);
    expect((await db.query<{ key: string }>('select key from rate_limits order by key')).map((r) => r.key)).toContain('live');
  });

  it('mail is sent by a job after commit; a failed send is retried with backoff until it goes out', async () => {
    let refuse = true;
    const smtp = await startFakeSmtp({ refuse: () => refuse });
    const t = await startTestApp({ SMTP_URL: smtp.url, JOBS_POLL_MS: '60000' });
    try {
      expect(t.ctx.jobs.kinds()).toContain('mail.send');
      await t.ctx.mailer.send({ to: 'a@example.test', subject: 'Hello', text: 'first try fails', kind: 'test' });
      const [msg] = await t.ctx.db.select().from(mailOutbox);
      // The worker was woken by the enqueue; the server refused, so the row is failed and the job waits.
      await until(
        async () =>
          (
            await t.ctx.database.query<{ attempts: number }>(
              `select attempts from jobs where kind = 'mail.send' and state = 'pending' and attempts = 1`,
            )
          ).length === 1,
        20_000,
        'the first attempt',
      );
      const [failed] = await t.ctx.db.select().from(mailOutbox);
      expect(failed).toMatchObject({ id: msg?.id, status: 'failed' });
      expect(failed?.error).toMatch(/451/);
      const [job] = await t.ctx.database.query<{ run_at: Date }>(`select run_at from jobs where kind = 'mail.send'`);
      expect(new Date(job?.run_at as Date).getTime()).toBeGreaterThan(Date.now() + 20_000);

      refuse = false;
      await t.ctx.database.query(`update jobs set run_at = now() where kind = 'mail.send'`);
      await t.ctx.jobs.runDue();
      await until(async () => (await t.ctx.db.select().from(mailOutbox))[0]?.status === 'sent', 20_000, 'the retry');
      const [sent] = await t.ctx.db.select().from(mailOutbox);
      expect(sent).toMatchObject({ status: 'sent', error: null });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('first try fails');
      expect(await t.ctx.db.select().from(jobsTable)).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'mail.send', state: 'done' })]),
      );
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
