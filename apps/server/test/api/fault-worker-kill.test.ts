import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSmtp, startFakeSmtp } from '../helpers/fake-smtp.ts';
import { ensureServerBuilt, killAllServers, type ServerProcess, serverOutputs, startServer } from '../helpers/server-process.ts';
import { freshDatabase, newCredentials } from '../helpers/test-app.ts';

// A job worker killed mid-job (issue 34): instance A is sending a mail (its SMTP server holds the
// acknowledgement) when it is killed with SIGKILL. Instance B, serving a write load meanwhile, takes the
// job again once A's lock has expired (moved past its end rather than waited for) and sends it; the
// message is delivered exactly once (the one A was sending was never acknowledged, so the server dropped
// it). PostgreSQL only: two instances.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(process.env.DATABASE_URL)('a worker killed mid-job', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let smtp: FakeSmtp;
  beforeAll(() => ensureServerBuilt(), 300_000);
  afterAll(async () => {
    await killAllServers();
    await smtp?.close();
    for (const c of cleanups.reverse()) await c().catch(() => {});
  });

  it('runs again on the other instance after the lock expires, and the mail is delivered once', { timeout: 300_000 }, async () => {
    const fresh = await freshDatabase();
    cleanups.push(fresh.drop);
    await fresh.database.close();
    const url = fresh.databaseUrl as string;

    let holding: (() => void) | null = null;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    // The first message is never acknowledged: its sender dies while the server holds it.
    let first = true;
    smtp = await startFakeSmtp({
      hold: () => {
        if (!first) return undefined;
        first = false;
        holding?.();
        return new Promise<void>(() => {});
      },
    });
    const env = {
      DATA_DIR: fresh.dataDir,
      DATABASE_URL: url,
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
      JOBS_POLL_MS: '200',
    };
    const post = async (s: ServerProcess, path: string, body: unknown, token?: string) => {
      const res = await fetch(s.url + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}`,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as { access_token: string } };
    };

    const a = await startServer(env);
    const creds = newCredentials();
    expect((await post(a, '/api/v1/auth/signup', { ...creds, profile_type: 'creator' })).status).toBe(201);
    expect((await post(a, '/api/v1/auth/password-reset', { email: creds.email })).status).toBeLessThan(300);
    await Promise.race([held, sleep(120_000).then(() => Promise.reject(new Error(`A never sent the mail\n${serverOutputs()}`)))]);

    // B comes up and takes a write load; A dies mid-send.
    const b = await startServer(env);
    const poster = await post(b, '/api/v1/auth/signup', { ...newCredentials(), profile_type: 'creator' });
    expect(poster.status).toBe(201);
    let stop = false;
    const acknowledged: string[] = [];
    const load = (async () => {
      for (let n = 0; !stop; n++) {
        const r = await post(b, '/api/v1/feed/posts', { body: `kill-load-${n}` }, poster.json.access_token);
        if (r.status === 201) acknowledged.push(`kill-load-${n}`);
        await sleep(250);
      }
    })();
    const killedAt = Date.now();
    await a.stop('SIGKILL');

    const direct = new pg.Client({ connectionString: url });
    await direct.connect();
    cleanups.push(() => direct.end());
    // A's lock would hold the job for the rest of its minute (the default): its end is moved to now instead
    // of waited for. Only once A is dead, so the order this test is about stays: killed first, taken over after.
    await direct.query("update jobs set locked_until = now() - interval '1 second' where kind = 'mail.send' and state = 'running'");
    const outbox = async () =>
      (await direct.query<{ status: string }>("select status from mail_outbox where kind = 'password_reset'")).rows;
    for (const end = Date.now() + 150_000; !(await outbox()).every((r) => r.status === 'sent'); await sleep(250)) {
      if (Date.now() > end) throw new Error(`the mail was never sent again\n${serverOutputs().slice(-4000)}`);
    }
    const takenOverMs = Date.now() - killedAt;
    stop = true;
    await load;

    expect(await outbox()).toEqual([{ status: 'sent' }]);
    expect(smtp.messages).toHaveLength(1);
    const { rows: jobs } = await direct.query<{ state: string; attempts: number; last_error: string | null }>(
      "select state, attempts, last_error from jobs where kind = 'mail.send'",
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ state: 'done', attempts: 2 });
    expect(jobs[0]?.last_error).toMatch(/lock expired/);
    const { rows: posts } = await direct.query<{ body: string }>("select body from feed_posts where body like 'kill-load-%'");
    const stored = new Set(posts.map((p) => p.body));
    expect(acknowledged.filter((x) => !stored.has(x))).toEqual([]);
    console.log(
      JSON.stringify({
        worker_killed: { taken_over_ms: takenOverMs, deliveries: smtp.messages.length, writes_acknowledged: acknowledged.length },
      }),
    );
    await b.stop('SIGTERM');
  });
});
