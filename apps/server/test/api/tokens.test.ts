import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { createContext } from '../../src/platform/context.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A second instance's services over the same database, with other settings. */
async function otherInstance(env: Record<string, string>) {
  const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.dataDir, ...env });
  const ctx = await createContext(config, { database: t.ctx.database, log: pino({ level: 'silent' }) });
  return { ctx, stop: () => ctx.bus.stop() };
}

describe('access tokens across instances', () => {
  it('an instance on another port (no PUBLIC_URL) accepts the access token, e.g. after a restart on a new port', async () => {
    const u = await signUpUser(t);
    const other = await otherInstance({ PORT: '4123' });
    try {
      expect(await other.ctx.tokens.verifyAccess(u.token)).toEqual({
        userId: u.userId,
        sessionId: expect.any(String),
        expiresAt: expect.any(Number),
      });
    } finally {
      await other.stop();
    }
  });

  it('instances of another deployment (another PUBLIC_URL) do not', async () => {
    const a = await otherInstance({ PUBLIC_URL: 'https://a.example.com' });
    const b = await otherInstance({ PUBLIC_URL: 'https://b.example.com' });
    const a2 = await otherInstance({ PUBLIC_URL: 'https://a.example.com/', PORT: '4124' });
    try {
      const { token } = await a.ctx.tokens.signAccess({ userId: crypto.randomUUID(), sessionId: crypto.randomUUID() });
      expect(await a2.ctx.tokens.verifyAccess(token)).not.toBeNull();
      expect(await b.ctx.tokens.verifyAccess(token)).toBeNull();
    } finally {
      await Promise.all([a.stop(), b.stop(), a2.stop()]);
    }
  });
});
