import { SYSTEM_PARTS } from '@mb/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// The admin System page's API (issue 34): parts, queues, recent errors and the request series, from
// the same figures as /metrics (the samples every instance writes each minute).

let t: TestApp;
let admin: { token: string };
let moderator: { token: string };

beforeAll(async () => {
  t = await startTestApp();
  const [a, m] = [await signUpUser(t), await signUpUser(t)];
  await t.ctx.db.insert(staffRoles).values([
    { user_id: a.userId, role: 'admin', permissions: [] },
    { user_id: m.userId, role: 'moderator', permissions: ['content_moderation'] },
  ]);
  admin = a;
  moderator = m;
});
afterAll(() => t.close());

describe('GET /api/v1/admin/system', () => {
  it('is for admins only', async () => {
    expect((await t.call('adminSystem')).status).toBe(401);
    expect((await t.call('adminSystem', { token: moderator.token })).status).toBe(403);
    expect((await t.call('adminSystem', { token: admin.token })).status).toBe(200);
  });

  it("answers every part's state: the platform's own and those the hub and billing features check", async () => {
    const r = await t.call('adminSystem', { token: admin.token });
    expect(r.data.parts.map((p) => p.part)).toEqual([...SYSTEM_PARTS]);
    const state = Object.fromEntries(r.data.parts.map((p) => [p.part, p.state]));
    // No SMTP_URL in tests: mail stays in the outbox, which is "off", not a failure.
    expect(state).toEqual({ database: 'ok', storage: 'ok', mail: 'off', hub: 'ok', payments: 'ok', realtime: 'ok' });
    expect(r.data.parts.find((p) => p.part === 'database')?.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('charts the samples of every instance together: request rate, error rate and p95 per window', async () => {
    const before = await t.call('adminSystem', { token: admin.token });
    expect(before.data.instances).toBe(0);
    await t.ctx.metrics.sampler.sample();
    for (let i = 0; i < 5; i++) await t.call('health');
    await t.ctx.metrics.sampler.sample();
    // Another instance's minute with a server error, written as its sampler would.
    await t.ctx.database.query(
      `insert into metrics_samples (instance, requests, server_errors, latency_counts, errors) values ('other-1', 10, 1, $1, $2)`,
      [
        JSON.stringify([0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 0, 0]),
        JSON.stringify([{ at: new Date().toISOString(), method: 'POST', route: '/api/v1/messages', status: 503, request_id: 'req-1' }]),
      ],
    );
    const r = await t.call('adminSystem', { token: admin.token });
    expect(r.data.instances).toBe(2);
    const point = r.data.series.at(-1);
    expect(point?.requests_per_min).toBeGreaterThan(0);
    expect(point?.error_rate).toBeGreaterThan(0);
    expect(point?.error_rate).toBeLessThan(1);
    // The other instance's ten slow requests (2.5-5 s) are over 5 % of the window: the p95 is among them.
    expect(point?.p95_ms).toBeGreaterThan(2500);
    expect(r.data.recent_errors).toContainEqual(
      expect.objectContaining({ source: 'request', title: 'POST /api/v1/messages', detail: '503, request req-1' }),
    );
  });

  it('lists the job queues and failed jobs among the recent errors', async () => {
    t.ctx.jobs.defineJob('test.system_fails', async () => {
      throw new Error('the outside system said no');
    });
    await t.ctx.jobs.enqueue(t.ctx.db, { kind: 'test.system_fails', maxAttempts: 1 });
    await t.ctx.jobs.enqueue(t.ctx.db, { kind: 'test.system_waits' });
    // This instance's worker or this call runs it, whichever claims it first.
    await t.ctx.jobs.runDue();
    await expect
      .poll(
        async () =>
          (await t.call('adminSystem', { token: admin.token })).data.queues.find((q) => q.kind === 'test.system_fails')?.failed_24h,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    const r = await t.call('adminSystem', { token: admin.token });
    expect(r.data.queues).toContainEqual(expect.objectContaining({ kind: 'test.system_waits', due: 1, running: 0 }));
    expect(r.data.queues).toContainEqual(expect.objectContaining({ kind: 'test.system_fails', due: 0, failed_24h: 1 }));
    expect(r.data.recent_errors).toContainEqual(
      expect.objectContaining({ source: 'job', title: 'test.system_fails', detail: 'Failed for good: the outside system said no' }),
    );
  });
});
