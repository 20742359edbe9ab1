import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureServerBuilt,
  freePort,
  killAllServers,
  type ServerProcess,
  serverEntry,
  spawnServer,
  startServer,
} from '../helpers/server-process.ts';
import { freshDatabase } from '../helpers/test-app.ts';

// The bundled server as operators run it: `node apps/server/dist/main.js`.

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'mb-main-'));
  dirs.push(d);
  return d;
};
beforeAll(() => ensureServerBuilt(), 120_000);
afterAll(async () => {
  await killAllServers();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('start-up failures', () => {
  it('a bad setting stops the start with a non-zero exit and a message naming the variable, no stack', async () => {
    const s = spawnServer({ PORT: 'abc', DATA_DIR: tmp() });
    const { code } = await s.exited;
    expect(code).toBe(78);
    expect(s.stderr()).toMatch(/Invalid configuration:\n {2}PORT: .*\(got "abc"\)/);
    expect(s.stderr()).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('reports every bad setting at once', async () => {
    const s = spawnServer({ PORT: '99999', LOG_LEVEL: 'chatty', DATA_DIR: tmp() });
    expect((await s.exited).code).toBe(78);
    expect(s.stderr()).toMatch(/^ {2}PORT: /m);
    expect(s.stderr()).toMatch(/^ {2}LOG_LEVEL: /m);
  });

  it('an unreachable DATABASE_URL fails at start, clearly, with the password masked, once the wait is over', async () => {
    // DATABASE_WAIT_SECONDS=0: no wait (by default start-up waits for it; db-outage.test.ts).
    const s = spawnServer({
      PORT: '0',
      DATA_DIR: tmp(),
      DATABASE_URL: 'postgres://mb:s3cret-pw@127.0.0.1:1/nowhere',
      DATABASE_WAIT_SECONDS: '0',
    });
    const { code } = await s.exited;
    expect(code).not.toBe(0);
    expect(s.stderr()).toContain('Cannot connect to DATABASE_URL');
    expect(s.stderr()).toContain('postgres://mb:***@127.0.0.1:1/nowhere');
    expect(s.stderr()).not.toContain('s3cret-pw');
  });
});

describe('a normal start', () => {
  let s: ServerProcess;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await s?.stop('SIGKILL');
    await drop?.();
  });

  it('serves health and stops cleanly (exit 0) on SIGTERM', { timeout: 120_000 }, async () => {
    // This file's own database (a migrated copy, or a PostgreSQL clone), never the shared one.
    const fresh = await freshDatabase();
    drop = fresh.drop;
    await fresh.database.close();
    const env: Record<string, string> = { DATA_DIR: fresh.dataDir };
    if (fresh.databaseUrl) env.DATABASE_URL = fresh.databaseUrl;
    s = await startServer(env);
    const health = (await (await fetch(`${s.url}/api/health`)).json()) as { status: string; database: { driver: string } };
    expect(health.status).toBe('ok');
    expect(health.database.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    // Production with the company settings left out: one warning line naming them.
    const warnings = s
      .stdout()
      .split('\n')
      .filter((l) => l.includes('placeholder settings in production'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('COMPANY_ADDRESS');
    expect(await s.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  });
});

describe.skipIf(!!process.env.DATABASE_URL || process.platform !== 'linux')('restart right after kill -9 (embedded database)', () => {
  it('a new process starts at once, while the killed one is still an unreaped zombie holding its pid', { timeout: 180_000 }, async () => {
    const fresh = await freshDatabase();
    await fresh.database.close();
    const port = await freePort();
    // The server's parent is a shell that exec's into sleep: it never reaps its child, as a busy
    // supervisor may not. The killed server then stays a zombie whose pid still "exists".
    const parent = spawn('sh', ['-c', `"${process.execPath}" "${serverEntry}" & echo $!; exec sleep 120`], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: fresh.dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const pid = await new Promise<number>((resolve) => parent.stdout?.once('data', (c: Buffer) => resolve(Number(String(c).trim()))));
      for (;;) {
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      process.kill(pid, 'SIGKILL');
      const state = () => /\) (\w)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
      while (state() !== 'Z') await new Promise((r) => setTimeout(r, 20));

      const next = await startServer({ DATA_DIR: fresh.dataDir });
      expect(state()).toBe('Z');
      expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
      await next.stop('SIGTERM');
    } finally {
      parent.kill('SIGKILL');
      await fresh.drop();
    }
  });
});
