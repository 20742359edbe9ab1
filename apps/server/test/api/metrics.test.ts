import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsPortOf } from '../../src/http/metrics.ts';
import { metricsSamples } from '../../src/platform/db/platform-schema.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// Prometheus metrics (issue 34, README "Metrics"): never public by default, behind a token or on a port
// of their own, labelled by the contract's route templates, one registry per app instance.

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** One sample's value from the text format, or undefined. */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(/,(?=[a-zA-Z_]+=)/);
    if (wanted.every((w) => have.includes(w))) return Number(m[3]);
  }
  return undefined;
}

describe('by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, undefined, { pages: true });
  });
  afterAll(() => t.close());

  it('serves no metrics: /metrics is an unknown page, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const r = await fetch(`${t.url}/metrics`, { headers });
      expect(r.status).toBe(404);
      expect(await r.text()).not.toContain('http_requests_total');
    }
  });
});

describe('METRICS_TOKEN', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    [t, other] = await Promise.all([startTestApp({ METRICS_TOKEN: TOKEN }), startTestApp({ METRICS_TOKEN: TOKEN })]);
  });
  afterAll(() => Promise.all([t.close(), other.close()]));

  const scrape = (app: TestApp, token = TOKEN) => fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });

  it('refuses a scrape without the token or with another one', async () => {
    const none = await fetch(`${t.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect(await none.text()).not.toContain('http_requests_total');
    expect((await scrape(t, `${TOKEN}x`)).status).toBe(401);
    expect((await scrape(t, TOKEN.slice(0, -1))).status).toBe(401);
  });

  it('counts requests by contract route template, method and status, with unknown paths under one label', async () => {
    await t.call('health');
    await t.call('health');
    await t.call('publicProfile', { params: { identifier: 'nobody-here' } });
    for (const p of ['/api/v1/no-such-thing', '/api/v1/other/thing', '/wp-login.php?x=1']) await fetch(t.url + p, { method: 'POST' });
    const r = await scrape(t);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/plain');
    const text = await r.text();
    expect(sampleOf(text, 'http_requests_total', { route: '/api/health', method: 'GET', status: '200' })).toBe(2);
    expect(sampleOf(text, 'http_requests_total', { route: '/api/v1/profiles/:identifier', method: 'GET', status: '404' })).toBe(1);
    expect(sampleOf(text, 'http_requests_total', { route: 'unmatched', method: 'POST', status: '404' })).toBe(3);
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain('wp-login');
    expect(sampleOf(text, 'http_request_duration_seconds_count', { route: '/api/health', method: 'GET' })).toBe(2);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",route="\/api\/health",method="GET"\}/);
  });

  it('has the platform figures and Node\u2019s own, named by Prometheus conventions', async () => {
    const text = await (await scrape(t)).text();
    for (const name of [
      'db_query_duration_seconds_count',
      'jobs_queue_depth',
      'jobs_oldest_due_age_seconds',
      'jobs_runs_total',
      'jobs_failures_total',
      'mail_outbox_backlog',
      'mail_send_attempts_total',
      'realtime_sockets_open',
      'realtime_commit_to_event_seconds_count',
      'webhook_deliveries_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
      'process_cpu_seconds_total',
    ]) {
      expect(text, name).toContain(`# TYPE ${name.replace(/_count$/, '')} `);
    }
    expect(sampleOf(text, 'db_query_duration_seconds_count')).toBeGreaterThan(0);
  });

  it('keeps one registry per app: two apps in one process count their own requests', async () => {
    await other.call('health');
    const mine = await (await scrape(t)).text();
    const theirs = await (await scrape(other)).text();
    expect(sampleOf(theirs, 'http_requests_total', { route: '/api/health', method: 'GET', status: '200' })).toBe(1);
    expect(sampleOf(mine, 'http_requests_total', { route: '/api/health', method: 'GET', status: '200' })).toBe(2);
    expect(t.ctx.metrics.registry).not.toBe(other.ctx.metrics.registry);
  });

  it('counts job runs by kind and outcome, and the queue by kind', async () => {
    t.ctx.jobs.defineJob('test.metrics_fails', async () => {
      throw new Error('on purpose');
    });
    await t.ctx.jobs.enqueue(t.ctx.db, { kind: 'test.metrics_fails', maxAttempts: 1 });
    await t.ctx.jobs.enqueue(t.ctx.db, { kind: 'test.metrics_later' });
    // This instance's worker or this call runs it, whichever claims it first.
    await t.ctx.jobs.runDue();
    const failed = async () =>
      sampleOf(await (await scrape(t)).text(), 'jobs_runs_total', { kind: 'test.metrics_fails', outcome: 'failed' });
    await expect.poll(failed, { timeout: 30_000 }).toBe(1);
    const text = await (await scrape(t)).text();
    expect(sampleOf(text, 'jobs_failures_total', { kind: 'test.metrics_fails' })).toBe(1);
    // A kind no instance runs stays due: its depth and age are reported.
    expect(sampleOf(text, 'jobs_queue_depth', { kind: 'test.metrics_later' })).toBe(1);
    expect(sampleOf(text, 'jobs_oldest_due_age_seconds', { kind: 'test.metrics_later' })).toBeGreaterThanOrEqual(0);
  });

  it('samples a minute of its request figures into metrics_samples for the System page', async () => {
    await t.ctx.metrics.sampler.sample();
    await t.call('health');
    await fetch(`${t.url}/api/v1/no-such-thing`);
    await t.ctx.metrics.sampler.sample();
    const rows = await t.ctx.db.select().from(metricsSamples);
    const last = rows.at(-1);
    expect(last?.instance).toBe(t.ctx.metrics.instance);
    // The health call, the 404 and the scrapes between the samples are this minute's; none of the earlier ones.
    expect(last?.requests).toBeGreaterThanOrEqual(2);
    expect(last?.requests).toBeLessThan(6);
    expect(last?.latency_counts.reduce((a, b) => a + b, 0)).toBe(last?.requests);
  });
});

describe('METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_PORT: '0' }, undefined, { pages: true });
  });
  afterAll(() => t.close());

  it('serves the metrics on their own loopback port, and not on the main one', async () => {
    await t.call('health');
    const port = metricsPortOf(t.app);
    expect(port).toBeGreaterThan(0);
    const r = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(r.status).toBe(200);
    expect(sampleOf(await r.text(), 'http_requests_total', { route: '/api/health', method: 'GET', status: '200' })).toBe(1);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`${t.url}/metrics`)).status).toBe(404);
  });
});
