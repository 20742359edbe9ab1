// `node scripts/bench-cold.mjs [runs]`: cold start alone, several times. Each run spawns the built server
// (apps/server/dist/main.js) on a new empty DATA_DIR and times spawn to the first 200 from /api/health,
// then stops it. Prints one JSON document (each run, median, and the load average before and after);
// `npm run bench` measures the same thing once as cold_start.first_health_ms. BENCH_COLD_NO_TEMPLATE=1
// hides the shipped database template (DB_TEMPLATE=off), to compare against a plain initdb.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

/** One cold start: ms from spawn to the first healthy answer, on a fresh data dir removed afterwards. */
export async function coldStart({ env = {}, timeoutMs = 120_000 } = {}) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mb-cold-'));
  const port = await freePort();
  const base = { ...process.env };
  for (const k of ['DATABASE_URL', 'PUBLIC_URL', 'STORAGE_URL', 'SMTP_URL']) delete base[k];
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...base,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr += c;
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
    return Math.round(performance.now() - t0);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 5);
  const env = process.env.BENCH_COLD_NO_TEMPLATE ? { DB_TEMPLATE: 'off' } : {};
  const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const ms = [];
  for (let i = 0; i < runs; i++) {
    ms.push(await coldStart({ env }));
    process.stderr.write(`[cold] run ${i + 1}: ${ms.at(-1)} ms\n`);
  }
  const sorted = [...ms].sort((a, b) => a - b);
  const result = {
    template: !process.env.BENCH_COLD_NO_TEMPLATE,
    runs: ms,
    median_ms: sorted[Math.floor(sorted.length / 2)],
    min_ms: sorted[0],
    loadavg_before: loadBefore,
    loadavg_after: os.loadavg().map((l) => Math.round(l * 100) / 100),
    at: new Date().toISOString(),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
