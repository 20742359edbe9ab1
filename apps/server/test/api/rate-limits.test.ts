import { AUTH_LIMITS } from '@mb/contract/limits';
import { MESSAGES } from '@mb/contract/ui-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { newCredentials, signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip: string) =>
  t.call('signIn', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

function expectThrottled(
  r: { status: number; headers: Headers; error?: { code: string; message: string } },
  limit: number,
  window: number,
) {
  expect(r.status).toBe(429);
  expect(r.error?.code).toBe('rate_limited');
  expect(r.error?.message).toBe(MESSAGES.tooManyAttempts);
  expect(r.headers.get('ratelimit-limit')).toBe(String(limit));
  expect(r.headers.get('ratelimit-remaining')).toBe('0');
  const reset = Number(r.headers.get('ratelimit-reset'));
  expect(reset).toBeGreaterThan(0);
  expect(reset).toBeLessThanOrEqual(window);
  const retry = Number(r.headers.get('retry-after'));
  expect(retry).toBeGreaterThanOrEqual(1);
  expect(retry).toBeLessThanOrEqual(window);
}

describe('login throttling', () => {
  it('the limits are the documented ones', () => {
    expect(AUTH_LIMITS.loginPerIp).toEqual({ max: 25, windowSeconds: 300 });
    expect(AUTH_LIMITS.loginPerAccount).toEqual({ max: 25, windowSeconds: 3600 });
  });

  it('per IP: 25 attempts in 5 minutes are answered, the 26th gets 429 even with the right password', async () => {
    const u = await signUpUser(t);
    const ip = '203.0.113.7';
    const { max, windowSeconds } = AUTH_LIMITS.loginPerIp;
    for (let i = 1; i <= max; i++) {
      // Different accounts, so only the per-IP counter reaches its limit.
      const r = await signIn(`stranger${i}@example.test`, 'Wrong-password-1', ip);
      expect(r.status, `attempt ${i}`).toBe(401);
      expect(r.headers.get('ratelimit-remaining'), `attempt ${i}`).toBe(String(max - i));
    }
    const blocked = await signIn(u.email, u.password, ip);
    expectThrottled(blocked, max, windowSeconds);
    // Another address is not affected.
    expect((await signIn(u.email, u.password, '203.0.113.8')).status).toBe(200);
  });

  it('per account: 25 attempts from 25 addresses, the 26th from a fresh one gets 429, whatever the e-mail case', async () => {
    const u = await signUpUser(t);
    const { max, windowSeconds } = AUTH_LIMITS.loginPerAccount;
    for (let i = 1; i <= max; i++) {
      const email = i % 2 ? u.email : `  ${u.email.toUpperCase()}`;
      const r = await signIn(email, 'Wrong-password-1', `192.0.2.${i}`);
      expect(r.status, `attempt ${i}`).toBe(401);
    }
    const blocked = await signIn(u.email, u.password, '192.0.2.200');
    expectThrottled(blocked, max, windowSeconds);
    // Other accounts from the same fresh address are fine.
    const other = await signUpUser(t);
    expect((await signIn(other.email, other.password, '192.0.2.201')).status).toBe(200);
  });

  it('without TRUST_PROXY, X-Forwarded-For cannot be used to dodge the per-IP limit', async () => {
    const app = await buildApp({ ...t.ctx, config: { ...t.ctx.config, TRUST_PROXY: false } });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= AUTH_LIMITS.loginPerIp.max + 1; i++) {
        const r = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/signin',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.0.${i}` },
          payload: { email: `spoof${i}@example.test`, password: 'Wrong-password-1' },
        });
        statuses.push(r.statusCode);
      }
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('a forged left-most X-Forwarded-For entry does not dodge the per-IP limit (one trusted hop)', async () => {
    // The test client plays the balancer (TRUST_PROXY=1): it appends the real address after whatever
    // the client wrote. Only that right-most entry is the client's.
    const { max, windowSeconds } = AUTH_LIMITS.loginPerIp;
    for (let i = 1; i <= max; i++) {
      const r = await signIn(`forger${i}@example.test`, 'Wrong-password-1', `198.18.1.${i}, 203.0.113.66`);
      expect(r.status, `attempt ${i}`).toBe(401);
    }
    expectThrottled(await signIn('forger-last@example.test', 'Wrong-password-1', '198.18.1.250, 203.0.113.66'), max, windowSeconds);
  });

  it.each([
    ['a hop count of 1', 1, '198.18.2.1, 203.0.113.70', '203.0.113.70'],
    ['a hop count of 2', 2, '198.18.2.1, 203.0.113.70, 10.0.0.5', '203.0.113.70'],
    ['the balancer address', ['127.0.0.1'], '198.18.2.1, 203.0.113.70', '203.0.113.70'],
    ['two balancers by address and CIDR', ['127.0.0.1', '10.0.0.0/8'], '198.18.2.1, 203.0.113.70, 10.0.0.5', '203.0.113.70'],
    ['only the balancer, with an unknown hop behind it', ['127.0.0.1'], '198.18.2.1, 10.0.0.5', '10.0.0.5'],
  ] as const)('trusts %s: the client address is the first untrusted one from the right', async (_, trust, xff, expected) => {
    const app = await buildApp({ ...t.ctx, config: { ...t.ctx.config, TRUST_PROXY: typeof trust === 'number' ? trust : [...trust] } });
    try {
      const u = await signUpUser(t);
      const r = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
        payload: { email: u.email, password: u.password },
      });
      expect(r.statusCode).toBe(200);
      const sessions = await t.ctx.database.query<{ ip: string }>(
        'select ip from auth_sessions where user_id = $1 order by created_at desc limit 1',
        [u.userId],
      );
      expect(sessions[0]?.ip).toBe(expected);
    } finally {
      await app.close();
    }
  });

  it('sign-up is limited per IP too', async () => {
    const { max } = AUTH_LIMITS.signupPerIp;
    const ip = '203.0.113.50';
    for (let i = 1; i <= max; i++) {
      const r = await t.call('signUp', { body: newCredentials(), headers: { 'x-forwarded-for': ip } });
      expect(r.status, `sign-up ${i}`).toBe(201);
    }
    const r = await t.call('signUp', { body: newCredentials(), headers: { 'x-forwarded-for': ip } });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBeTruthy();
  });
});

// Last in this file: it breaks the limiter's table for good.
describe('a failing limiter', () => {
  it('spec §8: when the rate-limit check fails, sign-in is not allowed (429), not waved through or a 500', async () => {
    const u = await signUpUser(t);
    await t.ctx.database.query('drop table rate_limits');
    const r = await signIn(u.email, u.password, '203.0.113.99');
    expect(r.status).toBe(429);
    expect(r.error?.code).toBe('rate_limited');
    expect(r.headers.get('retry-after')).toBeTruthy();
    const signUp = await t.call('signUp', { body: newCredentials() });
    expect(signUp.status).toBe(429);
  });
});
