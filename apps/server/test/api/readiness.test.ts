import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// GET /api/ready (features/health README): whether this instance can serve, for load balancers.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('readiness', () => {
  it('is ready on a reachable, migrated database and storage, and says so without caching', async () => {
    const r = await t.call('readiness');
    expect(r.status).toBe(200);
    expect(r.data.status).toBe('ready');
    expect(r.data.reasons).toEqual([]);
    expect(r.data.checks.database.ok).toBe(true);
    expect(r.data.checks.migrations).toMatchObject({ ok: true });
    expect(r.data.checks.migrations.applied).toBe(r.data.checks.migrations.shipped);
    expect(r.data.checks.storage).toMatchObject({ ok: true, driver: 'local' });
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 with Retry-After and the reason when storage cannot be reached; ready again when it can', async () => {
    const ping = t.ctx.storage.ping;
    t.ctx.storage.ping = async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.7:9000 (secret-bucket)');
    };
    try {
      const r = await t.call('readiness');
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe('5');
      const body = (await (await fetch(`${t.url}/api/ready`)).json()) as { reasons: string[]; checks: { storage: { ok: boolean } } };
      expect(body.reasons).toEqual(['storage_unreachable']);
      expect(body.checks.storage.ok).toBe(false);
      // No error text, host or bucket name reaches the public answer.
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|10\.0\.0\.7|secret-bucket/);
    } finally {
      t.ctx.storage.ping = ping;
    }
    expect((await t.call('readiness')).status).toBe(200);
  });

  it('answers 503 when the database does not answer, or lacks a migration this version ships', async () => {
    const query = t.ctx.database.query;
    t.ctx.database.query = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    };
    try {
      const r = await fetch(`${t.url}/api/ready`);
      expect(r.status).toBe(503);
      expect(((await r.json()) as { reasons: string[] }).reasons).toEqual(['database_unreachable']);
    } finally {
      t.ctx.database.query = query;
    }
    // The newest migration's record removed: as if this version were started on an older database.
    const [last] = await t.ctx.database.query<{ id: number; hash: string; created_at: string }>(
      'select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    await t.ctx.database.query('delete from drizzle.__drizzle_migrations where id = $1', [last?.id]);
    try {
      const r = await fetch(`${t.url}/api/ready`);
      expect(r.status).toBe(503);
      const body = (await r.json()) as { reasons: string[]; checks: { migrations: { ok: boolean; applied: number; shipped: number } } };
      expect(body.reasons).toEqual(['migrations_pending']);
      expect(body.checks.migrations.applied).toBe(body.checks.migrations.shipped - 1);
    } finally {
      await t.ctx.database.query('insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)', [
        last?.id,
        last?.hash,
        last?.created_at,
      ]);
    }
    expect((await t.call('readiness')).status).toBe(200);
  });

  it('once stopping: 503 "stopping" first, while health still answers and every response closes its connection', async () => {
    t.ctx.lifecycle.beginStop();
    const ready = await fetch(`${t.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { reasons: string[] }).reasons).toEqual(['stopping']);
    expect(ready.headers.get('connection')).toBe('close');
    const health = await fetch(`${t.url}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('connection')).toBe('close');
  });
});
