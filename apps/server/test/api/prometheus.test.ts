import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/platform/config.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// A real Prometheus (Debian's `prometheus`) scrapes two app instances with its own config on loopback
// (issue 34): the request rate of one route comes back through its HTTP API, and every expression of
// the shipped Grafana dashboard runs. Skipped, saying so, only when the binary is missing.

const TOKEN = 'prometheus-scrape-token-0123456789';
const hasPrometheus = spawnSync('prometheus', ['--version']).status === 0;
if (!hasPrometheus)
  console.warn('[prometheus.test] `prometheus` is not installed (Debian: apt-get install prometheus): the real scrape is skipped');

/** PROMETHEUS_TEST_PORT, or a free port the system gives. */
async function freePort(): Promise<number> {
  if (process.env.PROMETHEUS_TEST_PORT) return Number(process.env.PROMETHEUS_TEST_PORT);
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const a = s.address();
  await new Promise((r) => s.close(r));
  return typeof a === 'object' && a ? a.port : 0;
}

/** Asks `check` every 250 ms until it answers something, for at most `ms`: waits for a state, not a time. */
async function until<T>(what: string, check: () => Promise<T | null | undefined>, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== null && v !== undefined) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${last}` : ''}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!hasPrometheus)('a real Prometheus scraping two instances', () => {
  let apps: TestApp[] = [];
  let prom: ChildProcess | null = null;
  let dir = '';
  let base = '';
  let log = '';

  const query = async (expr: string) => {
    const r = await fetch(`${base}/api/v1/query?${new URLSearchParams({ query: expr })}`);
    const body = (await r.json()) as {
      status: string;
      error?: string;
      data: { result: { metric: Record<string, string>; value: [number, string] }[] };
    };
    if (body.status !== 'success') throw new Error(`${expr}: ${body.error}`);
    return body.data.result;
  };

  beforeAll(async () => {
    apps = await Promise.all([startTestApp({ METRICS_TOKEN: TOKEN }), startTestApp({ METRICS_TOKEN: TOKEN })]);
    dir = mkdtempSync(path.join(os.tmpdir(), 'mb-prometheus-'));
    writeFileSync(path.join(dir, 'token'), TOKEN);
    const targets = apps.map((a) => `'${new URL(a.url).host}'`).join(', ');
    writeFileSync(
      path.join(dir, 'prometheus.yml'),
      `global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\nscrape_configs:\n  - job_name: modelbase\n    authorization:\n      type: Bearer\n      credentials_file: ${path.join(dir, 'token')}\n    static_configs:\n      - targets: [${targets}]\n`,
    );
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    prom = spawn(
      'prometheus',
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prom.stderr?.on('data', (d) => {
      log = (log + d).slice(-4000);
    });
    await until('Prometheus to be ready', async () => ((await fetch(`${base}/-/ready`).catch(() => null))?.ok ? true : null)).catch((e) => {
      throw new Error(`${e.message}\n${log}`);
    });
  }, 180_000);

  afterAll(async () => {
    if (prom && prom.exitCode === null) {
      const exited = new Promise((r) => prom?.once('exit', r));
      prom.kill('SIGTERM');
      await exited;
    }
    await Promise.all(apps.map((a) => a.close()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('scrapes both instances with the token, and answers the request rate of one route', async () => {
    const up = await until('both targets to be scraped', async () => {
      const r = (await (await fetch(`${base}/api/v1/targets`)).json()) as {
        data: { activeTargets: { health: string; lastError: string }[] };
      };
      const t = r.data.activeTargets;
      return t.length === 2 && t.every((x) => x.health === 'up') ? t : null;
    });
    expect(up.map((t) => t.lastError)).toEqual(['', '']);
    // Requests to one route on both instances, while Prometheus scrapes every second.
    const rate = await until('a request rate for /api/health from both instances', async () => {
      await Promise.all(apps.flatMap((a) => [a.call('health'), a.call('health')]));
      const result = await query(
        'sum by (instance) (rate(http_requests_total{job="modelbase",route="/api/health",method="GET",status="200"}[10s]))',
      );
      return result.length === 2 && result.every((s) => Number(s.value[1]) > 0) ? result : null;
    });
    expect(new Set(rate.map((s) => s.metric.instance))).toEqual(new Set(apps.map((a) => new URL(a.url).host)));
    const [total] = await query('sum(rate(http_requests_total{job="modelbase",route="/api/health"}[10s]))');
    expect(Number(total?.value[1])).toBeGreaterThan(0);
  });

  it('runs every expression of the shipped Grafana dashboard', async () => {
    const dashboard = JSON.parse(readFileSync(path.join(repoRoot(), 'ops/grafana/modelbase-dashboard.json'), 'utf8'));
    const exprs: string[] = dashboard.panels
      .filter((p: { type: string }) => p.type !== 'row')
      .flatMap((p: { targets: { expr: string }[] }) => p.targets.map((t) => t.expr));
    for (const expr of exprs) {
      const result = await query(expr.replaceAll('$job', 'modelbase').replaceAll('$__rate_interval', '10s'));
      expect(Array.isArray(result), expr).toBe(true);
    }
    // Node's own figures were scraped too.
    expect((await query('nodejs_heap_size_used_bytes{job="modelbase"}')).length).toBe(2);
  });
});
