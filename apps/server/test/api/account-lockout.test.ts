import { AUTH_LIMITS } from '@mb/contract/limits';
import { MESSAGES } from '@mb/contract/ui-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCredentials, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 8: 25 wrong passwords from anywhere locked the real owner out for an hour. Strangers still
// share the account's counter, but a device (its cookie) or an address that signed in to the account
// before has its own, and the owner is mailed a reset link that lifts the lockout.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const { max, windowSeconds } = AUTH_LIMITS.loginPerAccount;
let octet = 0;
/** A documentation-range address nobody used before. */
const freshIp = () => `203.0.113.${++octet}`;
let net = 0;
const strangerIp = () => `198.18.${Math.floor(++net / 250)}.${(net % 250) + 1}`;

const deviceCookieOf = (h: Headers) => {
  const set = h.get('set-cookie') ?? '';
  const m = /(?:^|,\s*)mb_device=([^;]+)/.exec(set);
  return m?.[1];
};

async function member(ip: string) {
  const creds = newCredentials();
  const r = await t.call('signUp', { body: creds, headers: { 'x-forwarded-for': ip } });
  expect(r.status).toBe(201);
  const device = deviceCookieOf(r.headers);
  expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { ...creds, device: device as string, userId: r.data.user.id };
}

const signIn = (email: string, password: string, ip: string, device?: string) =>
  t.call('signIn', {
    body: { email, password },
    headers: { 'x-forwarded-for': ip, ...(device ? { cookie: `theme=dark; mb_device=${device}` } : {}) },
  });

/** Strangers' wrong guesses from many addresses until the account's counter is spent. */
async function lockOut(email: string) {
  for (let i = 1; i <= max; i++) expect((await signIn(email, 'Wrong-password-1', strangerIp())).status, `guess ${i}`).toBe(401);
  const refused = await signIn(email, 'Wrong-password-1', strangerIp());
  expect(refused.status).toBe(429);
  expect(refused.error?.message).toBe(MESSAGES.tooManyAttempts);
  expect(refused.headers.get('ratelimit-limit')).toBe(String(max));
  expect(refused.headers.get('ratelimit-remaining')).toBe('0');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(windowSeconds);
}

describe('sign-in lockout by strangers', () => {
  it('sets a long-lived, script-proof device cookie scoped to the auth API', async () => {
    const r = await t.call('signUp', { body: newCredentials() });
    const set = r.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/^mb_device=[A-Za-z0-9_-]{43}; /);
    expect(set).toContain('Path=/api/v1/auth');
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    expect(set).toContain(`Max-Age=${365 * 86_400}`);
    // Plain http here: no Secure flag; over https (a trusted proxy says so) it has one.
    expect(set).not.toContain('Secure');
    const tls = await t.call('signUp', { body: newCredentials(), headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('a stranger is refused, but the owner on a device that signed in before gets in', async () => {
    const m = await member(freshIp());
    await lockOut(m.email);
    // The right password from a new address and no cookie: still a stranger.
    expect((await signIn(m.email, m.password, strangerIp())).status).toBe(429);
    // The owner's browser, from a new address (travelling): in.
    const owner = await signIn(m.email, m.password, strangerIp(), m.device);
    expect(owner.status).toBe(200);
    expect(owner.data.user.id).toBe(m.userId);
    // A cookie that never signed in to this account is a stranger's.
    const other = await member(freshIp());
    expect((await signIn(m.email, m.password, strangerIp(), other.device)).status).toBe(429);
  });

  it('the owner at an address that signed in to the account before gets in without the cookie', async () => {
    const home = freshIp();
    const m = await member(home);
    await lockOut(m.email);
    const owner = await signIn(m.email, m.password, home);
    expect(owner.status).toBe(200);
  });

  it('a known device has its own limit: a stolen cookie is not an unlimited pass', async () => {
    const m = await member(freshIp());
    for (let i = 1; i <= max; i++) expect((await signIn(m.email, 'Wrong-password-1', strangerIp(), m.device)).status).toBe(401);
    expect((await signIn(m.email, m.password, strangerIp(), m.device)).status).toBe(429);
    // ...and guesses through it did not spend the account's counter for everyone else.
    expect((await signIn(m.email, m.password, strangerIp())).status).toBe(200);
  });

  it('the owner is mailed a reset link when strangers trip the lockout; resetting lifts it', async () => {
    const m = await member(freshIp());
    await lockOut(m.email);
    const deadline = Date.now() + 15_000;
    let mail: { text_body: string } | undefined;
    while (!mail && Date.now() < deadline) {
      [mail] = await t.ctx.database.query<{ text_body: string }>(
        "select text_body from mail_outbox where to_address = $1 and kind = 'password_reset'",
        [m.email],
      );
      if (!mail && (await t.ctx.jobs.runDue()) === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(mail?.text_body).toContain('too many times');
    // One notice, however many more guesses follow.
    await signIn(m.email, 'Wrong-password-1', strangerIp());
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
    expect((await t.call('passwordResetConfirm', { body: { token, password: 'Brand-new-secret-7' } })).status).toBe(200);
    // From a brand-new device and address, with the new password: in.
    expect((await signIn(m.email, 'Brand-new-secret-7', strangerIp())).status).toBe(200);
    await t.ctx.jobs.runDue();
    const notices = await t.ctx.database.query("select 1 from mail_outbox where to_address = $1 and text_body like '%too many times%'", [
      m.email,
    ]);
    expect(notices).toHaveLength(1);
  });
});
