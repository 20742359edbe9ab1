import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureServerBuilt,
  freePort,
  killAllServers,
  type ServerProcess,
  serverOutputs,
  spawnServer,
  waitReady,
} from '../helpers/server-process.ts';
import { tcpProxy } from '../helpers/tcp-proxy.ts';
import { freshDatabase, newCredentials } from '../helpers/test-app.ts';

// A PostgreSQL outage under load (issue 31): the bundled server, in production mode, reaches its
// database through a TCP proxy this test cuts and restores. The server must live through it, answer
// 503 with Retry-After meanwhile, and come back by itself; start-up waits for a database not up yet.
// PostgreSQL only: the embedded database has no connection to lose.

/** A port nothing listens on right now. */
async function unusedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', () => resolve()));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const running = (s: ServerProcess) => s.proc.exitCode === null && s.proc.signalCode === null;
/** The servers this file started and still means to be running. */
const servers: ServerProcess[] = [];

/** Polls `check` every 100 ms until it is true; fails with `what` after `ms`, or at once when a server exited. */
async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (servers.some((s) => !running(s))) throw new Error(`a server exited while waiting for ${what}\n${serverOutputs().slice(-4000)}`);
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}\n${serverOutputs().slice(-4000)}`);
    await sleep(100);
  }
}

interface Answer {
  status: number;
  retryAfter: string | null;
  code?: string;
  ms: number;
}

let seq = 0;
/** One API call; a request the server did not answer (reset, refused, no answer in 20 s) is status 0. */
async function call(base: string, method: string, path: string, body?: unknown, token?: string): Promise<Answer & { json: unknown }> {
  const started = Date.now();
  const headers: Record<string, string> = { 'x-forwarded-for': `203.0.113.${1 + (seq++ % 250)}` };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const json = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
    return { status: res.status, retryAfter: res.headers.get('retry-after'), code: json?.error?.code, ms: Date.now() - started, json };
  } catch {
    return { status: 0, retryAfter: null, ms: Date.now() - started, json: null };
  }
}

const viaProxy = (url: string, port: number) => {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return u.toString();
};

const pgTarget = (url: string) => {
  const u = new URL(url);
  return { host: u.hostname === 'localhost' ? '127.0.0.1' : u.hostname, port: Number(u.port || 5432) };
};

describe.runIf(process.env.DATABASE_URL)('a PostgreSQL outage (issue 31)', () => {
  const drops: (() => Promise<void>)[] = [];
  const proxies: ReturnType<typeof tcpProxy>[] = [];
  beforeAll(() => ensureServerBuilt(), 180_000);
  afterAll(async () => {
    await killAllServers();
    for (const p of proxies) await p.cut();
    for (const d of drops) await d();
  });

  async function database() {
    const fresh = await freshDatabase();
    drops.push(fresh.drop);
    await fresh.database.close();
    return { dataDir: fresh.dataDir, url: fresh.databaseUrl as string };
  }

  it('a cut of 8 s under writes: the server lives, answers 503 with Retry-After meanwhile, then serves again; no acknowledged write is lost', {
    timeout: 180_000,
  }, async () => {
    const db = await database();
    const proxy = tcpProxy(pgTarget(db.url));
    proxies.push(proxy);
    await proxy.up(0);
    const s = spawnServer({
      PORT: String(await freePort()),
      DATA_DIR: db.dataDir,
      DATABASE_URL: viaProxy(db.url, proxy.port),
      TRUST_PROXY: '1',
    });
    await waitReady(s);

    const members: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await call(s.url, 'POST', '/api/v1/auth/signup', { ...newCredentials(), profile_type: 'creator' });
      expect(r.status, JSON.stringify(r.json)).toBe(201);
      members.push((r.json as { access_token: string }).access_token);
    }

    // The load: each member posts in a loop, one request at a time, until told to stop.
    const acknowledged: string[] = [];
    const answers: (Answer & { phase: string })[] = [];
    let phase: 'before' | 'cut' | 'after' = 'before';
    let stop = false;
    const writers = members.map(async (token, w) => {
      for (let n = 0; !stop; n++) {
        const body = `outage-${w}-${n}`;
        const at = phase;
        const r = await call(s.url, 'POST', '/api/v1/feed/posts', { body }, token);
        answers.push({ ...r, phase: at });
        if (r.status === 201) acknowledged.push(body);
        // A refused write is not retried under the same text: what was answered 503 may or may not be stored.
        await sleep(r.status === 201 ? 20 : 200);
      }
    });

    await waitFor('writes before the cut', () => acknowledged.length >= 10, 30_000);
    await proxy.cut();
    phase = 'cut';
    const cutAt = Date.now();
    // Requests while the database is away: 503 with Retry-After, the house error shape, in bounded time.
    await waitFor('503s during the cut', () => answers.some((a) => a.phase === 'cut' && a.status === 503), 15_000);
    const during = await call(s.url, 'POST', '/api/v1/feed/posts', { body: 'during the cut' }, members[0]);
    expect(during.status).toBe(503);
    expect(during.retryAfter).toBe('5');
    expect(during.code).toBe('unavailable');
    expect(during.ms).toBeLessThan(12_000);
    const health = await call(s.url, 'GET', '/api/health');
    expect(health.status).toBe(503);
    // The outage lasts 8 s; the process must be alive all along.
    await sleep(Math.max(0, 8_000 - (Date.now() - cutAt)));
    expect(running(s), s.stderr()).toBe(true);

    await proxy.up();
    phase = 'after';
    // Without a restart: writes succeed again, and health says ok.
    await waitFor('writes after the outage', () => answers.some((a) => a.phase === 'after' && a.status === 201), 30_000);
    await waitFor('health after the outage', async () => (await call(s.url, 'GET', '/api/health')).status === 200, 30_000);
    stop = true;
    await Promise.all(writers);
    expect(running(s), s.stderr()).toBe(true);

    // Every answer was a success or a 503 with Retry-After: never a dropped connection or a 500.
    const bad = answers.filter((a) => !(a.status === 201 || (a.status === 503 && a.retryAfter === '5' && a.code === 'unavailable')));
    expect(bad, s.stdout().slice(-4000)).toEqual([]);
    expect(answers.filter((a) => a.phase === 'cut').every((a) => a.ms < 12_000)).toBe(true);

    // Every acknowledged write is in the database.
    const direct = new pg.Client({ connectionString: db.url });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ body: string }>("select body from feed_posts where body like 'outage-%'");
      const stored = new Set(rows.map((r) => r.body));
      expect(acknowledged.filter((b) => !stored.has(b))).toEqual([]);
      // Realtime and the job worker listen again (their LISTEN connections came back through the proxy).
      await waitFor(
        'the LISTEN connections to come back',
        async () => {
          const r = await direct.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'",
          );
          return (r.rows[0]?.n ?? 0) >= 2;
        },
        30_000,
      );
    } finally {
      await direct.end();
    }
    servers.splice(servers.indexOf(s), 1);
    await s.stop('SIGTERM');
  });

  it('start-up while the database is down waits, logging each try, and starts once it is up', { timeout: 120_000 }, async () => {
    const db = await database();
    const proxy = tcpProxy(pgTarget(db.url));
    proxies.push(proxy);
    const proxyPort = await unusedPort();
    const s = spawnServer({ PORT: String(await freePort()), DATA_DIR: db.dataDir, DATABASE_URL: viaProxy(db.url, proxyPort) });
    servers.push(s);
    await waitFor('two logged waits', () => s.stdout().split('waiting for the database').length > 2, 30_000);
    expect(running(s), s.stderr()).toBe(true);
    await proxy.up(proxyPort);
    await waitReady(s);
    const health = await call(s.url, 'GET', '/api/health');
    expect(health.json).toMatchObject({ status: 'ok', database: { driver: 'postgres', ok: true } });
    servers.splice(servers.indexOf(s), 1);
    await s.stop('SIGTERM');
  });
});
