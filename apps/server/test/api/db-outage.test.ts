import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tcpProxy } from '../helpers/fault-proxy.ts';
import {
  ensureServerBuilt,
  freePort,
  killAllServers,
  type ServerProcess,
  serverOutputs,
  spawnServer,
  waitReady,
} from '../helpers/server-process.ts';
import { freshDatabase, newCredentials } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

// A PostgreSQL outage under load (issues 31 and 34): the bundled server, in production mode, reaches its
// database through a TCP proxy this test takes away for 10 s, either cut (connections reset, new ones
// refused: the database went down) or partitioned (nothing passes and nothing is refused: a network gone
// silent). The server must live through it, answer 503 with Retry-After meanwhile within a bounded time,
// come back by itself with realtime delivering again, and keep every write it acknowledged; start-up
// waits for a database not up yet. PostgreSQL only: the embedded database has no connection to lose.

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
/** One API call; a request the server did not answer (reset, refused, no answer in 45 s) is status 0. */
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
      signal: AbortSignal.timeout(45_000),
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

  /** How long the database is away. */
  const OUTAGE_MS = 10_000;

  it.each(['cut', 'partition'] as const)(
    'PostgreSQL %s for 10 s under writes: 503 with Retry-After in bounded time, recovery without a restart, realtime again, no acknowledged write lost',
    {
      timeout: 240_000,
    },
    async (mode) => {
      const db = await database();
      const proxy = tcpProxy(pgTarget(db.url));
      proxies.push(proxy);
      await proxy.up(0);
      const s = spawnServer({
        PORT: String(await freePort()),
        DATA_DIR: db.dataDir,
        DATABASE_URL: viaProxy(db.url, proxy.port),
        TRUST_PROXY: '1',
        JOBS_POLL_MS: '500',
      });
      servers.push(s);
      await waitReady(s);

      const members: { token: string; userId: string }[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await call(s.url, 'POST', '/api/v1/auth/signup', { ...newCredentials(), profile_type: 'creator' });
        expect(r.status, JSON.stringify(r.json)).toBe(201);
        const session = r.json as { access_token: string; user: { id: string } };
        members.push({ token: session.access_token, userId: session.user.id });
      }
      const watcher = members[0] as { token: string; userId: string };
      const realtime = await RealtimeClient.signedIn(s.url, watcher.token);
      expect((await realtime.subscribe(`user:${watcher.userId}`)).type).toBe('subscribed');

      // The load: each member posts in a loop, one request at a time, until told to stop.
      const acknowledged: string[] = [];
      const answers: (Answer & { phase: string })[] = [];
      let phase: 'before' | 'away' | 'after' = 'before';
      let stop = false;
      const writers = members.map(async ({ token }, w) => {
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

      await waitFor('writes before the outage', () => acknowledged.length >= 10, 30_000);
      if (mode === 'cut') await proxy.cut();
      else proxy.partition();
      phase = 'away';
      const awayAt = Date.now();
      // Requests while the database is away: 503 with Retry-After, the house error shape, in bounded time.
      const [during, health] = await Promise.all([
        call(s.url, 'POST', '/api/v1/feed/posts', { body: 'during the outage' }, watcher.token),
        call(s.url, 'GET', '/api/health'),
        waitFor('503s during the outage', () => answers.some((a) => a.phase === 'away' && a.status === 503), 40_000),
      ]);
      expect(during.status).toBe(503);
      expect(during.retryAfter).toBe('5');
      expect(during.code).toBe('unavailable');
      expect(health.status).toBe(503);
      // The outage lasts 10 s (longer when the first 503 took longer); the process must be alive all along.
      await sleep(Math.max(0, OUTAGE_MS - (Date.now() - awayAt)));
      expect(running(s), s.stderr()).toBe(true);
      const outageMs = Date.now() - awayAt;

      await proxy.up();
      const upAt = Date.now();
      phase = 'after';
      // Without a restart: writes succeed again, and health says ok.
      await waitFor('writes after the outage', () => answers.some((a) => a.phase === 'after' && a.status === 201), 60_000);
      const firstWriteMs = Date.now() - upAt;
      await waitFor('health after the outage', async () => (await call(s.url, 'GET', '/api/health')).status === 200, 60_000);
      const healthyMs = Date.now() - upAt;

      // Realtime resumes: an event published after the outage reaches a socket subscribed to it (the same
      // socket, or a new one if the server asked it to reconnect).
      let rt = realtime;
      if (!rt.isOpen) {
        rt = await RealtimeClient.signedIn(s.url, watcher.token);
        await rt.subscribe(`user:${watcher.userId}`);
      }
      let realtimeMs = 0;
      await waitFor(
        'a realtime event after the outage',
        async () => {
          const mark = rt.frames.length;
          const r = await call(s.url, 'PATCH', '/api/v1/profiles/me', { display_name: `After ${Date.now()}` }, watcher.token);
          if (r.status !== 200) return false;
          await rt.roundTrip();
          const seen = rt.frames.slice(mark).some((f) => f.type === 'event' && f.event?.type === 'profile.updated');
          if (seen) realtimeMs = Date.now() - upAt;
          return seen;
        },
        60_000,
      );
      stop = true;
      await Promise.all(writers);
      expect(running(s), s.stderr()).toBe(true);

      // Every answer was a success or a 503 with Retry-After: never a dropped connection or a 500, and
      // none took longer than the waits the settings allow (10 s for a connection, 20 s for a statement) and some slack.
      const bad = answers.filter((a) => !(a.status === 201 || (a.status === 503 && a.retryAfter === '5' && a.code === 'unavailable')));
      expect(bad, s.stdout().slice(-4000)).toEqual([]);
      const away = answers.filter((a) => a.phase === 'away');
      expect(away.filter((a) => a.ms >= 35_000)).toEqual([]);

      // Every acknowledged write is in the database.
      const direct = new pg.Client({ connectionString: db.url });
      await direct.connect();
      let lost: string[] = [];
      try {
        const { rows } = await direct.query<{ body: string }>("select body from feed_posts where body like 'outage-%'");
        const stored = new Set(rows.map((r) => r.body));
        lost = acknowledged.filter((b) => !stored.has(b));
        expect(lost).toEqual([]);
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
      const refused = away
        .filter((a) => a.status === 503)
        .map((a) => a.ms)
        .sort((x, y) => x - y);
      console.log(
        JSON.stringify({
          db_outage: {
            mode,
            outage_ms: outageMs,
            answers_during: away.length,
            refused_503_ms: { p50: refused[Math.floor(refused.length / 2)], max: refused.at(-1) },
            first_write_after_ms: firstWriteMs,
            healthy_after_ms: healthyMs,
            realtime_after_ms: realtimeMs,
            writes_acknowledged: acknowledged.length,
            writes_lost: lost.length,
          },
        }),
      );
      await rt.close();
      servers.splice(servers.indexOf(s), 1);
      await s.stop('SIGTERM');
    },
  );

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
