import { randomBytes } from 'node:crypto';
import { DIAGNOSTICS_LIMITS, DIAGNOSTICS_MESSAGES } from '@mb/contract/diagnostics';
import { MESSAGES } from '@mb/contract/ui-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/platform/i18n.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// The connection check of /cloudflare-test (issue 31): what the server sees of a request, and a
// storage round trip that keeps nothing and cannot be used to fill storage.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await signUpUser(t)).token;
});
afterAll(async () => {
  await t.close();
});

const probeFiles = () => t.ctx.storage.list('uploads', 'diagnostics/');

describe('GET /api/v1/diagnostics/echo', () => {
  it('answers the server time, the forwarded address (TRUST_PROXY=1), and only the proxy headers of the allow-list', async () => {
    const before = Date.now();
    const r = await t.call('diagnosticsEcho', {
      token,
      headers: {
        'x-forwarded-for': '203.0.113.7',
        'cf-ray': '8c1f2e3d4b5a6978-AMS',
        'cf-connecting-ip': '203.0.113.7',
        'cf-ipcountry': 'NL',
        via: '1.1 proxy.example.test',
        cookie: 'secret=1',
        'x-custom-header': 'not reported',
      },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.data.server_time_ms).toBeGreaterThanOrEqual(before);
    expect(r.data.server_time_ms).toBeLessThanOrEqual(Date.now());
    expect(r.data.client_ip).toBe('203.0.113.7');
    expect(r.data.peer_ip).toMatch(/127\.0\.0\.1/);
    expect(r.data.trusts_proxy).toBe(true);
    expect(r.data.protocol).toBe('http');
    expect(r.data.proxy_headers).toEqual([
      { name: 'cf-ray', value: '8c1f2e3d4b5a6978-AMS' },
      { name: 'cf-connecting-ip', value: '203.0.113.7' },
      { name: 'cf-ipcountry', value: 'NL' },
      { name: 'x-forwarded-for', value: '203.0.113.7' },
      { name: 'via', value: '1.1 proxy.example.test' },
    ]);
    // No GeoIP database in tests: the country is unknown, and the answer says why.
    expect(r.data.country).toEqual({ code: null, reason: DIAGNOSTICS_MESSAGES.geoipUnset });
  });

  it("says why the country is unknown in the request's language (issue 36)", async () => {
    const de = await t.call('diagnosticsEcho', { token, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(de.data.country).toEqual({ code: null, reason: 'auf dem Server ist keine GeoIP-Datenbank eingerichtet (GEOIP_DB)' });
    const es = await t.call('diagnosticsEcho', { token, headers: { 'accept-language': 'es' } });
    expect(es.data.country.reason).toBe(translate('es', DIAGNOSTICS_MESSAGES.geoipUnset));
    expect(es.data.country.reason).not.toBe(DIAGNOSTICS_MESSAGES.geoipUnset);
  });

  it('is for members: a visitor is asked to sign in', async () => {
    const r = await t.call('diagnosticsEcho');
    expect(r.status).toBe(401);
    expect(r.error?.message).toBe(MESSAGES.signInRequired);
  });
});

describe('POST /api/v1/diagnostics/storage', () => {
  it('stores the file, gives the same bytes back and keeps nothing', async () => {
    const sent = randomBytes(DIAGNOSTICS_LIMITS.storageProbeBytes);
    const r = await t.call('diagnosticsStorage', { token, body: { data: sent.toString('base64') } });
    expect(r.status).toBe(200);
    expect(Buffer.from(r.data.data, 'base64').equals(sent)).toBe(true);
    expect(r.data.bytes).toBe(sent.length);
    expect(r.data.driver).toBe('local');
    for (const ms of [r.data.write_ms, r.data.read_ms, r.data.delete_ms]) expect(ms).toBeGreaterThanOrEqual(0);
    expect(await probeFiles()).toEqual([]);
  });

  it('refuses a file over 64 KiB and a body that is not base64, storing nothing', async () => {
    const big = await t.call('diagnosticsStorage', {
      token,
      body: { data: randomBytes(DIAGNOSTICS_LIMITS.storageProbeBytes + 3).toString('base64') },
    });
    expect(big.status).toBe(400);
    expect(big.error?.fields?.data).toBe('The test file is at most 64 KiB.');
    const junk = await t.call('diagnosticsStorage', { token, body: { data: 'not base64 at all!' } });
    expect(junk.status).toBe(400);
    expect(junk.error?.fields?.data).toBe('The test file must be base64.');
    expect(await probeFiles()).toEqual([]);
  });

  it('says plainly when storage fails, and still deletes what it wrote', async () => {
    const storage = t.ctx.storage;
    const { put, get } = storage;
    try {
      storage.put = async () => {
        throw new Error('connect ECONNREFUSED');
      };
      const w = await t.call('diagnosticsStorage', { token, body: { data: randomBytes(1024).toString('base64') } });
      expect(w.status).toBe(503);
      expect(w.error?.message).toBe(DIAGNOSTICS_MESSAGES.storageWriteFailed);
      expect(JSON.stringify(w.error)).not.toContain('ECONNREFUSED');
      storage.put = put;
      storage.get = async () => {
        throw new Error('read timeout');
      };
      const r = await t.call('diagnosticsStorage', { token, body: { data: randomBytes(1024).toString('base64') } });
      expect(r.status).toBe(503);
      expect(r.error?.message).toBe(DIAGNOSTICS_MESSAGES.storageReadFailed);
      expect(await probeFiles()).toEqual([]);
    } finally {
      storage.put = put;
      storage.get = get;
    }
  });

  it(`allows ${DIAGNOSTICS_LIMITS.storagePerWindow} runs a member in ${DIAGNOSTICS_LIMITS.storageWindowSeconds / 60} minutes`, async () => {
    const member = await signUpUser(t);
    const body = { data: randomBytes(16).toString('base64') };
    for (let i = 0; i < DIAGNOSTICS_LIMITS.storagePerWindow; i++) {
      expect((await t.call('diagnosticsStorage', { token: member.token, body })).status).toBe(200);
    }
    const over = await t.call('diagnosticsStorage', { token: member.token, body });
    expect(over.status).toBe(429);
    expect(over.error?.message).toBe(MESSAGES.tooManyRequests);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('counts per address too: one address cannot run it for many accounts without end', async () => {
    const address = { 'x-forwarded-for': '192.0.2.55' };
    const body = { data: randomBytes(16).toString('base64') };
    const limit = DIAGNOSTICS_LIMITS.storagePerWindow * 3;
    let ok = 0;
    let status = 200;
    let runner = '';
    for (let i = 0; status === 200 && i < limit + 1; i++) {
      // A new member every storagePerWindow runs, so the member's own limit never decides.
      if (i % DIAGNOSTICS_LIMITS.storagePerWindow === 0) runner = (await signUpUser(t)).token;
      status = (await t.call('diagnosticsStorage', { token: runner, body, headers: address })).status;
      if (status === 200) ok++;
    }
    expect(ok).toBe(limit);
    expect(status).toBe(429);
  });
});
