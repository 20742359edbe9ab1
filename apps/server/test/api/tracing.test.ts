import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { startTracing } from '../../src/platform/tracing.ts';
import type { Tracing } from '../../src/platform/tracing-types.ts';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from '../helpers/otlp-receiver.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// OpenTelemetry traces (README "Traces"), checked at an OTLP/HTTP receiver this test runs: what a
// collector would get over the wire, decoded from protobuf here.

const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;

let receiver: OtlpReceiver;
let tracing: Tracing;
let t: TestApp;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  const config = loadConfig({}, { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: 'modelbase-test' });
  tracing = startTracing(config);
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  // LOG_LEVEL debug: Fastify writes its per-request lines, which must carry the trace id too.
  const log = pino({ level: 'debug', mixin: tracing.logFields }, sink);
  t = await startTestApp({ LOG_LEVEL: 'debug', JOBS_POLL_MS: '100', TEST_HOOKS: 'on' }, undefined, { tracing, log });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await tracing?.shutdown();
  await receiver?.close();
});

/** Waits until the receiver holds spans matching `pick` (exports are batched; flushed on demand here). */
async function received(pick: (s: ReceivedSpan) => boolean, count = 1): Promise<ReceivedSpan[]> {
  let found: ReceivedSpan[] = [];
  await vi.waitFor(
    async () => {
      await tracing.flush();
      found = receiver.spans.filter(pick);
      if (found.length < count) throw new Error(`${found.length} of ${count} spans so far`);
    },
    { timeout: 20_000, interval: 50 },
  );
  return found;
}

describe('traces over OTLP', () => {
  it('a request is one server span named by its contract route, continuing the caller trace, with its SQL inside', async () => {
    const m = await signUpUser(t, 'creator');
    const traceId = randomBytes(16).toString('hex');
    const parent = randomBytes(8).toString('hex');
    const res = await fetch(`${t.url}/api/v1/profiles/${m.userId}`, {
      headers: { authorization: `Bearer ${m.token}`, traceparent: `00-${traceId}-${parent}-01` },
    });
    const requestId = res.headers.get('x-request-id');
    expect(res.status).toBeLessThan(500);
    const [server] = await received((s) => s.traceId === traceId && s.kind === SERVER);
    expect(server?.name).toBe('GET /api/v1/profiles/:identifier');
    expect(server?.parentSpanId).toBe(parent);
    expect(server?.attributes['http.route']).toBe('/api/v1/profiles/:identifier');
    expect(server?.attributes['http.response.status_code']).toBe(res.status);
    expect(server?.service).toBe('modelbase-test');
    // Its statements are its children: the session check, the profile read.
    const sql = await received((s) => s.traceId === traceId && s.attributes['db.system'] === 'postgresql');
    expect(sql.every((s) => s.kind === CLIENT && s.parentSpanId === server?.spanId)).toBe(true);
    expect(sql.some((s) => /^select /.test(s.name))).toBe(true);
    // Every log line of that request carries its trace id.
    const mine = lines.filter((l) => l.reqId === requestId);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((l) => l.trace_id === traceId)).toBe(true);
  });

  it('an outgoing call (the payment provider) is a client span whose far side continues the same trace', async () => {
    const m = await signUpUser(t, 'creator');
    const r = await t.call('startCheckout', { token: m.token, body: { plan_id: 'creator-pro', billing_cycle: 'monthly' } });
    expect(r.status).toBe(200);
    const [request] = await received((s) => s.kind === SERVER && s.name === 'POST /api/v1/billing/checkout');
    const calls = await received(
      (s) => s.traceId === request?.traceId && s.kind === CLIENT && s.attributes['url.path']?.toString().startsWith('/paybox') === true,
    );
    expect(calls[0]?.parentSpanId).toBe(request?.spanId);
    expect(calls[0]?.attributes['http.response.status_code']).toBe(200);
    // The built-in provider is this same server: the traceparent crossed the wire, so its span is the call's child.
    const far = await received((s) => s.kind === SERVER && s.parentSpanId === calls[0]?.spanId);
    expect(far[0]?.traceId).toBe(request?.traceId);
  });

  it('a job run is a trace of its own, with its SQL, storage and HTTP calls as children', async () => {
    t.ctx.jobs.defineJob('test.traced', async () => {
      await t.ctx.database.query('select count(*) from jobs');
      await t.ctx.storage.list('uploads', 'nothing-here/');
      await (await fetch(`${t.url}/api/health`)).arrayBuffer();
    });
    await t.ctx.jobs.enqueue(t.ctx.db, { kind: 'test.traced' });
    const [job] = await received((s) => s.name === 'job test.traced');
    expect(job?.kind).toBe(CONSUMER);
    expect(job?.parentSpanId).toBe('');
    const children = await received((s) => s.parentSpanId === job?.spanId, 3);
    expect(children.map((s) => s.name)).toEqual(expect.arrayContaining(['select jobs', 'storage list', 'GET 127.0.0.1']));
  });

  it('sends protobuf to <endpoint>/v1/traces and nothing else', () => {
    expect(receiver.rejected).toEqual([]);
  });
});
