// The operator files under ops/ (README "Metrics"): Prometheus must accept the alert rules, and the
// alerts must fire on the made-up series of alerts.test.yml. The Grafana dashboard's expressions are
// run against a real Prometheus by apps/server/test/api/prometheus.test.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const rules = path.join(root, 'ops/prometheus');
const promtool = spawnSync('promtool', ['--version']).status === 0;
if (!promtool) console.warn('[ops-files] promtool is not installed (Debian: apt-get install prometheus): the rule checks are skipped');

describe.skipIf(!promtool)('Prometheus alert rules (promtool)', () => {
  it('are valid rules', () => {
    const out = execFileSync('promtool', ['check', 'rules', 'alerts.yml'], { cwd: rules, encoding: 'utf8' });
    expect(out).toContain('SUCCESS');
  });

  it('fire on error rate, queue age and p99 latency as alerts.test.yml expects', () => {
    const r = spawnSync('promtool', ['test', 'rules', 'alerts.test.yml'], { cwd: rules, encoding: 'utf8' });
    expect(r.stdout + r.stderr).toContain('SUCCESS');
    expect(r.status).toBe(0);
  });
});

describe('the Grafana dashboard', () => {
  const dashboard = JSON.parse(readFileSync(path.join(root, 'ops/grafana/modelbase-dashboard.json'), 'utf8'));
  it('charts the metrics the server serves, each panel with a query', () => {
    const exprs: string[] = dashboard.panels
      .filter((p: { type: string }) => p.type !== 'row')
      .flatMap((p: { targets: { expr: string }[] }) => p.targets.map((t) => t.expr));
    expect(exprs.length).toBeGreaterThan(10);
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'jobs_oldest_due_age_seconds',
      'realtime_commit_to_event_seconds_bucket',
      'db_query_duration_seconds_bucket',
    ]) {
      expect(
        exprs.some((e) => e.includes(name)),
        name,
      ).toBe(true);
    }
  });
});
