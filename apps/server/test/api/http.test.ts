import { createHash } from 'node:crypto';
import type { RouteDef } from '@mb/contract/route-def';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const onPostgres = !!process.env.DATABASE_URL;

describe('/api/health', () => {
  it('reports ok, the version, the product and the database driver in use', async () => {
    const r = await t.call('health');
    expect(r.status).toBe(200);
    expect(r.data.status).toBe('ok');
    expect(r.data.product).toBe('ModelBase');
    expect(r.data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(r.data.database.driver).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(r.data.database.ok).toBe(true);
    expect(r.data.database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(r.data.uptime_s).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 "degraded" when the database does not answer', async () => {
    const { database } = t.ctx;
    const query = database.query;
    database.query = async () => {
      throw new Error('connection lost');
    };
    try {
      const r = await t.call('health');
      expect(r.status).toBe(503);
      const body = (await (await fetch(`${t.url}/api/health`)).json()) as { status: string; database: { ok: boolean } };
      expect(body.status).toBe('degraded');
      expect(body.database.ok).toBe(false);
    } finally {
      database.query = query;
    }
  });
});

describe('/api/docs', () => {
  it('is an OpenAPI 3.1 document listing every route of the contract, each of them served', async () => {
    const res = await fetch(`${t.url}/api/docs`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { operationId: string; security?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toContain('ModelBase');
    const entries = Object.entries(routes) as [string, RouteDef][];
    expect(entries.length).toBeGreaterThan(5);
    for (const [name, def] of entries) {
      const p = def.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const op = doc.paths[p]?.[def.method.toLowerCase()];
      expect(op, `${name} ${def.method} ${p}`).toBeDefined();
      expect(op?.operationId).toBe(name);
      expect(Object.keys(op?.responses ?? {})).toContain(String(def.status ?? 200));
      // Public operations say so with an empty list (Redocly's security-defined), the others name the scheme.
      expect(op?.security, `${name} security`).toEqual(def.access === 'public' ? [] : [{ bearer: [] }]);
      expect(t.app.hasRoute({ method: def.method, url: def.path }), `${name} is served`).toBe(true);
    }
    const documented = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(documented).toBe(entries.length);
    // Every upload route says it takes a multipart file.
    const uploads = entries.filter(([, def]) => def.multipart);
    expect(uploads.map(([, def]) => def.path)).toEqual(expect.arrayContaining(['/api/v1/uploads', '/api/v1/profiles/me/avatar']));
    for (const [, def] of uploads) {
      expect(doc.paths[def.path.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[def.method.toLowerCase()], `${def.method} ${def.path}`).toMatchObject({
        requestBody: { content: { 'multipart/form-data': expect.anything() } },
      });
    }
  });
});

describe('security headers', () => {
  const csp = (h: Headers) =>
    Object.fromEntries(
      (h.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;

  it.each([
    ['a JSON route', '/api/health'],
    ['a JSON 404', '/api/v1/nope'],
    ['the web app', '/some/page'],
  ])('on %s: strict CSP, nosniff, referrer policy, no framing', async (_, p) => {
    const res = await fetch(t.url + p, { headers: { accept: 'text/html' } });
    const policy = csp(res.headers);
    // Besides 'self', only the hashes of the page's own inline scripts (the theme script of a built
    // index.html, ARCHITECTURE "First page"): never a blanket allowance.
    const body = await res.text();
    const inline = [...body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[1] ?? '')
          .digest('base64')}'`,
    );
    expect(policy['script-src']).toEqual(["'self'", ...inline]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('HSTS only when the request came over https through a trusted proxy', async () => {
    // startTestApp trusts one proxy hop (TRUST_PROXY=1): the test client plays the balancer.
    const plain = await fetch(`${t.url}/api/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const tls = await fetch(`${t.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);

    // Without TRUST_PROXY the same header is a client's claim and is ignored.
    const untrusting = await buildApp({ ...t.ctx, config: { ...t.ctx.config, TRUST_PROXY: false } });
    try {
      const r = await untrusting.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(r.statusCode).toBe(200);
      expect(r.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await untrusting.close();
    }
  });
});

describe('caching of answers', () => {
  it('every API answer to a request with a token says no-store, errors included; anonymous public answers keep theirs', async () => {
    const u = await signUpUser(t);
    for (const name of ['me', 'myProfile', 'sessions', 'pricing', 'siteInfo'] as const) {
      const r = await t.call(name, { token: u.token });
      expect(r.status, name).toBe(200);
      expect(r.headers.get('cache-control'), name).toBe('no-store');
    }
    const refused = await t.call('me', { token: 'not-a-token' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await t.call('pricing')).headers.get('cache-control')).toBe('public, max-age=300');
  });
});

describe('request ids', () => {
  it('every response carries x-request-id, errors and 404s included', async () => {
    const ids = new Set<string>();
    for (const [p, init] of [
      ['/api/health', {}],
      ['/api/v1/nope', {}],
      ['/api/v1/auth/user', {}],
      ['/api/v1/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
      ['/storage/uploads/x/y-1.png', {}],
      ['/api/docs', {}],
    ] as const) {
      const res = await fetch(t.url + p, init);
      const id = res.headers.get('x-request-id');
      expect(id, p).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id ?? '');
    }
    expect(ids.size).toBe(6);
  });

  it("keeps a proxy's request id so one id follows the request through", async () => {
    const res = await fetch(`${t.url}/api/health`, { headers: { 'x-request-id': 'lb-7f3a91' } });
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a91');
  });
});

describe('errors', () => {
  it.each([
    ['GET', '/api/v1/does-not-exist'],
    ['POST', '/api/v1/does-not-exist'],
    ['GET', '/api/nothing/here.json'],
    ['DELETE', '/api/health'],
  ])('unknown %s %s is a JSON 404, never the web app', async (method, p) => {
    const res = await fetch(t.url + p, { method, headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toBeTruthy();
  });

  it('an unexpected error is a 500 {error:{code:"internal"}} with no stack or internal message', async () => {
    const app = await buildApp(t.ctx);
    app.get('/api/v1/boom', async () => {
      throw new Error('db password is hunter2 at /srv/app/secret.ts:12');
    });
    app.get('/api/v1/boom-sync', () => {
      throw Object.assign(new TypeError('cannot read x of undefined'), { statusCode: 502 });
    });
    try {
      for (const url of ['/api/v1/boom', '/api/v1/boom-sync']) {
        const r = await app.inject({ url });
        expect(r.statusCode, url).toBe(500);
        expect(r.headers['content-type']).toMatch(/^application\/json/);
        expect(r.json()).toEqual({ error: { code: 'internal', message: MESSAGES.unexpected } });
        expect(r.body).not.toMatch(/hunter2|secret\.ts|cannot read|\bat\s+\S+:\d+/);
        expect(r.headers['x-request-id']).toBeTruthy();
      }
    } finally {
      await app.close();
    }
  });

  it('a too-large JSON body is a 413 in the error shape', async () => {
    const res = await fetch(`${t.url}/api/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });
});
