// npm run bench [-- --quick] [-- --postgres]: starts the built server on a scratch data dir (and a
// scratch PostgreSQL database with --postgres), seeds it through the API, measures, and prints ONE JSON
// document to stdout; progress goes to stderr. The server, the scratch database and the temp dir are
// removed on every exit path. What each figure means: scripts/bench.md.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';
import { alertsBench } from './bench-alerts.mjs';
import { creatorsBench } from './bench-creators.mjs';
import { directorySearchRun, seedDirectory } from './bench-directory.mjs';
import { discoverySearchRun, seedDiscovery } from './bench-discovery.mjs';
import { FEED_BENCH, feedReadRun, feedWriteRun, seedFeedData } from './bench-feed.mjs';
import { LIGHTHOUSE_PAGES, lighthouseRun } from './bench-lighthouse.mjs';
import { conversationListRun, MESSAGES_BENCH, seedConversationsData, sendToDeliveryRun } from './bench-messages.mjs';
import { portfolioRun } from './bench-portfolio.mjs';
import { realtimeDeliveryRun } from './bench-realtime.mjs';
import { scaleRun } from './bench-scale.mjs';
import { seedVisitorPages } from './bench-visitor-pages.mjs';
import { buildState, root } from './freshness.mjs';
import { SERVER_NODE_FLAGS } from './server-runtime.mjs';

const SERVER_MAIN = path.join(root, 'apps/server/dist/main.js');
const BARE_MAIN = path.join(root, 'scripts/bench-bare.mjs');
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
// BENCH_PORTS=lo-hi: another range (several people benchmarking on one machine).
const PORT_RANGE = /^\d+-\d+$/.test(process.env.BENCH_PORTS ?? '') ? process.env.BENCH_PORTS.split('-').map(Number) : [4200, 4299];
const JS_BUDGET_KB_GZIP = 123;

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    postgres: { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
    'ops-only': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    'realtime-only': { type: 'boolean', default: false },
    'bus-only': { type: 'boolean', default: false },
    'lighthouse-only': { type: 'boolean', default: false },
    'discovery-only': { type: 'boolean', default: false },
    'directory-only': { type: 'boolean', default: false },
    'alerts-only': { type: 'boolean', default: false },
    'creators-only': { type: 'boolean', default: false },
    'feed-only': { type: 'boolean', default: false },
    'messages-only': { type: 'boolean', default: false },
    // The authenticated read alone (scripts/bench-read.mjs, its own flags: --seconds, --connections, --prof, --app-only).
    read: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    connections: { type: 'string' },
    prof: { type: 'boolean', default: false },
    'app-only': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  process.stderr.write(
    'usage: node scripts/bench.mjs [--quick] [--postgres] [--scale] [--verbose] [--realtime-only] [--lighthouse-only] [--discovery-only] [--directory-only] [--alerts-only] [--creators-only] [--read]\n' +
      '  --quick     ~20 s smoke run (short runs, fewer users and events)\n' +
      `  --postgres  run against PostgreSQL (BENCH_DATABASE_URL, default ${DEFAULT_PG_URL}) in a scratch database\n` +
      '  --scale     two instances behind nginx on PostgreSQL and S3 (scripts/bench-scale.mjs)\n' +
      '  --scale --bus-only  only the realtime bus ceiling, PostgreSQL NOTIFY beside NATS (scripts/bench-bus.mjs)\n' +
      '  --ops-only  with --scale: only the rolling restart and the flood (scripts/bench-ops.mjs)\n' +
      '  --verbose   stream the server log to stderr\n' +
      '  --realtime-only  only the realtime_delivery figure (after the cold start and seeding)\n' +
      "  --lighthouse-only  only the lighthouse figure (after the cold start; Debian's Chromium)\n" +
      '  --discovery-only  only the discovery figure: 100k members, filtered searches (after the cold start)\n' +
      '  --directory-only  only the directory figure: 100k listings, filtered searches (after the cold start)\n' +
      '  --alerts-only  only the casting alerts figure: 100k saved searches matched against new calls (scripts/bench-alerts.mjs)\n' +
      '  --creators-only  only the analytics counting (views per second) and watermark render figures (scripts/bench-creators.mjs)\n' +
      '  --feed-only  only the activity feed figures (1,000,000 activity rows; after the cold start)\n' +
      '  --messages-only  only the messages figures (send to delivery over 1,000 sockets, a 1,000-conversation list)\n' +
      '  --read      the authenticated read alone, app beside bare (scripts/bench-read.mjs; --prof for a CPU profile)\n',
  );
  process.exit(0);
}

const adminUrl = process.env.BENCH_DATABASE_URL || (args.postgres || args.scale ? DEFAULT_PG_URL : null);
const driver = adminUrl ? 'postgres' : 'pglite';
const S = args.quick
  ? {
      users: 12,
      connections: 10,
      warmupS: 1,
      signinS: 3,
      readS: 3,
      sockets: 4,
      events: 60,
      eventConcurrency: 2,
      notifications: 30,
      queueItems: 10_000,
      queueS: 3,
      listings: 100_000,
      alerts: 100_000,
      directoryRounds: 5,
      members: 100_000,
      discoveryRounds: 5,
      feedRounds: 5,
      messages: { members: 20, tabs: 5, sends: 100, concurrency: 4, listRounds: 10 },
      portfolioUploaders: 2,
      portfolioRounds: 20,
      rt: { active: 100, idle: 2_000, idleUsers: 4, writes: 300, concurrency: 4 },
    }
  : {
      users: 50,
      connections: 10,
      warmupS: 2,
      signinS: 10,
      readS: 10,
      sockets: 10,
      events: 300,
      eventConcurrency: 2,
      notifications: 150,
      queueItems: 10_000,
      queueS: 10,
      listings: 100_000,
      alerts: 100_000,
      directoryRounds: 25,
      members: 100_000,
      discoveryRounds: 25,
      feedRounds: 20,
      messages: { members: 100, tabs: MESSAGES_BENCH.tabsPerMember, sends: 1_000, concurrency: 4, listRounds: 50 },
      portfolioUploaders: 6,
      portfolioRounds: 100,
      rt: { active: 100, idle: 10_000, idleUsers: 10, writes: 1_000, concurrency: 4 },
    };

const log = (msg) => process.stderr.write(`[bench] ${msg}\n`);
// A closed stdout/stderr (`npm run bench | head`) must not turn every log line into an exception.
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round = (n, digits = 1) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : null);

// ---------------------------------------------------------------------------------------------------
// Cleanup: a stack run once, on success, failure or a signal. Children also get SIGKILL on 'exit'.

const cleanups = [];
const children = new Set();
let cleaning = null;
const cleanup = () => {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const fn = cleanups.pop();
      try {
        await fn();
      } catch (e) {
        log(`cleanup step failed: ${e instanceof Error ? e.message : e}`);
      }
    }
  })();
  return cleaning;
};
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    log(`${signal}: cleaning up`);
    cleanup().finally(() => process.exit(code));
  });
}
// A throw in an event handler (socket, child process) must not skip the cleanup either.
let crashed = false;
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (e) => {
    if (crashed) return;
    crashed = true;
    log(`FAILED (${event}): ${e instanceof Error ? (e.stack ?? e.message) : e}`);
    cleanup().finally(() => process.exit(1));
  });
}
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

// ---------------------------------------------------------------------------------------------------
// Build: server and web are rebuilt when dist is missing or older than any of their sources.

function ensureBuilt() {
  for (const name of ['server', 'web']) {
    const state = buildState(name);
    if (!state) continue;
    log(`building ${name} (dist ${state})`);
    // The build's own output goes to stderr: stdout carries only the JSON document.
    const b = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), name], { cwd: root, stdio: ['ignore', 2, 2] });
    if (b.status !== 0) throw new Error(`${name} build failed`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Processes

async function freePort(avoid = []) {
  const [lo, hi] = PORT_RANGE;
  const start = lo + Math.floor(Math.random() * (hi - lo + 1));
  for (let i = 0; i <= hi - lo; i++) {
    const port = lo + ((start - lo + i) % (hi - lo + 1));
    if (avoid.includes(port)) continue;
    const ok = await new Promise((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error(`no free port in ${lo}-${hi}`);
}

/**
 * Spawns a Node process and resolves once `healthUrl` answers 200, with the time from spawn.
 * The last lines of its output are kept for the error message when it dies or never gets healthy.
 */
async function startProcess(label, script, env, healthUrl) {
  const t0 = performance.now();
  // The node flags `npm start` runs the server with (scripts/server-runtime.mjs); BENCH_NODE_FLAGS=default leaves V8's.
  const flags = process.env.BENCH_NODE_FLAGS === 'default' ? [] : SERVER_NODE_FLAGS;
  const child = spawn(process.execPath, [...flags, script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const tail = [];
  const keep = (chunk) => {
    const text = chunk.toString('utf8');
    if (args.verbose) process.stderr.write(text.replace(/^/gm, `[${label}] `));
    tail.push(...text.split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const proc = {
    child,
    label,
    pid: child.pid,
    exited,
    ready_ms: 0,
    /** Figures from a dead server are meaningless: stop the run, with the end of its log. */
    assertAlive() {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${label} died (${child.exitCode ?? child.signalCode}):\n${tail.join('\n')}`);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return 0;
      const t = performance.now();
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
      children.delete(child);
      return performance.now() - t;
    },
  };
  cleanups.push(() => proc.stop());
  // Generous: on a 2-core machine shared with other test runs (load average 20-30) a start took 35-45 s.
  const deadline = t0 + 180_000;
  let dead = null;
  exited.then((r) => {
    dead = r;
  });
  for (;;) {
    if (dead) throw new Error(`${label} exited (${dead.code ?? dead.signal}) before it was healthy:\n${tail.join('\n')}`);
    if (performance.now() > deadline) throw new Error(`${label} not healthy after 180 s:\n${tail.join('\n')}`);
    try {
      const r = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      if (r.status === 200) break;
      await r.arrayBuffer();
    } catch {
      /* not listening yet */
    }
    await sleep(10);
  }
  proc.ready_ms = performance.now() - t0;
  return proc;
}

/** Environment for the server: the bench's settings only, nothing inherited that changes its config. */
function serverEnv(port, dataDir, databaseUrl) {
  const env = { ...process.env };
  for (const k of ['DATABASE_URL', 'DATABASE_POOL_MAX', 'PUBLIC_URL', 'JWT_SECRET', 'STORAGE_URL', 'SMTP_URL', 'MAIL_FROM', 'TRUST_PROXY'])
    delete env[k];
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    // The bench's admin (the first-admin bootstrap) reads the moderation queue without a second factor.
    STAFF_REQUIRE_2FA: 'off',
    LOG_LEVEL: 'info',
    // What `npm start` (scripts/start.mjs) runs the server with on glibc, unless already set: the figures
    // are the deployment's. BENCH_MALLOC=default leaves glibc's defaults, to compare.
    ...(process.env.BENCH_MALLOC === 'default' ? {} : { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' }),
  });
  if (process.env.BENCH_MALLOC === 'default') for (const k of ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_']) delete env[k];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/**
 * What the resident memory is, from /proc/<pid>/smaps: `wasm_memory` is PGlite's WebAssembly linear
 * memory (the anonymous mapping of 128 MB or more with the most resident: V8 maps it whole, at its
 * current size; null on PostgreSQL), `files` the mapped files (node's binary, native addons such as libvips),
 * `other_anonymous` the rest (V8's heap, compiled code, malloc arenas: libvips' and argon2's buffers).
 */
function residentBreakdown(pid) {
  const maps = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) maps.push({ name: head[1], size: 0, rss: 0 });
    else if (line.startsWith('Size:')) maps[maps.length - 1].size = Number(line.split(/\s+/)[1]);
    else if (line.startsWith('Rss:')) maps[maps.length - 1].rss = Number(line.split(/\s+/)[1]);
  }
  const anonymous = maps.filter((m) => !m.name.startsWith('/'));
  // V8 also reserves large regions it never touches (GBs mapped, nothing resident): the heap is the
  // large anonymous mapping with the most resident.
  const wasm = anonymous.filter((m) => m.name === '' && m.size >= 128 * 1024 && m.rss >= 16 * 1024).sort((a, b) => b.rss - a.rss)[0];
  const sum = (xs) => xs.reduce((t, m) => t + m.rss, 0);
  return {
    wasm_memory: wasm ? round(wasm.rss / 1024) : null,
    wasm_memory_mapped: wasm ? round(wasm.size / 1024) : null,
    files: round(sum(maps.filter((m) => m.name.startsWith('/'))) / 1024),
    other_anonymous: round((sum(anonymous) - (wasm?.rss ?? 0)) / 1024),
  };
}

/** Resident set size (current and peak) from /proc, in MB (1 MB = 1024 * 1024 bytes), with its breakdown. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rss_mb: round(kb('VmRSS') / 1024), peak_rss_mb: round(kb('VmHWM') / 1024), resident_mb: residentBreakdown(pid) };
  } catch {
    const r = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
    return { rss_mb: round(Number(r.stdout.trim()) / 1024), peak_rss_mb: null };
  }
}

/**
 * CPU time (user + system, all threads) the process has used, in ms; null where /proc is missing.
 * Per request it is steadier than req/s when other work shares the machine.
 */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

// ---------------------------------------------------------------------------------------------------
// HTTP helpers

async function api(base, method, urlPath, { body, token } = {}) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const r = await fetch(base + urlPath, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const data = await r.json().catch(() => null);
  if (!r.ok) throw new Error(`${method} ${urlPath} -> ${r.status} ${JSON.stringify(data)}`);
  return data;
}

const claimsOf = (accessToken) => JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8'));

async function pool(items, concurrency, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

function percentiles(values) {
  const s = [...values].sort((a, b) => a - b);
  const at = (p) => (s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] : null);
  return { p50: round(at(50), 2), p95: round(at(95), 2), p99: round(at(99), 2), max: round(at(100), 2) };
}

/**
 * One autocannon run after a warm-up run of the same shape (its figures are discarded). Latency
 * percentiles come from every 2xx response's own time: autocannon's histogram rounds to whole ms.
 */
async function cannon(label, opts, seconds, pid) {
  if (S.warmupS) await autocannon({ ...opts, duration: S.warmupS, bailout: 100 });
  log(`${label}: ${seconds} s, ${opts.connections} connections`);
  const times = [];
  // bailout: connection errors mean the server is gone; stop instead of counting refusals.
  const instance = autocannon({ ...opts, duration: seconds, bailout: 100 });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.push(ms);
  });
  const cpu0 = cpuMsOf(pid);
  const r = await instance;
  const cpu1 = cpuMsOf(pid);
  const out = {
    connections: opts.connections,
    duration_s: seconds,
    requests: r.requests.total,
    req_per_s: round(r.requests.average),
    latency_ms: percentiles(times),
    non_2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    server_cpu_ms_per_req: cpu0 === null || cpu1 === null || !r.requests.total ? null : round((cpu1 - cpu0) / r.requests.total, 3),
  };
  log(
    `${label}: ${out.req_per_s} req/s, p50 ${out.latency_ms.p50} ms, p99 ${out.latency_ms.p99} ms, server CPU ${out.server_cpu_ms_per_req} ms/req`,
  );
  if (out.non_2xx || out.errors) log(`${label}: WARNING ${out.non_2xx} non-2xx responses, ${out.errors} errors/timeouts`);
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Phases

async function seedUsers(base, n) {
  const password = `bench-${randomBytes(6).toString('hex')}-pass`;
  const tag = randomBytes(3).toString('hex');
  const t = performance.now();
  const users = await pool(
    Array.from({ length: n }, (_, i) => i),
    4,
    async (i) => {
      const email = `bench-${tag}-${i}@example.com`;
      const s = await api(base, 'POST', '/api/v1/auth/signup', { body: { email, password, profile_type: 'creator' } });
      return { email, password, id: s.user.id, token: s.access_token };
    },
  );
  return { users, ms: performance.now() - t };
}

function signinRun(base, users, seconds, pid) {
  let n = 0;
  const bodies = users.map((u) => JSON.stringify({ email: u.email, password: u.password }));
  return cannon(
    'sign-in',
    {
      url: `${base}/api/v1/auth/signin`,
      connections: S.connections,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => {
            req.body = bodies[n++ % bodies.length];
            return req;
          },
        },
      ],
    },
    seconds,
    pid,
  );
}

function authReadRun(label, base, users, seconds, pid) {
  return cannon(
    label,
    {
      url: `${base}/api/v1/auth/user`,
      connections: S.connections,
      // Each connection cycles through every seeded user's token.
      requests: users.map((u) => ({ method: 'GET', headers: { authorization: `Bearer ${u.token}` } })),
    },
    seconds,
    pid,
  );
}

/** K sockets, each signed in as one user and subscribed to user:<id>; sign-ins publish session.created. */
async function realtimeRun(base, users) {
  const wsUrl = `${base.replace(/^http/, 'ws')}/api/v1/realtime`;
  const arrivals = new Map(); // session id -> receive time
  const waiters = new Map(); // session id -> resolve(receive time), for events not yet received
  let misrouted = 0;
  const sockets = await Promise.all(
    users.map(
      (u) =>
        new Promise((resolve, reject) => {
          const ws = new WebSocket(wsUrl);
          const timer = setTimeout(() => reject(new Error('realtime socket did not get ready in 10 s')), 10_000);
          ws.on('error', reject);
          ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', access_token: u.token })));
          ws.on('message', (raw) => {
            const t = performance.now();
            const f = JSON.parse(raw.toString('utf8'));
            if (f.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', topic: `user:${u.id}` }));
            else if (f.type === 'subscribed') {
              clearTimeout(timer);
              resolve(ws);
            } else if (f.type === 'error') reject(new Error(`realtime: ${f.code} ${f.message}`));
            else if (f.type === 'event' && f.event.type === 'session.created') {
              if (f.event.topic !== `user:${u.id}`) misrouted++;
              const sid = f.event.data.session_id;
              arrivals.set(sid, t);
              waiters.get(sid)?.(t);
            }
          });
        }),
    ),
  );
  cleanups.push(() => {
    for (const ws of sockets) ws.terminate();
  });

  log(`realtime: ${S.events} sign-ins over ${sockets.length} subscribed sockets, ${S.eventConcurrency} at a time`);
  const samples = await pool(
    Array.from({ length: S.events }, (_, i) => users[i % users.length]),
    S.eventConcurrency,
    async (u) => {
      const t0 = performance.now();
      const s = await api(base, 'POST', '/api/v1/auth/signin', { body: { email: u.email, password: u.password } });
      const tResponse = performance.now();
      const sid = claimsOf(s.access_token).sid;
      const tEvent =
        arrivals.get(sid) ??
        (await new Promise((resolve) => {
          const timer = setTimeout(() => resolve(null), 5_000);
          waiters.set(sid, (t) => {
            clearTimeout(timer);
            resolve(t);
          });
        }));
      waiters.delete(sid);
      return { t0, tResponse, tEvent };
    },
  );
  for (const ws of sockets) ws.close();
  return deliverySummary({ sockets, samples, misrouted, concurrency: S.eventConcurrency });
}

/**
 * What a realtime run measured: per request, `t0` (sent), `tResponse` and `tEvent` (null: never came).
 * Shared by the realtime figure here and the scale run's (scripts/bench-scale.mjs).
 */
function deliverySummary({ sockets, samples, misrouted, concurrency }) {
  const got = samples.filter((s) => s.tEvent !== null);
  return {
    sockets: sockets.length,
    events: samples.length,
    received: got.length,
    lost: samples.length - got.length,
    misrouted,
    concurrency,
    request_to_event_ms: percentiles(got.map((s) => s.tEvent - s.t0)),
    request_to_response_ms: percentiles(samples.map((s) => s.tResponse - s.t0)),
    event_after_response_ms: percentiles(got.map((s) => s.tEvent - s.tResponse)),
    events_before_response: got.filter((s) => s.tEvent < s.tResponse).length,
  };
}

/** A WebSocket signed in as `user`, subscribed to user:<id> like the browser's shell; `onEvent` gets (event, receive time). */
function subscribedSocket(base, user, onEvent) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/v1/realtime`);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('realtime socket did not get ready in 10 s')), 10_000);
    ws.on('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', access_token: user.token })));
    ws.on('message', (raw) => {
      const t = performance.now();
      const wall = Date.now();
      const f = JSON.parse(raw.toString('utf8'));
      if (f.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', topic: `user:${user.id}` }));
      else if (f.type === 'subscribed') {
        clearTimeout(timer);
        resolve(ws);
      } else if (f.type === 'error') reject(new Error(`realtime: ${f.code} ${f.message}`));
      else if (f.type === 'event') onEvent(f.event, t, wall);
    });
  });
}

/**
 * Notification insert to browser delivery: members walk onboarding up to its last step, each with a
 * socket subscribed to user:<id>; then each finishes onboarding, whose transaction inserts the
 * member's welcome notification through notify() (the product's own path). Measured per member: from
 * the notification's created_at (the database clock, in the inserting transaction) to the
 * `notification.created` frame arriving, and from just before the request to the frame.
 */
async function notificationRun(base, n) {
  const { users } = await seedUsers(base, n);
  await pool(users, 4, async (u, i) => {
    const call = (method, p, body) => api(base, method, p, { body, token: u.token });
    await call('PATCH', '/api/v1/profiles/me', { username: `bench_${randomBytes(3).toString('hex')}_${i}` });
    await call('POST', '/api/v1/profiles/me/onboarding', { action: 'start', profile_type: 'creator' });
    for (const step of [2, 3, 4, 5]) await call('POST', '/api/v1/profiles/me/onboarding', { action: 'step', step });
  });
  const arrivals = new Map(); // user id -> { t, wall, createdAt }
  const waiters = new Map();
  const sockets = await pool(users, 8, (u) =>
    subscribedSocket(base, u, (event, t, wall) => {
      if (event.type !== 'notification.created') return;
      const got = { t, wall, createdAt: Date.parse(event.data.created_at) };
      arrivals.set(u.id, got);
      waiters.get(u.id)?.(got);
    }),
  );
  cleanups.push(() => {
    for (const ws of sockets) ws.terminate();
  });
  log(`notifications: ${users.length} members finish onboarding (welcome notification), 2 at a time`);
  const samples = await pool(users, 2, async (u) => {
    const t0 = performance.now();
    await api(base, 'POST', '/api/v1/profiles/me/onboarding', { body: { action: 'complete' }, token: u.token });
    const got =
      arrivals.get(u.id) ??
      (await new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), 5_000);
        waiters.set(u.id, (g) => {
          clearTimeout(timer);
          resolve(g);
        });
      }));
    return got && { requestToDelivery: got.t - t0, insertToDelivery: got.wall - got.createdAt };
  });
  for (const ws of sockets) ws.close();
  const got = samples.filter(Boolean);
  return {
    members: users.length,
    delivered: got.length,
    lost: samples.length - got.length,
    insert_to_delivery_ms: percentiles(got.map((s) => s.insertToDelivery)),
    request_to_delivery_ms: percentiles(got.map((s) => s.requestToDelivery)),
  };
}

/**
 * Writes `count` pending avatar items straight into moderation_items (owners spread over the seeded
 * members, oldest first one second apart) while the server is stopped: 10,000 uploads through the API
 * would measure sharp, not the queue. PGlite is opened from this process (the server must be down).
 */
async function seedModerationQueue(dataDir, databaseUrl, ownerIds, count) {
  const sql = `insert into moderation_items (type, subject_id, owner_id, summary, due_at, created_at)
    select 'avatar', 'bench-' || g, ($1::uuid[])[1 + g % cardinality($1::uuid[])], '{}'::jsonb,
      now() - make_interval(secs => $2 - g) + interval '48 hours', now() - make_interval(secs => $2 - g)
    from generate_series(1, $2::int) g`;
  const t = performance.now();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(sql, [ownerIds, count]);
    await client.query('analyze moderation_items');
    await client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(path.join(dataDir, 'db'));
    await db.query(sql, [ownerIds, count]);
    await db.exec('analyze moderation_items; checkpoint');
    await db.close();
  }
  return performance.now() - t;
}

/** Seeds S.listings listings (server stopped), starts the server, times the directory's searches, stops it. */
async function directoryPhase(dataDir, databaseUrl, env, health) {
  log(`directory: seeding ${S.listings} listings${databaseUrl ? ' (postgres)' : ''}`);
  const seedMs = await seedDirectory({ dataDir, databaseUrl, count: S.listings });
  log(`directory: seeded in ${Math.round(seedMs)} ms`);
  const server = await startProcess('server', SERVER_MAIN, env, health);
  const base = new URL(health).origin;
  const run = await directorySearchRun(base, S.directoryRounds, percentiles);
  log(`directory search at ${S.listings} listings: p95 ${run.latency_ms.p95} ms over ${run.requests} requests (goal 30 ms)`);
  server.assertAlive();
  await server.stop();
  return { listings: S.listings, seed_ms: Math.round(seedMs), goal_p95_ms: 30, ...run };
}

/** Seeds S.members members (server stopped), starts the server, times discovery's searches, stops it. */
async function discoveryPhase(dataDir, databaseUrl, env, health) {
  log(`discovery: seeding ${S.members} members${databaseUrl ? ' (postgres)' : ''}`);
  const seedMs = await seedDiscovery({ dataDir, databaseUrl, count: S.members });
  log(`discovery: seeded in ${Math.round(seedMs)} ms`);
  const server = await startProcess('server', SERVER_MAIN, env, health);
  const base = new URL(health).origin;
  const run = await discoverySearchRun(base, S.discoveryRounds, percentiles);
  log(`discovery search at ${S.members} members: p95 ${run.latency_ms.p95} ms over ${run.requests} requests (goal 30 ms)`);
  server.assertAlive();
  await server.stop();
  return { members: S.members, seed_ms: Math.round(seedMs), goal_p95_ms: 30, ...run };
}

/** Discovery on this run's driver, and on PostgreSQL too when DATABASE_URL is set on a PGlite run. */
async function discoveryFigures(tmp, dataDir, db, env, health, port) {
  const out = { [driver]: await discoveryPhase(dataDir, db?.url, env, health) };
  if (driver === 'pglite' && process.env.DATABASE_URL) {
    const pgDb = await scratchDatabase(process.env.DATABASE_URL);
    const pgPort = await freePort([port]);
    const pgBase = `http://127.0.0.1:${pgPort}`;
    const pgDir = path.join(tmp, 'data-pg-discovery');
    const pgEnv = serverEnv(pgPort, pgDir, pgDb.url);
    const migrated = await startProcess('server (postgres)', SERVER_MAIN, pgEnv, `${pgBase}/api/health`);
    await migrated.stop();
    out.postgres = await discoveryPhase(pgDir, pgDb.url, pgEnv, `${pgBase}/api/health`);
  }
  return out;
}

/**
 * The activity feed at 1,000,000 activity rows (scripts/bench-feed.mjs): three members signed up through
 * the API, the bulk seeded with the server stopped, then their feeds read and a post written.
 */
async function feedPhase(dataDir, databaseUrl, env, health) {
  let server = await startProcess('server', SERVER_MAIN, env, health);
  const base = new URL(health).origin;
  const [heavy, celeb, typical] = (await seedUsers(base, 3)).users;
  await server.stop();
  log(
    `feed: seeding ${FEED_BENCH.members} members, ${FEED_BENCH.active * FEED_BENCH.perMember} activities${databaseUrl ? ' (postgres)' : ''}`,
  );
  const seedMs = await seedFeedData({ dataDir, databaseUrl, heavy: heavy.id, celeb: celeb.id, typical: typical.id });
  log(`feed: seeded in ${Math.round(seedMs)} ms`);
  server = await startProcess('server', SERVER_MAIN, env, health);
  // Fresh tokens: the seeding may outlast the first ones.
  for (const u of [heavy, celeb, typical]) {
    u.token = (await api(base, 'POST', '/api/v1/auth/signin', { body: { email: u.email, password: u.password } })).access_token;
  }
  const reads = await feedReadRun(
    base,
    [
      { label: `follows_${FEED_BENCH.heavyFollows}`, token: heavy.token },
      { label: `followed_by_${FEED_BENCH.celebFollowers}`, token: celeb.token },
      { label: `follows_${FEED_BENCH.typicalFollows}`, token: typical.token },
    ],
    S.feedRounds,
    percentiles,
  );
  const write = await feedWriteRun(base, celeb, S.feedRounds, percentiles);
  for (const [label, r] of Object.entries(reads))
    log(`feed ${label}: first page p95 ${r.first_page_ms.p95} ms, 6th page p95 ${r.deep_page_ms.p95} ms`);
  log(`feed post by the member with ${FEED_BENCH.celebFollowers} followers: p95 ${write.p95} ms (one row, one NOTIFY)`);
  server.assertAlive();
  await server.stop();
  return {
    ...FEED_BENCH,
    activities: FEED_BENCH.active * FEED_BENCH.perMember,
    seed_ms: Math.round(seedMs),
    reads,
    post_by_followed_ms: write,
  };
}

/**
 * Messages (issue 13): members with several tabs (1,000 sockets by default) send to each other, and a
 * member with 1,000 conversations reads their list. The conversations are seeded with the server
 * stopped (PGlite allows one process), then the server starts again.
 */
async function messagesPhase(dataDir, databaseUrl, env, health) {
  const M = S.messages;
  let server = await startProcess('server', SERVER_MAIN, env, health);
  const base = new URL(health).origin;
  log(`messages: seeding ${M.members + 1} members through sign-up`);
  const [heavy, ...members] = (await seedUsers(base, M.members + 1)).users;
  await server.stop();
  log(`messages: seeding ${MESSAGES_BENCH.conversations} conversations for one member`);
  const seedMs = await seedConversationsData({ dataDir, databaseUrl, memberId: heavy.id, count: MESSAGES_BENCH.conversations });
  server = await startProcess('server', SERVER_MAIN, env, health);
  // Fresh tokens: the seeding may outlast the first ones.
  for (const u of [heavy, ...members]) {
    u.token = (await api(base, 'POST', '/api/v1/auth/signin', { body: { email: u.email, password: u.password } })).access_token;
  }
  const list = await conversationListRun(base, heavy, M.listRounds, percentiles);
  log(`messages: list of ${MESSAGES_BENCH.conversations} conversations, first page p95 ${list.first_page_ms.p95} ms`);
  const h = { base, api, pool, percentiles, log, cleanups };
  const delivery = await sendToDeliveryRun(h, { members, tabs: M.tabs, sends: M.sends, concurrency: M.concurrency });
  log(`messages: send to delivery p99 ${delivery.send_to_delivery_ms.p99} ms over ${delivery.sockets} sockets (${delivery.lost} lost)`);
  const memory = memoryOf(server.pid);
  server.assertAlive();
  await server.stop();
  return {
    seed_ms: Math.round(seedMs),
    conversation_list: { conversations: MESSAGES_BENCH.conversations, ...list },
    delivery,
    server_memory: memory,
  };
}

/** The /moderation page's two reads at a full queue, as an admin: the queue summary and the first page of the avatar queue. */
async function moderationRun(base, admin, pid) {
  const headers = { authorization: `Bearer ${admin.token}` };
  const first = await api(base, 'GET', '/api/v1/moderation/queues/avatar/items', { token: admin.token });
  const summary = await api(base, 'GET', '/api/v1/moderation/queues', { token: admin.token });
  const list = await cannon(
    'moderation list',
    { url: `${base}/api/v1/moderation/queues/avatar/items`, connections: S.connections, headers },
    S.queueS,
    pid,
  );
  const queues = await cannon(
    'moderation queues',
    { url: `${base}/api/v1/moderation/queues`, connections: S.connections, headers },
    S.queueS,
    pid,
  );
  return { pending_items: S.queueItems, page_size: first.items.length, summary_sample: summary, list, queues };
}

/** index.html's script and modulepreload tags (or a prerendered page's mb-module links), then the static imports of those modules, transitively. */
async function initialJs(base) {
  const html = await (await fetch(`${base}/`)).text();
  const queue = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attr = (name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (tag.startsWith('<script') && attr('src')) queue.push(new URL(attr('src'), `${base}/`).href);
    // A prerendered page names them in mb-module(-first) / mb-modulepreload links, loaded after the first paint.
    else if (tag.startsWith('<link') && /^(mb-)?module(preload|-first)?$/.test(attr('rel')?.toLowerCase() ?? '') && attr('href'))
      queue.push(new URL(attr('href'), `${base}/`).href);
  }
  const seen = new Set();
  const files = [];
  let compressedOnWire = false;
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    // What a browser would download: does the server compress (it may leave that to a proxy)?
    const wire = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
    if (!wire.ok) throw new Error(`GET ${url} -> ${wire.status}`);
    if (wire.headers.get('content-encoding')) compressedOnWire = true;
    const body = Buffer.from(await wire.arrayBuffer());
    files.push({ path: new URL(url).pathname, bytes: body.length, gzip_bytes: gzipSync(body).length });
    const code = body.toString('utf8');
    for (const m of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']((?:\.{1,2}\/|\/)[^"']+\.m?js)["']/g))
      queue.push(new URL(m[1], url).href);
  }
  const gzip = files.reduce((a, f) => a + f.gzip_bytes, 0);
  return {
    files,
    total_bytes: files.reduce((a, f) => a + f.bytes, 0),
    total_kb_gzip: round(gzip / 1000),
    budget_kb_gzip: JS_BUDGET_KB_GZIP,
    within_budget: gzip / 1000 <= JS_BUDGET_KB_GZIP,
    server_compresses: compressedOnWire,
  };
}

async function scratchDatabase(serverUrl = adminUrl) {
  const name = `mb_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    log(`dropped database ${name}`);
  });
  await admin.query(`create database ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  log(`created database ${name}`);
  return { name, url: u.href, serverVersion: (await admin.query('show server_version')).rows[0].server_version };
}

// ---------------------------------------------------------------------------------------------------

/** The feed phase on a scratch PostgreSQL database (DATABASE_URL) beside a PGlite run. */
async function feedOnPostgres(tmp, avoidPort) {
  const pgDb = await scratchDatabase(process.env.DATABASE_URL);
  const pgPort = await freePort([avoidPort]);
  const pgBase = `http://127.0.0.1:${pgPort}`;
  const pgEnv = serverEnv(pgPort, path.join(tmp, 'data-pg-feed'), pgDb.url);
  return feedPhase(path.join(tmp, 'data-pg-feed'), pgDb.url, pgEnv, `${pgBase}/api/health`);
}

async function main() {
  const started = Date.now();
  const loadavg = os.loadavg().map((l) => round(l, 2));
  ensureBuilt();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mb-bench-'));
  cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));
  const dataDir = path.join(tmp, 'data');
  const db = driver === 'postgres' ? await scratchDatabase() : null;
  // Casting alerts (issue 35): the matcher's query at 100,000 saved searches, on a database of its own
  // (PGlite: a temporary directory; PostgreSQL: the scratch database, before the server uses it).
  const alertsFigure = async () => {
    log(`alerts: seeding ${S.alerts} saved searches${db ? ' (postgres)' : ''}`);
    const r = await alertsBench({ databaseUrl: db?.url, count: S.alerts });
    log(`alerts: matching a new call against ${S.alerts} saved searches: p95 ${r.match_ms.p95} ms (goal 1,000 ms)`);
    return r;
  };
  if (args['alerts-only']) return { meta: { driver, loadavg_at_start: loadavg }, alerts: { [driver]: await alertsFigure() } };
  // Profile analytics' counting and the watermark's render (issue 35), on a database of their own too.
  const creatorsFigure = async () => {
    log('creators: counting profile views and burning watermarks');
    const r = await creatorsBench({ databaseUrl: db?.url, views: args.quick ? 1_000 : 5_000, images: args.quick ? 3 : 10 });
    log(
      `creators: ${r.analytics.visitor_views_per_s} visitor views/s, watermark ${r.watermark.corner.median_ms} ms (corner), ${r.watermark.tiled.median_ms} ms (tiled)`,
    );
    return r;
  };
  if (args['creators-only']) return { meta: { driver, loadavg_at_start: loadavg }, creators: { [driver]: await creatorsFigure() } };
  // The other --*-only runs skip these two (each takes minutes of seeding).
  const oneFigure = ['lighthouse-only', 'discovery-only', 'directory-only', 'messages-only', 'feed-only', 'realtime-only'].some(
    (k) => args[k],
  );
  const alerts = oneFigure ? undefined : { [driver]: await alertsFigure() };
  const creators = oneFigure ? undefined : { [driver]: await creatorsFigure() };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = serverEnv(port, dataDir, db?.url);
  const health = `${base}/api/health`;
  log(`driver ${driver}${db ? ` (${db.name})` : ''}, data dir ${dataDir}, port ${port}${args.quick ? ', quick' : ''}`);

  // 1. Cold start (initdb and migrations on a fresh data dir / database), then a warm restart.
  let server = await startProcess('server', SERVER_MAIN, env, health);
  const cold = server.ready_ms;
  log(`cold start: ${Math.round(cold)} ms`);
  const stopMs = await server.stop();
  server = await startProcess('server', SERVER_MAIN, env, health);
  const warm = server.ready_ms;
  log(`warm restart: ${Math.round(warm)} ms (previous stop ${Math.round(stopMs)} ms)`);
  const idle = memoryOf(server.pid);
  // The same server left alone: V8's memory reducer compacts the heap once the start-up's allocation
  // stops (about 20 s in, 2026-11-26), so the idle figure is sampled for 30 s (skipped by --quick).
  const settled = { rss_mb: idle.rss_mb, after_s: 0 };
  if (!args.quick && !args['lighthouse-only'])
    for (let s = 2; s <= 30; s += 2) {
      await sleep(2000);
      const now = memoryOf(server.pid).rss_mb;
      if (now < settled.rss_mb) Object.assign(settled, { rss_mb: now, after_s: s });
    }
  // Lighthouse on the first pages (scripts/bench-lighthouse.mjs): 1 run a page in --quick, else the median of 3.
  // The member pages (a profile, a listing, an event) are seeded through the API first (scripts/bench-visitor-pages.mjs).
  const lighthouseFigure = async (admin) => {
    const seeded = await seedVisitorPages({ base, api, log }, { admin });
    // BENCH_LIGHTHOUSE_PAGES=profile,listing: only those of LIGHTHOUSE_PAGES (comparing one page's change).
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    const pages = only ? LIGHTHOUSE_PAGES.filter((p) => only.includes(p)) : LIGHTHOUSE_PAGES;
    return lighthouseRun({ log, round, cleanups }, { base, runs: args.quick ? 1 : 3, seeded, pages });
  };
  if (args['lighthouse-only']) return { meta: { driver, loadavg_at_start: loadavg }, lighthouse: await lighthouseFigure() };
  if (args['discovery-only']) {
    await server.stop();
    return { meta: { driver, loadavg_at_start: loadavg }, discovery: await discoveryFigures(tmp, dataDir, db, env, health, port) };
  }

  if (args['directory-only']) {
    await server.stop();
    return { meta: { driver, loadavg_at_start: loadavg }, directory: { [driver]: await directoryPhase(dataDir, db?.url, env, health) } };
  }

  if (args['messages-only']) {
    await server.stop();
    const messages = await messagesPhase(dataDir, db?.url, env, health);
    return { meta: { driver, loadavg_at_start: loadavg, started_at: new Date(started).toISOString(), settings: S.messages }, messages };
  }

  if (args['feed-only']) {
    await server.stop();
    const feed = { [driver]: await feedPhase(dataDir, db?.url, env, health) };
    if (driver === 'pglite' && process.env.DATABASE_URL) feed.postgres = await feedOnPostgres(tmp, port);
    return { meta: { driver, loadavg_at_start: loadavg, started_at: new Date(started).toISOString() }, feed };
  }

  // 2. Seed, then sign-in throughput.
  log(`seeding ${S.users} users`);
  const seed = await seedUsers(base, S.users);
  const users = seed.users;
  const deliveryRun = async () => {
    const extra = (await seedUsers(base, Math.max(0, S.rt.active - users.length) + S.rt.idleUsers)).users;
    const all = [...users, ...extra];
    const h = { base, api, pool, percentiles, round, memoryOf, cpuMsOf, pid: server.pid, log, cleanups };
    const rt = { idle: S.rt.idle, writes: S.rt.writes, concurrency: S.rt.concurrency };
    return realtimeDeliveryRun(h, { ...rt, activeUsers: all.slice(0, S.rt.active), idleUsers: all.slice(S.rt.active) });
  };
  if (args['realtime-only']) return { meta: { driver, loadavg_at_start: loadavg, settings: S.rt }, realtime_delivery: await deliveryRun() };
  const signin = await signinRun(base, users, S.signinS, server.pid);
  server.assertAlive();

  // 3a. Authenticated read through the app.
  const appRead = await authReadRun('auth read (app)', base, users, S.readS, server.pid);
  server.assertAlive();

  // 4. Realtime publish-to-receive.
  const realtime = await realtimeRun(base, users.slice(0, S.sockets));
  log(
    `realtime: ${realtime.received}/${realtime.events} events, request-to-event p50 ${realtime.request_to_event_ms.p50} ms, p99 ${realtime.request_to_event_ms.p99} ms`,
  );

  // 4a. A cheap write's commit to its event, among many idle sockets (scripts/bench-realtime.mjs).
  const realtimeDelivery = await deliveryRun();
  server.assertAlive();

  // 4b. Notification insert to browser delivery.
  const notifications = await notificationRun(base, S.notifications);
  log(
    `notifications: ${notifications.delivered}/${notifications.members}, insert-to-delivery p50 ${notifications.insert_to_delivery_ms.p50} ms, p99 ${notifications.insert_to_delivery_ms.p99} ms`,
  );
  server.assertAlive();

  // 4c. Portfolio: 2 MB image uploads (re-encoding included), then a 12-image portfolio page as a visitor
  // loads it. The first member becomes admin here (the first-admin bootstrap) to approve the page's items.
  await api(base, 'POST', '/api/v1/staff/grant-admin-access', { body: { isPermanent: true }, token: users[0].token });
  const portfolio = await portfolioRun(
    { base, api, pool, percentiles, round, cpuMsOf, pid: server.pid, log },
    { uploaders: users.slice(1, 1 + S.portfolioUploaders), admin: users[0], perMember: 12, concurrency: 4, rounds: S.portfolioRounds },
  );
  server.assertAlive();

  // 5. Initial JavaScript of the first page.
  const js = await initialJs(base);
  log(`initial JS: ${js.total_kb_gzip} kB gzip in ${js.files.length} files (budget ${JS_BUDGET_KB_GZIP})`);
  const lh = await lighthouseFigure(users[0]);

  // 6. Memory after the runs, then stop the app.
  server.assertAlive();
  const memory = memoryOf(server.pid);
  log(`server RSS ${memory.rss_mb} MB (peak ${memory.peak_rss_mb} MB)`);

  // 7. The moderation queue at 10,000 pending items (the first member became admin in 4c): the queue
  // is filled with the server stopped, then read after a restart.
  await server.stop();
  const seedQueueMs = await seedModerationQueue(
    dataDir,
    db?.url,
    users.map((u) => u.id),
    S.queueItems,
  );
  log(`moderation: ${S.queueItems} pending items written in ${Math.round(seedQueueMs)} ms`);
  server = await startProcess('server', SERVER_MAIN, env, health);
  const moderation = await moderationRun(base, users[0], server.pid);
  log(
    `moderation at ${S.queueItems} pending: list p95 ${moderation.list.latency_ms.p95} ms, queues p95 ${moderation.queues.latency_ms.p95} ms`,
  );
  server.assertAlive();
  await server.stop();

  // 8. The business directory at 100,000 approved listings: seeded with the server stopped (PGlite has
  // one process), then filtered searches one at a time. On PGlite runs, PostgreSQL too when
  // DATABASE_URL is set (a scratch database there); --postgres runs measure PostgreSQL already.
  const directory = { [driver]: await directoryPhase(dataDir, db?.url, env, health) };
  if (driver === 'pglite' && process.env.DATABASE_URL) {
    const pgDb = await scratchDatabase(process.env.DATABASE_URL);
    const pgPort = await freePort([port]);
    const pgBase = `http://127.0.0.1:${pgPort}`;
    const pgDir = path.join(tmp, 'data-pg');
    const pgEnv = serverEnv(pgPort, pgDir, pgDb.url);
    // Start once to migrate the scratch database, then seed it with the server stopped.
    const migrated = await startProcess('server (postgres)', SERVER_MAIN, pgEnv, `${pgBase}/api/health`);
    await migrated.stop();
    directory.postgres = await directoryPhase(pgDir, pgDb.url, pgEnv, `${pgBase}/api/health`);
  }

  // 8b. Discovery at 100,000 members (issue 12): seeded with the server stopped, like the directory.
  const discovery = await discoveryFigures(tmp, dataDir, db, env, health, port);
  // 9. The activity feed at 1,000,000 activity rows (PostgreSQL too when DATABASE_URL is set).
  const feed = { [driver]: await feedPhase(dataDir, db?.url, env, health) };
  if (driver === 'pglite' && process.env.DATABASE_URL) feed.postgres = await feedOnPostgres(tmp, port);
  // 10. Messages: send to delivery over 1,000 sockets, and a 1,000-conversation list.
  const messages = await messagesPhase(dataDir, db?.url, env, health);

  // 3b. The bare handler, with the app stopped: for PGlite it reopens the same (closed, checkpointed)
  // data dir, since two processes must not open one; for PostgreSQL it shares the scratch database.
  const barePort = await freePort([port]);
  const bareBase = `http://127.0.0.1:${barePort}`;
  const bare = await startProcess(
    'bare',
    BARE_MAIN,
    { ...process.env, PORT: String(barePort), DATA_DIR: dataDir, DATABASE_URL: db?.url ?? '' },
    `${bareBase}/health`,
  );
  const bareRead = await authReadRun('auth read (bare)', bareBase, users, S.readS, bare.pid);
  bare.assertAlive();
  await bare.stop();

  return {
    meta: {
      driver,
      ...(db ? { postgres_version: db.serverVersion } : {}),
      mode: args.quick ? 'quick' : 'default',
      node: process.version,
      cpus: os.cpus().length,
      cpu_model: os.cpus()[0]?.model ?? null,
      // Other work on the machine skews every figure: check this before comparing runs.
      loadavg_at_start: loadavg,
      started_at: new Date(started).toISOString(),
      duration_s: round((Date.now() - started) / 1000),
      settings: S,
    },
    cold_start: { first_health_ms: Math.round(cold) },
    warm_restart: { first_health_ms: Math.round(warm), previous_stop_ms: Math.round(stopMs) },
    seed: { users: users.length, ms: Math.round(seed.ms) },
    signin,
    auth_read: {
      app: appRead,
      bare: bareRead,
      ratio_app_over_bare: {
        req_per_s: round(appRead.req_per_s / bareRead.req_per_s, 2),
        p50: round(appRead.latency_ms.p50 / bareRead.latency_ms.p50, 2),
        p99: round(appRead.latency_ms.p99 / bareRead.latency_ms.p99, 2),
        server_cpu_ms_per_req: round(appRead.server_cpu_ms_per_req / bareRead.server_cpu_ms_per_req, 2),
      },
    },
    realtime,
    realtime_delivery: realtimeDelivery,
    notifications,
    portfolio,
    moderation: { ...moderation, seed_ms: Math.round(seedQueueMs) },
    directory,
    discovery,
    alerts,
    creators,
    messages,
    feed,
    initial_js: js,
    lighthouse: lh,
    memory: { ...memory, rss_after_start_mb: idle.rss_mb, rss_idle_mb: settled.rss_mb, rss_idle_after_s: settled.after_s },
  };
}

let exitCode = 0;
try {
  if (args.read) exitCode = await (await import('./bench-read.mjs')).done;
  else {
    const result = args.scale
      ? await scaleRun({
          S,
          args,
          log,
          sleep,
          round,
          cleanups,
          children,
          ensureBuilt,
          freePort,
          startProcess,
          serverEnv,
          SERVER_MAIN,
          memoryOf,
          cpuMsOf,
          api,
          pool,
          percentiles,
          seedUsers,
          subscribedSocket,
          scratchDatabase,
          deliverySummary,
        })
      : await main();
    await cleanup();
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  }
} catch (e) {
  log(`FAILED: ${e instanceof Error ? (e.stack ?? e.message) : e}`);
  await cleanup();
  exitCode = 1;
}
process.exit(exitCode);
