import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildState } from '../../../../scripts/freshness.mjs';
import { repoRoot } from '../../src/platform/config.ts';

/** Tests that run the real bundled server (`node apps/server/dist/main.js`) as a child process. */

const root = repoRoot();
export const serverEntry = path.join(root, 'apps/server/dist/main.js');

const mtime = (p: string) => {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return 0;
  }
};

const isStale = () => buildState('server') !== null;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Builds the server bundle if it is missing or older than its sources. Test files run in parallel,
 * so the build is guarded by a lock directory (mkdir is atomic); the others wait for it.
 */
export async function ensureServerBuilt(): Promise<void> {
  if (!isStale()) return;
  const lock = path.join(root, 'node_modules/.cache/mb-server-build.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // A build that died long ago left its lock behind: take it over.
      if (Date.now() - mtime(lock) > 120_000) rmSync(lock, { recursive: true, force: true });
      await sleep(200);
      if (!isStale()) return;
    }
  }
  try {
    if (isStale()) await promisify(execFile)(process.execPath, [path.join(root, 'scripts/build.mjs'), 'server'], { cwd: root });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

/** Ports fetch() refuses to connect to (the Fetch standard's "bad ports"); 4190 (sieve) is in our range. */
const FETCH_BAD_PORTS = new Set([4190]);

/**
 * A port in the range reserved for this project's test servers (4100-4199) that is free right now.
 * Each vitest worker draws from its own quarter of the range (by VITEST_POOL_ID), and a process never
 * hands out the same port twice in a row: two files starting servers at the same moment once drew the
 * same free port, and the second server's start failed with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  const pool = Number(process.env.VITEST_POOL_ID ?? 0);
  const base = 4100 + (Number.isFinite(pool) ? pool % 4 : 0) * 25;
  const start = Math.floor(Math.random() * 25);
  for (let i = 0; i < 25; i++) {
    const port = base + ((start + i) % 25);
    if (FETCH_BAD_PORTS.has(port) || recentlyGiven.includes(port)) continue;
    if (await canListen(port)) {
      recentlyGiven.push(port);
      if (recentlyGiven.length > 8) recentlyGiven.shift();
      return port;
    }
  }
  throw new Error(`no free port in ${base}-${base + 24}`);
}
/** The last ports freePort gave out: a server given one may not be listening on it yet. */
const recentlyGiven: number[] = [];

/** Every process spawned here, so a test that fails or times out half-way leaves none behind. */
const spawned = new Set<ChildProcess>();
const outputs: { label: string; output: () => string }[] = [];

/** What every server this file started printed, for the report of a failed test. */
export const serverOutputs = () => outputs.map((o) => `--- ${o.label}\n${o.output()}`).join('\n');
process.once('exit', () => {
  for (const p of spawned) p.kill('SIGKILL');
});

/** Kills every server process this test file started that is still running. */
export async function killAllServers(): Promise<void> {
  await Promise.all(
    [...spawned].map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.exitCode !== null || p.signalCode !== null) return resolve();
          p.once('exit', () => resolve());
          p.kill('SIGKILL');
        }),
    ),
  );
}

export interface ServerProcess {
  proc: ChildProcess;
  /** PRODUCT_NAME, unique per process, so a health answer from someone else's server on the port is not mistaken for ours. */
  product: string;
  url: string;
  port: number;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (graceful) or SIGKILL; resolves when the process is gone. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Spawns the bundled server with only the given environment (plus PATH/HOME), so the test runner's
 * DATABASE_URL and friends never leak in. Does not wait for it to be ready: see waitReady.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const product = env.PRODUCT_NAME ?? `ModelBase test ${randomBytes(4).toString('hex')}`;
  const proc = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PRODUCT_NAME: product,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(proc);
  outputs.push({ label: `pid ${proc.pid} ${JSON.stringify(env)}`, output: () => `stdout:\n${out}\nstderr:\n${err}` });
  proc.once('exit', () => spawned.delete(proc));
  let out = '';
  let err = '';
  proc.stdout?.setEncoding('utf8').on('data', (c: string) => {
    out += c;
  });
  proc.stderr?.setEncoding('utf8').on('data', (c: string) => {
    err += c;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = Number(env.PORT ?? 0);
  return {
    proc,
    product,
    port,
    url: `http://127.0.0.1:${port}`,
    stdout: () => out,
    stderr: () => err,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
}

/** Resolves once /api/health answers 200; rejects if the process exits first. */
export async function waitReady(s: ServerProcess): Promise<void> {
  let gone = false;
  void s.exited.then(() => {
    gone = true;
  });
  for (;;) {
    if (gone) throw new Error(`server exited before it was ready:\n${s.stderr()}\n${s.stdout().slice(-2000)}`);
    try {
      // Bounded: a process that accepts the connection but never answers must not stall the wait.
      const res = await fetch(`${s.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200 && ((await res.json()) as { product?: string }).product === s.product) return;
    } catch (e) {
      // Not listening yet (or busy: the per-request timeout). Anything else would repeat forever.
      const cause = (e as { cause?: { code?: string } }).cause;
      if (cause?.code !== 'ECONNREFUSED' && cause?.code !== 'ECONNRESET' && (e as Error).name !== 'TimeoutError') throw e;
    }
    await sleep(100);
  }
}

/** Starts the server on a free port and waits for it; retries if another process took the port meanwhile. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  for (let attempt = 0; ; attempt++) {
    const s = spawnServer({ ...env, PORT: String(await freePort()) });
    try {
      await waitReady(s);
      return s;
    } catch (e) {
      if (attempt < 3 && /EADDRINUSE/.test(s.stderr() + s.stdout())) continue;
      await s.stop('SIGKILL');
      throw e;
    }
  }
}
