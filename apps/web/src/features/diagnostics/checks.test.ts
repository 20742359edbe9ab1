import { DIAGNOSTICS_LIMITS, type DiagnosticsEcho } from '@mb/contract/diagnostics';
import { describe, expect, it } from 'vitest';
import {
  addressVerdict,
  apiVerdict,
  CHECKS,
  clockVerdict,
  featuresVerdict,
  median,
  proxyVerdict,
  realtimeVerdict,
  storageVerdict,
} from './checks';
import { probeFeatures, randomProbe, sameBytes, toBase64 } from './probes';
import { buildReport } from './report';

const echo = (over: Partial<DiagnosticsEcho> = {}): DiagnosticsEcho => ({
  server_time_ms: 1_800_000_000_000,
  client_ip: '203.0.113.7',
  peer_ip: '10.0.0.2',
  trusts_proxy: true,
  protocol: 'https',
  country: { code: null, reason: 'no GeoIP database is configured on the server (GEOIP_DB)' },
  proxy_headers: [],
  ...over,
});

describe('connection check verdicts', () => {
  it('API: passes with the median round trip, fails a slow one', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(apiVerdict([40, 45, 52])).toMatchObject({ status: 'passed', reason: 'The API answers in 45 ms.' });
    const slow = apiVerdict([2500, 2600, 2400]);
    expect(slow.status).toBe('failed');
    expect(slow.reason).toContain('slowly: 2.5 s');
  });

  it('realtime: passed, failed per stage with what it means, skipped without a session', () => {
    const url = 'wss://site.example/api/v1/realtime';
    expect(realtimeVerdict({ ok: true, pingMs: 12, readyMs: 30 }, url)).toMatchObject({ status: 'passed' });
    expect(realtimeVerdict({ ok: false, stage: 'open', detail: 'closed with code 1006' }, url).reason).toContain('block WebSockets');
    expect(realtimeVerdict({ ok: false, stage: 'auth', detail: 'Session expired' }, url).reason).toContain('Sign out and in again');
    expect(realtimeVerdict({ ok: false, stage: 'no-session' }, url)).toEqual({
      status: 'skipped',
      reason: 'Sign in to test the live connection.',
    });
  });

  it('storage: passed with the size and time, failed with the reason given', () => {
    expect(storageVerdict({ ok: true, totalMs: 120, bytes: 65_536, driver: 's3' }).reason).toBe(
      'A 64 KiB test file went up, through storage and back unchanged in 120 ms.',
    );
    expect(storageVerdict({ ok: false, reason: 'Storage did not accept the test file.' })).toEqual({
      status: 'failed',
      reason: 'Storage did not accept the test file.',
    });
  });

  it('address: the server-seen address with the country or why it is unknown; skipped without an answer', () => {
    expect(addressVerdict(echo()).reason).toBe(
      'The server sees you at 203.0.113.7 (country unknown: no GeoIP database is configured on the server (GEOIP_DB)).',
    );
    expect(addressVerdict(echo({ country: { code: 'NL', reason: null } })).reason).toContain('(country NL)');
    expect(addressVerdict(null).status).toBe('skipped');
  });

  it('proxy: none is a direct connection; Cloudflare headers are listed; an untrusted forwarded address fails', () => {
    expect(proxyVerdict(echo()).reason).toContain('directly');
    const cf = echo({
      proxy_headers: [
        { name: 'cf-ray', value: '8c1f2e3d4b5a6978-AMS' },
        { name: 'cf-connecting-ip', value: '203.0.113.7' },
      ],
    });
    expect(proxyVerdict(cf)).toMatchObject({
      status: 'passed',
      details: ['cf-ray: 8c1f2e3d4b5a6978-AMS', 'cf-connecting-ip: 203.0.113.7'],
    });
    const untrusted = proxyVerdict({ ...cf, trusts_proxy: false, client_ip: '172.70.1.1' });
    expect(untrusted.status).toBe('failed');
    expect(untrusted.reason).toContain('TRUST_PROXY');
    const wrongHops = proxyVerdict({ ...cf, client_ip: '172.70.1.1' });
    expect(wrongHops.status).toBe('failed');
    expect(wrongHops.reason).toContain('Cloudflare says your address is 203.0.113.7, but the server uses 172.70.1.1');
  });

  it('clock: compares with the middle of the request; fails beyond a minute', () => {
    const t = 1_800_000_000_000;
    expect(clockVerdict(echo({ server_time_ms: t }), t - 100, t + 100).status).toBe('passed');
    const ahead = clockVerdict(echo({ server_time_ms: t }), t + 5 * 60_000, t + 5 * 60_000 + 200);
    expect(ahead.status).toBe('failed');
    expect(ahead.reason).toContain('ahead of');
    const behind = clockVerdict(
      echo({ server_time_ms: t }),
      t - DIAGNOSTICS_LIMITS.clockSkewMaxMs - 5000,
      t - DIAGNOSTICS_LIMITS.clockSkewMaxMs - 4000,
    );
    expect(behind.reason).toContain('behind');
  });

  it('features: a missing required one fails with what breaks; a missing optional one only says so', () => {
    const base = [
      { name: 'WebSocket', needFor: 'live messages', present: true },
      { name: 'WebRTC', needFor: 'MB Visio video calls', present: false, optional: true },
    ];
    const ok = featuresVerdict(base);
    expect(ok.status).toBe('passed');
    expect(ok.reason).toContain('without WebRTC, MB Visio video calls will not work');
    const bad = featuresVerdict([{ ...base[0]!, present: false }, base[1]!]);
    expect(bad.status).toBe('failed');
    expect(bad.reason).toContain('Your browser lacks WebSocket: live messages');
  });

  it('features: finds what this browser has', () => {
    const names = probeFeatures().map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['fetch', 'WebSocket', 'localStorage', 'cookies', 'IntersectionObserver']));
  });
});

describe('the storage file', () => {
  it('is random bytes of the size asked, compared byte for byte', () => {
    const p = randomProbe(70_000);
    expect(p.bytes.length).toBe(70_000);
    expect(sameBytes(p.bytes, p.base64)).toBe(true);
    const changed = new Uint8Array(p.bytes);
    changed[69_999] = (changed[69_999]! + 1) % 256;
    expect(sameBytes(p.bytes, toBase64(changed))).toBe(false);
  });
});

describe('the report', () => {
  it('names the site, time, browser and member, then every check with its verdict and details', () => {
    const text = buildReport(
      {
        product: 'Velvet Rope',
        origin: 'https://velvet.example',
        at: new Date('2026-12-06T12:00:00Z'),
        userAgent: 'UA/1',
        memberId: 'm-1',
      },
      {
        api: apiVerdict([40, 45, 52]),
        proxy: proxyVerdict(echo({ proxy_headers: [{ name: 'cf-ray', value: 'abc-AMS' }] })),
        realtime: realtimeVerdict({ ok: false, stage: 'open', detail: 'closed with code 1006' }, 'wss://velvet.example/api/v1/realtime'),
      },
    );
    const lines = text.split('\n');
    expect(lines.slice(0, 6)).toEqual([
      'Velvet Rope connection check',
      'Site: https://velvet.example',
      'Time: 2026-12-06T12:00:00.000Z',
      'Browser: UA/1',
      'Member: m-1',
      'Result: 1 of 7 checks failed',
    ]);
    expect(text).toContain('[PASSED] API round trip: The API answers in 45 ms.\n    Round trips: 40 ms, 45 ms, 52 ms');
    expect(text).toContain('[FAILED] Realtime connection: The live connection could not be opened (closed with code 1006).');
    expect(text).toContain('    cf-ray: abc-AMS');
    expect(text).toContain('[NOT RUN] Device clock: not run');
    expect(lines.filter((l) => /^\[/.test(l))).toHaveLength(CHECKS.length);
  });
});
