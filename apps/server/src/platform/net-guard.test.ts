import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { allowPrivateTargets, isPrivateHost, isPublicAddress, outgoingUrlProblem } from './net-guard.ts';

// The one check of outgoing addresses (issue 31: https://[::127.0.0.1] passed it).

describe('isPublicAddress', () => {
  it('judges IPv4 carried in IPv6 however it is written', () => {
    for (const a of [
      '::127.0.0.1',
      '::7f00:1',
      '0:0:0:0:0:0:7f00:1',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '::ffff:0:10.0.0.1',
      '::8.8.8.8',
      '64:ff9b::8.8.8.8',
      '64:ff9b:1::a00:1',
      '2002:7f00:1::1',
      '2001:0:4136:e378::1',
      'fe80::1',
      'fe80::1%eth0',
      'fd12:3456::1',
      'ff02::1',
    ])
      expect(isPublicAddress(a), a).toBe(false);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('::FFFF:0808:0808')).toBe(true);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    expect(isPublicAddress('93.184.216.34')).toBe(true);
  });

  it('refuses the IPv4 private, loopback, link-local and reserved ranges', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '255.255.255.255'])
      expect(isPublicAddress(a), a).toBe(false);
  });
});

describe('outgoingUrlProblem', () => {
  it('in production: https only, a public host, no credentials', () => {
    expect(outgoingUrlProblem('https://hooks.example.com/x', false)).toBeNull();
    expect(outgoingUrlProblem('http://hooks.example.com/x', false)).toBe('https');
    expect(outgoingUrlProblem('ftp://hooks.example.com/x', false)).toBe('invalid');
    expect(outgoingUrlProblem('not a url', false)).toBe('invalid');
    expect(outgoingUrlProblem('https://a:b@hooks.example.com/', false)).toBe('credentials');
    for (const u of [
      'https://[::127.0.0.1]/',
      'https://0x7f.1/',
      'https://2130706433/',
      'https://169.254.169.254/',
      'https://localhost./',
      'https://db.internal/',
    ])
      expect(outgoingUrlProblem(u, false), u).toBe('private');
  });

  it('outside production (or with the setting on), http and local targets are allowed', () => {
    expect(outgoingUrlProblem('http://127.0.0.1:8080/hub', true)).toBeNull();
    expect(allowPrivateTargets({ NODE_ENV: 'production' })).toBe(false);
    expect(allowPrivateTargets({ NODE_ENV: 'production', WEBHOOKS_ALLOW_PRIVATE: 'on' })).toBe(true);
    expect(allowPrivateTargets({ NODE_ENV: 'development' })).toBe(true);
    expect(allowPrivateTargets({ NODE_ENV: 'development', WEBHOOKS_ALLOW_PRIVATE: 'off' })).toBe(false);
    expect(isPrivateHost('printer.local')).toBe(true);
    expect(isPrivateHost('example.com')).toBe(false);
  });
});

describe('COMPLIANCE_HUB_URL at start', () => {
  const env = (url: string, extra: Record<string, string> = {}) => ({ NODE_ENV: 'production', COMPLIANCE_HUB_URL: url, ...extra });
  it('is held to the same rule in production', () => {
    expect(() => loadConfig({}, env('http://127.0.0.1:9000'))).toThrow(ConfigError);
    expect(() => loadConfig({}, env('https://169.254.169.254'))).toThrow(/COMPLIANCE_HUB_URL: must be a public address/);
    expect(loadConfig({}, env('https://hub.example.com')).COMPLIANCE_HUB_URL).toBe('https://hub.example.com');
    expect(loadConfig({}, env('http://127.0.0.1:9000', { WEBHOOKS_ALLOW_PRIVATE: 'on' })).COMPLIANCE_HUB_URL).toBe('http://127.0.0.1:9000');
    expect(loadConfig({}, { NODE_ENV: 'development', COMPLIANCE_HUB_URL: 'http://127.0.0.1:9000' }).COMPLIANCE_HUB_URL).toBeTruthy();
  });
});
