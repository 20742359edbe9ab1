// npm run bench -- --read [--postgres] [--seconds N] [--connections N] [--rate N] [--prof] [--app-only] (or node scripts/bench-read.mjs ...): the authenticated read alone, app beside
// the bare handler (scripts/bench-bare.mjs), in about 30 s instead of the whole bench. Same server
// settings and the same autocannon load as `auth_read` in scripts/bench.mjs (10 connections, every
// seeded user's token in turn). With --prof the app runs under `node --cpu-prof` and the profile is
// written to a temp dir whose path is printed (open it in Chrome DevTools or speedscope).
// Prints one JSON document on stdout; the server, the scratch database and the temp dir are removed
// on every exit path (the profile dir is kept).
//
// --rate N also offers the read at a fixed N requests a second over the same connections (an open loop:
// a request is due every 1/N s whether or not earlier ones have answered, and its time runs from when
// it was due, so waiting for a free connection counts). autocannon's closed loop measures latency at
// saturation, where p95 is about connections / throughput; its own rate option sends each tick's
// requests on all connections at once and measures its bursts (scripts/bench.md, "The whole bench after
// issues 16-18").
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildState, root } from './freshness.mjs';
import { SERVER_NODE_FLAGS } from './server-runtime.mjs';

const { values: args } = parseArgs({
  options: {
    read: { type: 'boolean', default: false }, // passed through by bench.mjs
    postgres: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    users: { type: 'string', default: '12' },
    connections: { type: 'string', default: '10' },
    rate: { type: 'string' },
    prof: { type: 'boolean', default: false },
    'app-only': { type: 'boolean', default: false },
  },
  strict: false,
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const adminUrl = process.env.BENCH_DATABASE_URL || (args.postgres ? 'postgres://postgres@127.0.0.1:5432/test' : null);
const log = (msg) => process.stderr.write(`[bench-read] ${msg}\n`);
const round = (n, d = 2) => (Number.isFinite(n) ? Math.round(n * 10 ** d) / 10 ** d : null);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const cleanups = [];
const cleanup = async () => {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((e) => log(`cleanup: ${e.message}`));
};
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => cleanup().finally(() => process.exit(1)));

function cpuMsOf(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function start(label, argv, env, health) {
  const child = spawn(process.execPath, argv, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let tail = '';
  child.stderr.on('data', (c) => {
    tail = (tail + c).slice(-4000);
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  cleanups.push(stop);
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`${label} exited:\n${tail}`);
    try {
      const r = await fetch(health);
      if (r.status === 200) return { pid: child.pid, stop };
    } catch {
      /* not yet */
    }
    await sleep(20);
  }
  throw new Error(`${label} not healthy:\n${tail}`);
}

/** The q-th percentile of a sample (nearest rank), as a function of q. */
function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return (q) => (sorted.length ? round(sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)]) : null);
}

async function run(label, base, users, pid) {
  const opts = {
    url: `${base}/api/v1/auth/user`,
    connections,
    requests: users.map((u) => ({ method: 'GET', headers: { authorization: `Bearer ${u.token}` } })),
  };
  await autocannon({ ...opts, duration: 1 });
  const cpu0 = cpuMsOf(pid);
  // Percentiles from every 2xx response's own time (autocannon's histogram rounds to whole ms).
  const times = [];
  const instance = autocannon({ ...opts, duration: seconds });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.push(ms);
  });
  const r = await instance;
  const cpu1 = cpuMsOf(pid);
  const at = percentiles(times);
  const out = {
    connections,
    req_per_s: round(r.requests.average, 1),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    non_2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    server_cpu_ms_per_req: round((cpu1 - cpu0) / r.requests.total, 3),
  };
  log(`${label}: ${JSON.stringify(out)}`);
  return out;
}

/**
 * The read offered at `rate` requests a second for `secs` seconds over `connections` keep-alive
 * connections, each request timed from when it was due (see the top of the file).
 */
async function openLoop(base, users, rate, secs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(`${base}/api/v1/auth/user`);
  const times = [];
  let errors = 0;
  let answered = 0;
  const one = (due, i, record) =>
    new Promise((resolve) => {
      const req = http.get(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          agent,
          headers: { authorization: `Bearer ${users[i % users.length].token}` },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (record) {
              if (res.statusCode >= 200 && res.statusCode < 300) times.push(performance.now() - due);
              else errors++;
              answered++;
            }
            resolve();
          });
        },
      );
      req.on('error', () => {
        if (record) errors++;
        resolve();
      });
    });
  const phase = async (phaseSecs, record) => {
    const start = performance.now();
    const total = Math.round(rate * phaseSecs);
    const pending = [];
    let sent = 0;
    while (sent < total) {
      const now = performance.now();
      // Every request due by now goes out, each with the time it was due.
      while (sent < total && start + (sent * 1000) / rate <= now) {
        pending.push(one(start + (sent * 1000) / rate, sent, record));
        sent++;
      }
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(pending);
    return (performance.now() - start) / 1000;
  };
  await phase(1, false);
  const elapsed = await phase(secs, true);
  agent.destroy();
  const at = percentiles(times);
  return { offered_per_s: rate, answered_per_s: round(answered / elapsed, 1), p50: at(50), p95: at(95), p99: at(99), errors };
}

async function main() {
  if (buildState('server')) {
    log('building the server');
    const b = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), 'server'], { cwd: root, stdio: ['ignore', 2, 2] });
    if (b.status !== 0) throw new Error('server build failed');
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mb-bench-read-'));
  cleanups.push(async () => rmSync(tmp, { recursive: true, force: true }));
  let dbUrl = null;
  if (adminUrl) {
    const name = `mb_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
  }
  const port = 4200 + Math.floor(Math.random() * 100);
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(tmp, 'data') };
  for (const k of ['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL', 'STORAGE_URL', 'SMTP_URL', 'TRUST_PROXY']) delete env[k];
  // The allocator settings and node flags `npm start` uses (scripts/server-runtime.mjs), as in scripts/bench.mjs.
  Object.assign(env, { RATE_LIMITS: 'off', LOG_LEVEL: 'info', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
  if (dbUrl) env.DATABASE_URL = dbUrl;
  const profDir = args.prof ? mkdtempSync(path.join(os.tmpdir(), 'mb-read-prof-')) : null;
  const argv = [
    ...(profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []),
    ...SERVER_NODE_FLAGS,
    path.join(root, 'apps/server/dist/main.js'),
  ];
  const base = `http://127.0.0.1:${port}`;
  const app = await start('app', argv, env, `${base}/api/health`);
  const password = `bench-${randomBytes(6).toString('hex')}-pass`;
  const users = [];
  for (let i = 0; i < Number(args.users); i++) {
    const email = `read-${randomBytes(3).toString('hex')}-${i}@example.com`;
    const r = await fetch(`${base}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, profile_type: 'creator' }),
    });
    if (!r.ok) throw new Error(`signup ${r.status} ${await r.text()}`);
    users.push({ token: (await r.json()).access_token });
  }
  const appRead = await run('app', base, users, app.pid);
  let appAtRate = null;
  if (args.rate) {
    appAtRate = await openLoop(base, users, Number(args.rate), seconds);
    log(`app at ${args.rate} req/s: ${JSON.stringify(appAtRate)}`);
  }
  await app.stop();
  if (profDir) log(`cpu profile in ${profDir}`);
  let bareRead = null;
  if (!args['app-only']) {
    const barePort = port === 4299 ? 4200 : port + 1;
    const bare = await start(
      'bare',
      [path.join(root, 'scripts/bench-bare.mjs')],
      { ...process.env, PORT: String(barePort), DATA_DIR: env.DATA_DIR, DATABASE_URL: dbUrl ?? '' },
      `http://127.0.0.1:${barePort}/health`,
    );
    bareRead = await run('bare', `http://127.0.0.1:${barePort}`, users, bare.pid);
    await bare.stop();
  }
  const ratio = bareRead && {
    req_per_s: round(appRead.req_per_s / bareRead.req_per_s),
    server_cpu_ms_per_req: round(appRead.server_cpu_ms_per_req / bareRead.server_cpu_ms_per_req),
  };
  return {
    driver: dbUrl ? 'postgres' : 'pglite',
    loadavg_at_start: os.loadavg().map((l) => round(l)),
    seconds,
    connections,
    app: appRead,
    ...(appAtRate ? { app_at_rate: appAtRate } : {}),
    bare: bareRead,
    ratio_app_over_bare: ratio,
    profile_dir: profDir,
  };
}

/** Resolves to the exit code once the run is over and cleaned up (bench.mjs awaits it for --read). */
export const done = main()
  .then(async (out) => {
    await cleanup();
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
    return 0;
  })
  .catch(async (e) => {
    log(`FAILED: ${e.stack ?? e}`);
    await cleanup();
    return 1;
  });
if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await done;
