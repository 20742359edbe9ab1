import type { DiagnosticsEcho } from '@mb/contract/diagnostics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n';
import { addressVerdict, apiVerdict, clockVerdict, featuresVerdict, storageVerdict } from './checks';
import { buildReport } from './report';

// The verdicts in the member's language (docs/ARCHITECTURE.md "Languages"): whole German sentences,
// with what was measured (an address, a driver, a timing) filled in, numbers written the German way.

const echo = (over: Partial<DiagnosticsEcho> = {}): DiagnosticsEcho => ({
  server_time_ms: 1_800_000_000_000,
  client_ip: '203.0.113.7',
  peer_ip: '10.0.0.2',
  trusts_proxy: true,
  protocol: 'HTTP/2',
  // As the server sends it to a German request.
  country: { code: null, reason: 'auf dem Server ist keine GeoIP-Datenbank eingerichtet (GEOIP_DB)' },
  proxy_headers: [],
  ...over,
});

describe('connection check verdicts in German', () => {
  beforeAll(() => activateLocale('de'));
  afterAll(() => activateLocale('en'));

  it('storage: the size and the time in German, the driver as it is', () => {
    expect(storageVerdict({ ok: true, totalMs: 1520, bytes: 65_536, driver: 's3' })).toEqual({
      status: 'passed',
      reason: 'Eine Testdatei mit 64 KiB wurde in 1,5 s hochgeladen, durch den Speicher geleitet und unverändert zurückgeladen.',
      details: ['Speicher: s3'],
    });
  });

  it('address: the server’s own reason inside a German sentence; the protocol as it is', () => {
    expect(addressVerdict(echo())).toEqual({
      status: 'passed',
      reason: 'Der Server sieht dich unter 203.0.113.7 (Land unbekannt: auf dem Server ist keine GeoIP-Datenbank eingerichtet (GEOIP_DB)).',
      details: ['Protokoll: HTTP/2'],
    });
    expect(addressVerdict(null).reason).toBe('Die API hat nicht geantwortet, daher konnte der Server nicht sagen, was er sieht.');
  });

  it('api, clock and features: timings, lists and the number of missing features in German', () => {
    expect(apiVerdict([40, 45, 52])).toEqual({
      status: 'passed',
      reason: 'Die API antwortet in 45 ms.',
      details: ['Roundtrips: 40 ms, 45 ms und 52 ms'],
    });
    const t = 1_800_000_000_000;
    expect(clockVerdict(echo({ server_time_ms: t }), t + 90_000, t + 90_500)).toEqual({
      status: 'failed',
      reason:
        'Die Uhr deines Geräts geht gegenüber der des Servers 90,3 s vor. Stell sie auf automatische Aktualisierung: Sonst stimmen angezeigte Zeiten und ablaufende Links nicht.',
      details: ['Gerät 90,3 s voraus (±250 ms)'],
    });
    const missing = (n: number) =>
      featuresVerdict(
        [
          { name: 'WebSocket', needFor: 'Live-Nachrichten', present: false },
          { name: 'localStorage', needFor: 'das Angemeldetbleiben', present: false },
        ].slice(0, n),
      ).reason;
    expect(missing(1)).toBe(
      'Deinem Browser fehlt WebSocket: Live-Nachrichten. Aktualisiere den Browser oder schalte die Einstellung oder Erweiterung aus, die es blockiert.',
    );
    expect(missing(2)).toMatch(/^Deinem Browser fehlen WebSocket, localStorage: Live-Nachrichten; das Angemeldetbleiben\. /);
  });

  it('the report: its frame in German, the time and details as measured', () => {
    const text = buildReport(
      { product: 'Velvet Rope', origin: 'https://velvet.example', at: new Date('2026-12-06T12:00:00Z'), userAgent: 'UA/1', memberId: null },
      { storage: storageVerdict({ ok: true, totalMs: 120, bytes: 65_536, driver: 'local' }) },
    );
    expect(text.split('\n').slice(0, 6)).toEqual([
      'Verbindungstest für Velvet Rope',
      'Website: https://velvet.example',
      'Zeit: 2026-12-06T12:00:00.000Z',
      'Browser: UA/1',
      'Mitglied: nicht angemeldet',
      'Ergebnis: keine Prüfung fehlgeschlagen',
    ]);
    expect(text).toContain(
      '[BESTANDEN] Upload und Download über den Speicher: Eine Testdatei mit 64 KiB wurde in 120 ms hochgeladen, durch den Speicher geleitet und unverändert zurückgeladen.\n    Speicher: local',
    );
    expect(text).toContain('[NICHT AUSGEFÜHRT] Geräteuhr: nicht ausgeführt');
  });
});
