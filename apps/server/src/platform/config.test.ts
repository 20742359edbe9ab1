import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config.ts';

const fail = (env: Record<string, string>): ConfigError => {
  try {
    loadConfig({}, env);
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
};

describe('defaults (README "Configuration")', () => {
  it('an empty environment starts on the embedded database in ./data, port 3000', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      PRODUCT_NAME: 'ModelBase',
      DATA_DIR: './data',
      DATABASE_POOL_MAX: 10,
      DATABASE_WAIT_SECONDS: 300,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      RATE_LIMITS: 'on',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      webDist: path.join(repoRoot(), 'apps/web/dist'),
    });
    for (const k of ['DATABASE_URL', 'JWT_SECRET', 'STORAGE_URL', 'SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL'] as const) {
      expect(c[k], k).toBeUndefined();
    }
  });

  it('reads process.env when no environment is passed', () => {
    const before = process.env.PRODUCT_NAME;
    process.env.PRODUCT_NAME = 'From Env';
    try {
      expect(loadConfig().PRODUCT_NAME).toBe('From Env');
    } finally {
      if (before === undefined) delete process.env.PRODUCT_NAME;
      else process.env.PRODUCT_NAME = before;
    }
  });

  it('an empty or blank value means unset, so `FOO= npm start` behaves like leaving FOO out', () => {
    const c = loadConfig({}, { PORT: '', DATABASE_URL: '', JWT_SECRET: '', HOST: '' });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.JWT_SECRET).toBeUndefined();
    expect(c.HOST).toBe('0.0.0.0');
    // A stray space must not turn PORT into 0 (a random port) or the pool size into 0.
    expect(loadConfig({}, { PORT: ' ', DATABASE_POOL_MAX: '  ' })).toMatchObject({ PORT: 3000, DATABASE_POOL_MAX: 10 });
  });

  it('overrides win over the environment', () => {
    expect(loadConfig({ PORT: '4000' }, { PORT: '4001' }).PORT).toBe(4001);
  });

  it('derives publicUrl from PORT, or takes PUBLIC_URL without a trailing slash', () => {
    expect(loadConfig({}, { PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({}, { PUBLIC_URL: 'https://models.example.com/' }).publicUrl).toBe('https://models.example.com');
  });

  it('refuses TRUST_PROXY=true with a message saying what to set instead', () => {
    // `true` trusted every X-Forwarded-For entry: the left-most, written by the client, became its address.
    const e = fail({ TRUST_PROXY: 'true' });
    expect(e.message).toMatch(/^ {2}TRUST_PROXY: true is no longer accepted: .*number of proxies.*\(got "true"\)$/m);
  });

  it('parses the accepted forms', () => {
    expect(loadConfig({}, { TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({}, { TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({}, { TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({}, { TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({}, { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({}, { PORT: '0' }).PORT).toBe(0);
    expect(loadConfig({}, { DATABASE_URL: 'postgresql://u@h/db' }).DATABASE_URL).toBe('postgresql://u@h/db');
    expect(loadConfig({}, { STORAGE_URL: 's3+https://k:s@h/b' }).STORAGE_URL).toBe('s3+https://k:s@h/b');
    expect(loadConfig({}, { SMTP_URL: 'smtps://u:p@mail.example.com:465' }).SMTP_URL).toBeTruthy();
    expect(loadConfig({}, { REALTIME_BUS_URL: 'nats://u:p@n1:4222,tls://n2:4222' }).REALTIME_BUS_URL).toBe(
      'nats://u:p@n1:4222,tls://n2:4222',
    );
    expect(loadConfig({}, {}).REALTIME_BUS_SUBJECT).toBe('mb.realtime');
    expect(loadConfig({}, { DATA_DIR: '/var/lib/mb' }).dataDir).toBe('/var/lib/mb');
    expect(loadConfig({}, { PRODUCT_NAME: '  Velvet  ' }).PRODUCT_NAME).toBe('Velvet');
  });
});

describe('each bad variable gives a message naming it', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['PUBLIC_URL', 'example.com'],
    ['PRODUCT_NAME', 'x'.repeat(61)],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_POOL_MAX', '0'],
    ['DATABASE_POOL_MAX', '500'],
    ['DATABASE_POOL_MAX', 'many'],
    ['DATABASE_WAIT_SECONDS', '-1'],
    ['DATABASE_WAIT_SECONDS', 'forever'],
    ['JWT_SECRET', 'too-short'],
    ['STORAGE_URL', 'ftp://bucket'],
    ['SMTP_URL', 'http://mail'],
    ['REALTIME_BUS_URL', 'redis://127.0.0.1:6379'],
    ['REALTIME_BUS_URL', 'nats://a:4222, nats://b:4222'],
    ['REALTIME_BUS_SUBJECT', 'mb.*'],
    ['MAIL_FROM', 'a'],
    ['LOG_LEVEL', 'verbose'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.example.com'],
    ['TRUST_PROXY', '11'],
    ['RATE_LIMITS', 'maybe'],
    ['NODE_ENV', 'staging'],
  ])('%s=%s', (name, value) => {
    const e = fail({ [name]: value });
    expect(e.message).toMatch(/^Invalid configuration:\n/);
    // One line for the variable, with its name first; no other variable is blamed.
    const lines = e.message.split('\n').slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^  ${name}: \\S`));
  });

  it('reports every bad variable at once', () => {
    const e = fail({ PORT: 'abc', LOG_LEVEL: 'loud', JWT_SECRET: 'short' });
    expect(e.message).toMatch(/^ {2}PORT: /m);
    expect(e.message).toMatch(/^ {2}LOG_LEVEL: /m);
    expect(e.message).toMatch(/^ {2}JWT_SECRET: /m);
  });

  it('shows the value it got for plain settings, and the non-secret parts of URLs', () => {
    expect(fail({ PORT: 'abc' }).message).toContain('(got "abc")');
    expect(fail({ DATABASE_URL: 'mysql://root:pw@db.internal/app' }).message).toContain('(got "mysql://***@db.internal/app")');
    expect(fail({ PUBLIC_URL: 'example.com' }).message).toContain('https://example.com');
  });

  it('never prints a secret: JWT_SECRET and the credentials in connection URLs are masked', () => {
    const cases: [string, string, string][] = [
      ['JWT_SECRET', 'almost-long-enough-secret-31-ch', 'almost-long-enough'],
      ['DATABASE_URL', 'mysql://admin:hunter2-db-pass@db.internal/app', 'hunter2-db-pass'],
      ['STORAGE_URL', 'https://AKIAEXAMPLE:wJalrXUtnFEMI-secret@s3.example.com/media', 'wJalrXUtnFEMI-secret'],
      ['SMTP_URL', 'http://mailer:smtp-pass-123@mail.example.com', 'smtp-pass-123'],
      ['REALTIME_BUS_URL', 'amqp://bus:nats-pass-456@nats.internal:4222', 'nats-pass-456'],
      ['STORAGE_URL', 'minio://AKIA:wJalr/K7MDENG/bPx@RfiCY@minio:9000/b', 'K7MDENG'],
      ['STORAGE_URL', 'AKIA:raw-secret-no-scheme@host/b', 'raw-secret'],
    ];
    for (const [name, value, secret] of cases) {
      const e = fail({ [name]: value });
      expect(e.message, name).toMatch(new RegExp(`^ {2}${name}: `, 'm'));
      expect(e.message, name).not.toContain(secret);
    }
  });
});

describe('test hooks (billing: the built-in provider lapse hook)', () => {
  it('are off by default and refused at start in production', () => {
    expect(loadConfig({}, {}).TEST_HOOKS).toBe('off');
    expect(loadConfig({}, { NODE_ENV: 'test', TEST_HOOKS: 'on' }).TEST_HOOKS).toBe('on');
    expect(() => loadConfig({}, { NODE_ENV: 'production', TEST_HOOKS: 'on' })).toThrow(ConfigError);
    expect(() => loadConfig({}, { TEST_HOOKS: 'on' })).toThrow(/TEST_HOOKS: must be off when NODE_ENV=production/);
  });
});
