// `node scripts/bench-cold.mjs [runs]`: cold start alone, several times. Each run spawns the built server
// (apps/server/dist/main.js) on a new empty DATA_DIR and times spawn to the first 200 from /api/health,
// then stops it. Prints one JSON document (each run, median, and the load average before and after);
// `npm run bench` measures the same thing once as cold_start.first_health_ms. BENCH_COLD_NO_TEMPLATE=1
// hides the shipped database template (DB_TEMPLATE=off), to compare against a plain initdb.
// BENCH_COLD_NODE_ARGS adds flags to node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`, not allowed in
// NODE_OPTIONS); BENCH_COLD_MAIN another build's main.js, to compare two builds. Each run also reports the server's CPU (user + system) up to its first healthy answer:
// on a loaded machine wall time waits for cores, CPU time says what the start itself costs, and the
// server's own `startup_ms` phases (from its 'is running' line). `--postgres` starts each run on a new
// empty scratch database (`mb_cold_<random>`, created and dropped) at BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test: every migration runs, as on a first deployment.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from './server-runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** user + system CPU of a live process (or, with `thread`, of that thread alone), ms (Linux /proc; null elsewhere). */
function cpuMs(pid, thread) {
  try {
    const f = readFileSync(thread ? `/proc/${pid}/task/${thread}/stat` : `/proc/${pid}/stat`, 'utf8')
      .split(') ')[1]
      .split(' ');
    return Math.round(((Number(f[11]) + Number(f[12])) * 1000) / 100);
  } catch {
    return null;
  }
}

/** CPU (ms) of a live process's threads, summed by thread name (V8's workers, libuv's pool, the main thread as 'main'). */
function cpuByThread(pid) {
  const out = {};
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = Number(tid) === pid ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.split(') ')[1].split(' ');
      out[name] = (out[name] ?? 0) + Math.round(((Number(f[11]) + Number(f[12])) * 1000) / 100);
    }
  } catch {
    /* gone */
  }
  return out;
}

/**
 * One cold start: ms from spawn to the first healthy answer, on a fresh data dir removed afterwards.
 * With `detail`, returns `{ ms, cpu_ms, main_thread_cpu_ms, startup_ms }` (the server's CPU up to that
 * answer, all threads, and its main thread's: the rest is V8's background compilers and GC, and libuv's
 * pool; and the phases its 'is running' line logged) instead of ms.
 */
export async function coldStart({ env = {}, timeoutMs = 120_000, nodeArgs = [], detail = false } = {}) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mb-cold-'));
  const port = await freePort();
  const base = { ...process.env };
  for (const k of ['DATABASE_URL', 'PUBLIC_URL', 'STORAGE_URL', 'SMTP_URL']) delete base[k];
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...nodeArgs, process.env.BENCH_COLD_MAIN ?? path.join(root, 'apps/server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...base,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(tmp, 'data'),
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise((r) => child.once('exit', r));
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  // The 'is running' line's phases; it is written just after listen, so it may come after the first answer.
  let stdout = '';
  const phases = new Promise((resolve) => {
    child.stdout.on('data', (c) => {
      stdout += c;
      const m = /"startup_ms":(\{[^}]*\})/.exec(stdout);
      if (m) resolve(JSON.parse(m[1]));
    });
    child.once('exit', () => resolve(null));
  });
  const t0 = performance.now();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
      if (performance.now() - t0 > timeoutMs) throw new Error('not healthy in time');
      try {
        const r = await fetch(`http://127.0.0.1:${port}/api/health`);
        await r.arrayBuffer();
        if (r.status === 200) break;
      } catch {
        /* not listening yet */
      }
      await sleep(10);
    }
    const ms = Math.round(performance.now() - t0);
    if (!detail) return ms;
    const cpu = { cpu_ms: cpuMs(child.pid), main_thread_cpu_ms: cpuMs(child.pid, child.pid), threads_cpu_ms: cpuByThread(child.pid) };
    return { ms, ...cpu, startup_ms: await Promise.race([phases, sleep(5000).then(() => null)]) };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** A new empty database on the PostgreSQL at `serverUrl`; `drop()` removes it. */
async function scratchDatabase(serverUrl) {
  const name = `mb_cold_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.href,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const postgres = args.includes('--postgres') || Boolean(process.env.BENCH_DATABASE_URL);
  const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
  const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const env = process.env.BENCH_COLD_NO_TEMPLATE ? { DB_TEMPLATE: 'off' } : {};
  const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const nodeArgs = process.env.BENCH_COLD_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const ms = [];
  const cpu = [];
  const mainCpu = [];
  const phases = [];
  for (let i = 0; i < runs; i++) {
    const db = postgres ? await scratchDatabase(pgUrl) : null;
    let r;
    try {
      r = await coldStart({ env: { ...env, ...(db ? { DATABASE_URL: db.url } : {}) }, nodeArgs, detail: true });
    } finally {
      await db?.drop();
    }
    ms.push(r.ms);
    cpu.push(r.cpu_ms);
    mainCpu.push(r.main_thread_cpu_ms);
    phases.push(r.startup_ms);
    process.stderr.write(
      `[cold] run ${i + 1}: ${r.ms} ms (server CPU ${r.cpu_ms} ms, main thread ${r.main_thread_cpu_ms}) phases ${JSON.stringify(r.startup_ms)} threads ${JSON.stringify(r.threads_cpu_ms)}\n`,
    );
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const result = {
    driver: postgres ? 'postgres' : 'pglite',
    template: !postgres && !process.env.BENCH_COLD_NO_TEMPLATE,
    node_args: nodeArgs,
    runs: ms,
    median_ms: median(ms),
    min_ms: Math.min(...ms),
    cpu_ms: cpu,
    median_cpu_ms: median(cpu),
    main_thread_cpu_ms: mainCpu,
    median_main_thread_cpu_ms: median(mainCpu),
    startup_ms: phases,
    loadavg_before: loadBefore,
    loadavg_after: os.loadavg().map((l) => Math.round(l * 100) / 100),
    at: new Date().toISOString(),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
