import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sessionSchema } from '@mb/contract/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureServerBuilt,
  killAllServers,
  type ServerProcess,
  serverOutputs,
  spawnServer,
  startServer,
} from '../helpers/server-process.ts';
import { freshDatabase } from '../helpers/test-app.ts';

// The embedded database survives restarts and crashes of the real server process (PGlite only:
// with DATABASE_URL, durability is PostgreSQL's business).

const dirs: string[] = [];
/** An empty DATA_DIR: the server creates and migrates the database itself (initdb, slow). */
const emptyDataDir = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'mb-durable-'));
  dirs.push(d);
  return d;
};
/** A DATA_DIR holding a migrated copy of the template database, closed so a server process can lock it. */
const migratedDataDir = async () => {
  const fresh = await freshDatabase();
  await fresh.database.close();
  dirs.push(fresh.dataDir);
  return fresh.dataDir;
};

// Every request comes from its own address (the server trusts the proxy header here), so the
// sign-up limit per address does not cap how many accounts a test can stream in.
let ipCounter = 0;
const nextIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function start(dataDir: string) {
  const s = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: '1', LOG_LEVEL: 'warn' });
  return s;
}

async function post(s: ServerProcess, p: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': nextIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(s.url + p, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as unknown };
}

const credentials = () => ({
  email: `durable-${randomBytes(6).toString('hex')}@example.test`,
  password: `Durable-${randomBytes(6).toString('hex')}`,
});

async function signUp(s: ServerProcess) {
  const creds = credentials();
  const r = await post(s, '/api/v1/auth/signup', creds);
  if (r.status !== 201) throw new Error(`sign-up failed: ${r.status} ${JSON.stringify(r.json)}`);
  return { ...creds, session: sessionSchema.parse(r.json) };
}

async function me(s: ServerProcess, token: string) {
  return (await fetch(`${s.url}/api/v1/auth/user`, { headers: { authorization: `Bearer ${token}` } })).status;
}

beforeAll(() => ensureServerBuilt(), 120_000);
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') console.error(serverOutputs());
  await killAllServers();
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.skipIf(!!process.env.DATABASE_URL)('embedded database durability (real server process)', () => {
  it('accounts and sessions survive a graceful restart (SIGTERM)', { timeout: 240_000 }, async () => {
    const dataDir = emptyDataDir();
    const first = await start(dataDir);
    const users = [await signUp(first), await signUp(first), await signUp(first)];
    const signedOut = await signUp(first);
    expect((await post(first, '/api/v1/auth/signout', {}, signedOut.session.access_token)).status).toBe(200);

    expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    // The lock is released on a clean stop.
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

    const second = await start(dataDir);
    for (const u of users) {
      // The signing secret was kept in the database: the access token from before still works...
      expect(await me(second, u.session.access_token)).toBe(200);
      // ...the refresh token rotates...
      const refreshed = await post(second, '/api/v1/auth/refresh', { refresh_token: u.session.refresh_token });
      expect(refreshed.status).toBe(200);
      expect(await me(second, sessionSchema.parse(refreshed.json).access_token)).toBe(200);
      // ...and the password still signs in.
      expect((await post(second, '/api/v1/auth/signin', { email: u.email, password: u.password })).status).toBe(200);
    }
    // A sign-out before the restart stays a sign-out.
    expect(await me(second, signedOut.session.access_token)).toBe(401);
    expect((await post(second, '/api/v1/auth/refresh', { refresh_token: signedOut.session.refresh_token })).status).toBe(401);
  });

  it('every write acknowledged with a 2xx survives kill -9 in the middle of a stream of writes', { timeout: 400_000 }, async () => {
    const dataDir = await migratedDataDir();
    const acknowledged: Awaited<ReturnType<typeof signUp>>[] = [];
    const rotated: { refresh_token: string; access_token: string }[] = [];

    for (let round = 0; round < 2; round++) {
      const s = await start(dataDir);
      let stop = false;
      const writer = async () => {
        while (!stop) {
          try {
            const u = await signUp(s);
            acknowledged.push(u);
            // A second kind of write on the same account: rotating its refresh token.
            const r = await post(s, '/api/v1/auth/refresh', { refresh_token: u.session.refresh_token });
            if (r.status === 200) rotated.push(sessionSchema.parse(r.json));
          } catch {
            // The server died under this request: it was never acknowledged.
            return;
          }
        }
      };
      const target = acknowledged.length + 12;
      const writers = Array.from({ length: 4 }, writer);
      // Kill once enough writes were acknowledged, while the writers still have requests in flight.
      while (acknowledged.length < target) await new Promise((r) => setTimeout(r, 20));
      const killed = await s.stop('SIGKILL');
      stop = true;
      await Promise.all(writers);
      expect(killed.signal).toBe('SIGKILL');
    }

    // The lock of the killed process is stale: a new process takes it over and finds everything.
    const after = await start(dataDir);
    expect(acknowledged.length).toBeGreaterThanOrEqual(24);
    for (const u of acknowledged) {
      const r = await post(after, '/api/v1/auth/signin', { email: u.email, password: u.password });
      expect(r.status, u.email).toBe(200);
    }
    for (const r of rotated) {
      expect(await me(after, r.access_token)).toBe(200);
      expect((await post(after, '/api/v1/auth/refresh', { refresh_token: r.refresh_token })).status).toBe(200);
    }
  });

  it('a second process on the same DATA_DIR refuses to start, naming the directory; the first keeps working', {
    timeout: 240_000,
  }, async () => {
    const dataDir = await migratedDataDir();
    const first = await start(dataDir);
    const u = await signUp(first);

    const second = spawnServer({ DATA_DIR: dataDir, PORT: '0' });
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(second.stderr()).toContain(path.join(dataDir, 'db'));
    expect(second.stderr()).toMatch(/in use by another process \(pid \d+\)/);

    expect(await me(first, u.session.access_token)).toBe(200);
    expect((await post(first, '/api/v1/auth/signin', { email: u.email, password: u.password })).status).toBe(200);
  });
});
